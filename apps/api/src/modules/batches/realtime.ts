import { REALTIME_TOPIC_KINDS } from '@alinhavo/domain';
import { companyTopic } from '../../platform/realtime/index.ts';

/**
 * `batches:<companyId>`: every batch of the company created, moved, sent or deleted (migration 0023's trigger on
 * `batches`), for members who see batches: their list and detail, the production board and the order's page.
 */
export const batchesRealtimeTopic = companyTopic(
  REALTIME_TOPIC_KINDS.batches,
  ['batches'],
  ['production-batches', 'production-management', 'production-orders'],
);
