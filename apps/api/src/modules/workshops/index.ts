// Public entry of this module: workshops (facções) as users — the portal's identity for the route pipeline, the
// sign-up through a workshop invitation, the hook other areas use when an association is removed, who a workshop's
// logins are (the push service's workshop audience), and the workshop login on the realtime socket (its principal
// and topics).
export { workshopHooks } from './identity.ts';
export { workshopInvitationExtension } from './invitation-plugin.ts';
export { type AssociationRemovedHandler, onAssociationRemoved } from './links.service.ts';
export { workshopUserIds } from './push-audience.ts';
export { workshopRealtimeResolver, workshopRealtimeTopics } from './realtime.ts';
