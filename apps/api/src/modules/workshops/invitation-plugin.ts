import { workshopInvitationAcceptSchema } from '@alinhavo/domain';
import { invitationEndpoints } from '../../platform/auth/invitation-endpoints.ts';
import type { Db } from '../../platform/db/client.ts';
import { acceptWorkshopInvitation, checkWorkshopInvitation } from './invitation.service.ts';

/**
 * /signup?type=faccao (part1 §2.4, §4.3, workshop variant): /api/auth/workshop-invitation/check and /accept, which
 * creates the workshop and its login and signs it in (app-auth.ts).
 */
export function workshopInvitationExtension(db: Db) {
  return invitationEndpoints({
    id: 'workshop-invitation',
    name: 'WorkshopInvitation',
    label: 'workshop invitation',
    acceptSchema: workshopInvitationAcceptSchema,
    check: (token) => checkWorkshopInvitation(db, token),
    accept: (token, passwordHash) => acceptWorkshopInvitation(db, token, passwordHash),
    reply: ({ userId, email }) => ({ userId, email }),
  });
}
