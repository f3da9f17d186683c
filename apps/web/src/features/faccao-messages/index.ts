// Public entry of this feature: what the shell and the workshop portal use. The thread's code loads with the
// screen or tab that shows it, never with the shell.
export {
  COMPANY_SCOPE,
  faccaoMessagesKeys,
  invalidateConversation,
  invalidateConversations,
  type MessagingScope,
} from './keys';
export { loadMessageFollower, useCompanyUnreadBadge } from './unread-badge';

/**
 * The portal's Mensagens tab for the company chosen (`<WorkshopMessagesTab companyId={…} />`), as code loaded when
 * the tab is shown: `lazyComponent(onDemand(loadWorkshopMessagesTab))` in the portal.
 */
export const loadWorkshopMessagesTab = () =>
  import('./workshop-messages-tab').then((module) => module.WorkshopMessagesTab);
