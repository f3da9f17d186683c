import { batchesRealtimeTopic } from './modules/batches/index.ts';
import { productionOrdersRealtimeTopic } from './modules/production-orders/index.ts';
import { faccaoMessagesRealtimeTopic } from './modules/workshop-messages/index.ts';
import { paymentRecordsRealtimeTopic } from './modules/workshop-payments/index.ts';
import { workshopRealtimeResolver, workshopRealtimeTopics } from './modules/workshops/index.ts';
import type { Db } from './platform/db/client.ts';
import type { PrincipalResolver, TopicDefinition } from './platform/realtime/index.ts';

/**
 * What modules add to the realtime socket (platform/realtime), handed over here because the platform imports no
 * module: the topic kinds clients may subscribe to, and how logins other than a company's members (a workshop's)
 * become a socket's principal. docs/decisions/022-realtime.md.
 */
export const realtimeTopics: TopicDefinition[] = [
  batchesRealtimeTopic,
  productionOrdersRealtimeTopic,
  paymentRecordsRealtimeTopic,
  faccaoMessagesRealtimeTopic,
  ...workshopRealtimeTopics,
];

export const realtimeResolvers = (db: Db): PrincipalResolver[] => [workshopRealtimeResolver(db)];
