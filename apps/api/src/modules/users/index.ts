// Public entry of this module: what other areas may use.
export { invitationExtension } from './invitation-plugin.ts';
export { hashInviteToken, newInviteToken } from './invite-token.ts';
export { emailHasAccount, onLoginTables } from './login-tables.ts';
export { writePermissions } from './permissions.ts';
export { readSeats, toUserLimit } from './seats.ts';
