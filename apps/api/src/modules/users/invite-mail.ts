import { accessProfileLabel, INVITE_TTL_DAYS, roleLabel } from '@alinhavo/domain';
import type { RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { renderInvitation } from '../../platform/mail/templates/index.ts';
import { renderInvitationAccountElsewhere } from './invitation-account-elsewhere.ts';

type InviteeOf = { email: string; fullName: string; role: string; selectedProfile: string };

/**
 * Queues the invitation e-mail after the transaction commits. The link is the only place the token lives. An address
 * that already has a login in another company gets no link (it could not be used) but a message saying so: the
 * person learns it, the company that invited does not.
 */
export function sendInvitationAfterCommit(
  services: RouteServices,
  inviter: TenantContext,
  invitee: InviteeOf,
  token: string,
  { accountElsewhere = false }: { accountElsewhere?: boolean } = {},
): void {
  if (accountElsewhere) {
    services.defer(() =>
      services.mailer.queue({
        kind: 'invitation-account-elsewhere',
        to: invitee.email,
        ...renderInvitationAccountElsewhere({
          inviteeName: invitee.fullName,
          inviterName: inviter.fullName,
          companyName: inviter.companyName,
        }),
      }),
    );
    return;
  }
  services.defer(() =>
    services.mailer.queue({
      kind: 'invitation',
      to: invitee.email,
      ...renderInvitation({
        inviteeName: invitee.fullName,
        inviterName: inviter.fullName,
        companyName: inviter.companyName,
        roleLabel: roleLabel(invitee.role),
        profileLabel: accessProfileLabel(invitee.selectedProfile),
        url: `${services.publicUrl}/signup?token=${token}`,
        expiresInDays: INVITE_TTL_DAYS,
      }),
    }),
  );
}
