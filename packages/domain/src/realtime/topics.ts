/**
 * Topic names: `<kind>:<id>[:<id>…]`, the ids being UUIDs, e.g. `batches:<companyId>`. The API decides who may
 * subscribe to each kind (platform/realtime's topic registry); these are the kinds the company screens and the
 * workshop portal use.
 */
export const REALTIME_TOPIC_KINDS = {
  /** Every batch of a company: created, moved, sent, deleted. */
  batches: 'batches',
  /** Every production order of a company. */
  productionOrders: 'production-orders',
  /** Every workshop payment record of a company. */
  paymentRecords: 'payment-records',
  /** A company's conversations with its workshops: a message arrived, a conversation started or ended. */
  faccaoMessages: 'faccao-messages',
  /** A workshop login's batches in one company: `workshop-batches:<companyId>:<outworkerId>`. */
  workshopBatches: 'workshop-batches',
  /** A workshop login's payment records in one company: `workshop-payments:<companyId>:<outworkerId>`. */
  workshopPayments: 'workshop-payments',
  /** A workshop login's conversations with one company: `workshop-messages:<companyId>:<faccaoId>`. */
  workshopMessages: 'workshop-messages',
} as const;

export function realtimeTopic(kind: string, ...ids: string[]): string {
  return [kind, ...ids].join(':');
}

/** The kind and ids of a topic name. */
export function splitRealtimeTopic(topic: string): { kind: string; ids: string[] } {
  const [kind = '', ...ids] = topic.split(':');
  return { kind, ids };
}
