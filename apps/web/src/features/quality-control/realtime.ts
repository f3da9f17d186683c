import { REALTIME_TOPIC_KINDS, realtimeTopic } from '@alinhavo/domain';
import type { QueryKey } from '@tanstack/react-query';
import { useSessionQuery } from '@/app/session';
import { useRealtimeInvalidation } from '@/lib/realtime';

/** A payment record changed (reviewed, paid, a receipt attached or removed): its lists and the review showing it. */
export const paymentRecordKeys = (): QueryKey[] => [['workshop-payments'], ['quality-control', 'review']];

/** /app/controle-qualidade follows the company's payment records: another user's payment shows without reloading. */
export function usePaymentRecordsRealtime(): void {
  const { data: session } = useSessionQuery();
  const topic = session ? realtimeTopic(REALTIME_TOPIC_KINDS.paymentRecords, session.company.id) : null;
  useRealtimeInvalidation(topic, paymentRecordKeys);
}
