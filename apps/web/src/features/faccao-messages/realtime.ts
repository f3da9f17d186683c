import { REALTIME_TOPIC_KINDS, realtimeTopic } from '@alinhavo/domain';
import { useSessionQuery } from '@/app/session';
import { useRealtimeInvalidation } from '@/lib/realtime';
import { COMPANY_SCOPE, faccaoMessagesKeys } from './keys';

/**
 * The company's messaging screen follows its conversations: a workshop's answer, a conversation started or ended
 * anywhere (another user, another tab) refreshes the lists, the open thread and the unread marks. No polling.
 */
export function useCompanyMessagesRealtime(): void {
  const { data: session } = useSessionQuery();
  const companyId = session?.company.id;
  useRealtimeInvalidation(
    companyId ? realtimeTopic(REALTIME_TOPIC_KINDS.faccaoMessages, companyId) : null,
    () => [faccaoMessagesKeys.scope(COMPANY_SCOPE)],
  );
}
