import { REALTIME_TOPIC_KINDS } from '@alinhavo/domain';
import { companyTopic } from '../../platform/realtime/index.ts';

/** `payment-records:<companyId>`: the company's workshop payment records, for members who read them. */
export const paymentRecordsRealtimeTopic = companyTopic(
  REALTIME_TOPIC_KINDS.paymentRecords,
  ['payment_records'],
  ['quality-control'],
);
