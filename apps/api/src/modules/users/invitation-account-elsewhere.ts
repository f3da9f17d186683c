import {
  greeting,
  oneLine,
  type RenderedEmail,
  renderEmailLayout,
} from '../../platform/mail/templates/layout.ts';

/**
 * What an address that already has an Alinhavo login (in another company) receives instead of an invitation link:
 * one login belongs to one company, so the person is told here, privately, and the company that invited sees the
 * same pending invitation it would see for anyone (the inviter never learns whether an address has an account).
 */
export function renderInvitationAccountElsewhere({
  inviteeName,
  inviterName,
  companyName,
}: {
  inviteeName: string;
  inviterName: string;
  companyName: string;
}): RenderedEmail {
  const inviter = oneLine(inviterName);
  const company = oneLine(companyName);
  return {
    subject: `${inviter} convidou você para a ${company} no Alinhavo`,
    ...renderEmailLayout({
      preheader: 'Este e-mail já tem uma conta no Alinhavo em outra empresa.',
      title: `Você recebeu um convite para a ${company}`,
      paragraphs: [
        greeting(inviteeName),
        `${inviter} convidou este endereço para fazer parte da equipe da ${company} no Alinhavo.`,
        'Este e-mail já tem uma conta no Alinhavo em outra empresa, e cada conta pertence a uma única empresa. Para entrar na equipe, peça um convite para outro e-mail.',
      ],
      closing: ['Se você não esperava este convite, ignore este e-mail.'],
      footerNote: `Você recebeu este e-mail porque ${inviter} convidou este endereço para a ${company} no Alinhavo.`,
    }),
  };
}
