import { REALTIME_TOPIC_KINDS } from '@alinhavo/domain';
import { companyTopic } from '../../platform/realtime/index.ts';

/** `production-orders:<companyId>`: every production order of the company (the orders and the production board). */
export const productionOrdersRealtimeTopic = companyTopic(
  REALTIME_TOPIC_KINDS.productionOrders,
  ['production_orders'],
  ['production-orders', 'production-management'],
);
