import { formatCount, INVITE_TTL_DAYS } from '@alinhavo/domain';
import type { RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import {
  greeting,
  oneLine,
  type RenderedEmail,
  renderEmailLayout,
} from '../../platform/mail/templates/layout.ts';

type Names = { workshopName: string; inviterName: string; companyName: string };

/** A company invites a workshop without a login to the portal: the link creates the account. */
export function renderWorkshopInvitation({
  workshopName,
  inviterName,
  companyName,
  url,
}: Names & { url: string }) {
  const inviter = oneLine(inviterName);
  const company = oneLine(companyName);
  return {
    subject: `${company} convidou sua facção para o portal Alinhavo`,
    ...renderEmailLayout({
      preheader: `Crie o acesso da sua facção e acompanhe os lotes da ${company}.`,
      title: `Convite da ${company} para o portal da facção`,
      paragraphs: [
        greeting(workshopName),
        `${inviter}, da ${company}, convidou sua facção para o portal do Alinhavo: pelo celular você vê os lotes enviados, marca o início e o fim da produção e acompanha os pagamentos.`,
      ],
      action: { label: 'Criar conta e aceitar convite', url },
      closing: [
        `O convite vale por ${formatCount(INVITE_TTL_DAYS, 'dia', 'dias')}.`,
        'Se você não esperava este convite, ignore este e-mail.',
      ],
      footerNote: `Você recebeu este e-mail porque ${inviter} convidou este endereço para o portal da facção da ${company} no Alinhavo.`,
    }),
  } satisfies RenderedEmail;
}

/** The address already is a workshop login: the association waits in the portal's bell. */
export function renderWorkshopAssociationRequest({
  workshopName,
  inviterName,
  companyName,
  url,
}: Names & { url: string }): RenderedEmail {
  const inviter = oneLine(inviterName);
  const company = oneLine(companyName);
  return {
    subject: `${company} quer trabalhar com sua facção no Alinhavo`,
    ...renderEmailLayout({
      preheader: `Aceite a associação com a ${company} no portal da facção.`,
      title: `Nova associação: ${company}`,
      paragraphs: [
        greeting(workshopName),
        `${inviter}, da ${company}, convidou sua facção para trabalhar com a empresa no Alinhavo.`,
        'Entre no portal da facção e toque em Aceitar no sino de avisos para ativar a associação.',
      ],
      action: { label: 'Abrir o portal da facção', url },
      closing: ['Se você não conhece esta empresa, não aceite a associação.'],
      footerNote: `Você recebeu este e-mail porque ${inviter} convidou este endereço para a ${company} no Alinhavo.`,
    }),
  };
}

/** The address has a company login: it cannot become a workshop login, and only its owner learns why. */
export function renderWorkshopInvitationAccountElsewhere({
  workshopName,
  inviterName,
  companyName,
}: Names): RenderedEmail {
  const inviter = oneLine(inviterName);
  const company = oneLine(companyName);
  return {
    subject: `${company} convidou sua facção para o portal Alinhavo`,
    ...renderEmailLayout({
      preheader: 'Este e-mail já tem uma conta de empresa no Alinhavo.',
      title: `Convite da ${company} para o portal da facção`,
      paragraphs: [
        greeting(workshopName),
        `${inviter}, da ${company}, convidou este endereço para o portal da facção no Alinhavo.`,
        'Este e-mail já tem uma conta de empresa no Alinhavo, e uma conta não pode ser de empresa e de facção ao mesmo tempo. Para usar o portal da facção, peça à empresa um convite para outro e-mail.',
      ],
      closing: ['Se você não esperava este convite, ignore este e-mail.'],
      footerNote: `Você recebeu este e-mail porque ${inviter} convidou este endereço para a ${company} no Alinhavo.`,
    }),
  };
}

export type InvitationMail =
  | { kind: 'new-account'; token: string }
  | { kind: 'association' }
  | { kind: 'company-login' };

/** Queues the e-mail that fits the address, after the transaction commits; the token lives only in the link. */
export function sendWorkshopInvitationAfterCommit(
  services: RouteServices,
  inviter: TenantContext,
  invitee: { email: string; workshopName: string },
  mail: InvitationMail,
): void {
  const names = {
    workshopName: invitee.workshopName,
    inviterName: inviter.fullName,
    companyName: inviter.companyName,
  };
  const rendered =
    mail.kind === 'new-account'
      ? renderWorkshopInvitation({
          ...names,
          url: `${services.publicUrl}/signup?type=faccao&token=${encodeURIComponent(mail.token)}`,
        })
      : mail.kind === 'association'
        ? renderWorkshopAssociationRequest({ ...names, url: `${services.publicUrl}/faccao` })
        : renderWorkshopInvitationAccountElsewhere(names);
  services.defer(() =>
    services.mailer.queue({ kind: `workshop-invitation-${mail.kind}`, to: invitee.email, ...rendered }),
  );
}
