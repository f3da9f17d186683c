import { invitationAcceptSchema } from '@alinhavo/domain';
import { invitationEndpoints } from '../../platform/auth/invitation-endpoints.ts';
import type { Db } from '../../platform/db/client.ts';
import { acceptInvitation, checkInvitation } from './invitation.service.ts';

/** /signup for a company member: /api/auth/invitation/check and /api/auth/invitation/accept (app-auth.ts). */
export function invitationExtension(db: Db) {
  return invitationEndpoints({
    id: 'invitation',
    name: 'Invitation',
    label: 'invitation',
    acceptSchema: invitationAcceptSchema,
    check: (token) => checkInvitation(db, token),
    accept: (token, passwordHash) => acceptInvitation(db, token, passwordHash),
  });
}
