import { formatCount } from '@alinhavo/domain';
import { greeting, oneLine, type RenderedEmail, renderEmailLayout } from './layout.ts';

/** A company invites someone to its team. */
export function renderInvitation({
  inviteeName,
  inviterName,
  companyName,
  roleLabel,
  profileLabel,
  url,
  expiresInDays,
}: {
  inviteeName: string;
  inviterName: string;
  companyName: string;
  roleLabel: string;
  profileLabel: string;
  url: string;
  expiresInDays: number;
}): RenderedEmail {
  const inviter = oneLine(inviterName);
  const company = oneLine(companyName);
  return {
    subject: `${inviter} convidou você para a ${company} no Alinhavo`,
    ...renderEmailLayout({
      preheader: `Aceite o convite para fazer parte da equipe da ${company}.`,
      title: `Você recebeu um convite para a ${company}`,
      paragraphs: [
        greeting(inviteeName),
        `${inviter} convidou você para fazer parte da equipe da ${company} no Alinhavo, o sistema de gestão da produção, do estoque e das vendas da empresa.`,
        `Você vai entrar como ${oneLine(roleLabel)}, com o perfil de acesso ${oneLine(profileLabel)}.`,
      ],
      action: { label: 'Aceitar convite', url },
      closing: [
        `O convite vale por ${formatCount(expiresInDays, 'dia', 'dias')}.`,
        'Se você não esperava este convite, ignore este e-mail.',
      ],
      footerNote: `Você recebeu este e-mail porque ${inviter} convidou este endereço para a ${company} no Alinhavo.`,
    }),
  };
}
