// Public entry of this module: what other areas may use.
export { invitationExtension } from './invitation-plugin.ts';
export { newInviteToken } from './invite-token.ts';
export { writePermissions } from './permissions.ts';
export { readSeats, toUserLimit } from './seats.ts';
