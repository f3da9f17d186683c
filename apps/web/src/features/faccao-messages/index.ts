// Public entry of this feature: what the shell and the workshop portal use. The thread's code loads with the
// screen or tab that shows it, never with the shell.
export {
  COMPANY_SCOPE,
  faccaoMessagesKeys,
  invalidateConversation,
  invalidateConversations,
  type MessagingScope,
} from './keys';
export { showCompanyMessageToast, showWorkshopMessageToast } from './message-toasts';
export { useCompanyUnreadBadge } from './unread-badge';

/**
 * The portal's Mensagens tab for the company chosen (`<WorkshopMessagesTab companyId={…} />`), as code loaded when
 * the tab is shown: `lazyComponent(onDemand(loadWorkshopMessagesTab))` in the portal.
 */
export const loadWorkshopMessagesTab = () =>
  import('./workshop-messages-tab').then((module) => module.WorkshopMessagesTab);

/** The live toasts and sound of messages (part2 §8/§9), as code loaded when a message arrives. */
export const loadLiveMessageAlerts = () => import('./live-alerts');
