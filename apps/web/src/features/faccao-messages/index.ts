// Public entry of this feature: what the shell and the workshop portal use. The thread's code loads with the
// screen or tab that shows it, never with the shell.
import { lazyComponent } from '@/lib/lazy-component';
import { onDemand } from '@/lib/on-demand';

export {
  COMPANY_SCOPE,
  faccaoMessagesKeys,
  invalidateConversation,
  invalidateConversations,
  type MessagingScope,
} from './keys';
export { showCompanyMessageToast, showWorkshopMessageToast } from './message-toasts';
export { useCompanyUnreadBadge } from './unread-badge';

/** The portal's Mensagens tab for the company chosen: `<WorkshopMessagesTab companyId={…} />`. */
export const WorkshopMessagesTab = /* @__PURE__ */ lazyComponent(
  /* @__PURE__ */ onDemand(() =>
    import('./workshop-messages-tab').then((module) => module.WorkshopMessagesTab),
  ),
);
