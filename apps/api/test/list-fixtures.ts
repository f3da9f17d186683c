import type { TenantWorld } from './tenant-world.ts';

/**
 * For every GET route without an :id (the lists, options and exports), what of a company's seeded world
 * (./tenant-world.ts) the route shows that company: record ids, or for exports and facets a text only those rows
 * carry. The cross-tenant test checks that the other company's answer contains none of it, and first that the
 * owner's own answer does, so the check can never pass on an empty list. The enumerated test fails when a GET
 * route is neither here nor in `notLists`, so a new list must say what it shows.
 */
export type ListFixture = {
  /**
   * The query both companies send (without '?'). Default: a search for the world's marker, so the owner's rows come
   * first however many other rows the company has; '' where the route has no search or searches other fields.
   */
  query?: (marker: string) => string;
  /** Texts the owning company sees in its own answer. */
  shows?: (world: TenantWorld, marker: string) => string[];
  /** For an aggregate (totals), whether the owner's answer counts its rows. */
  counts?: (body: any) => boolean;
};

export const listFixtures: Record<string, ListFixture> = {
  'get /suppliers': { shows: (w) => [w.supplierId] },
  'get /suppliers/export': { shows: (_w, marker) => [`Fornecedor ${marker}`] },
  'get /colors': { shows: (w) => [w.colorId] },
  'get /size-grids': { shows: (w) => [w.sizeGridId] },
  'get /products': { shows: (w) => [w.productId] },
  'get /products/export': { shows: (w) => [w.productReference] },
  'get /products/facets': { shows: (_w, marker) => [`Coleção ${marker}`, `Categoria ${marker}`] },
  'get /materials/options': { shows: (w) => [w.fabricId, w.supplyVariationId] },
  'get /materials': { shows: (w) => [w.fabricId, w.supplyId] },
  'get /materials/export': { shows: (_w, marker) => [`Malha ${marker}`, `Linha ${marker}`] },
  'get /employees': { shows: (w) => [w.employeeId] },
  'get /customers': { shows: (w) => [w.customerId] },
  'get /customers/export': { shows: (_w, marker) => [`Cliente ${marker}`] },
  'get /employees/export': { shows: (_w, marker) => [`Cortador ${marker}`] },
  'get /employees/options': { shows: (w) => [w.employeeId] },
  'get /outworkers': { shows: (w) => [w.outworkerId] },
  'get /outworkers/export': { shows: (_w, marker) => [`Facção ${marker}`] },
  'get /outworkers/options': { shows: (w) => [w.outworkerId] },
  'get /outworkers/service-options': { shows: (w) => [w.processId] },
  'get /processes': { shows: (w) => [w.processId] },
  'get /product-costs/options': { shows: (w) => [w.fabricId, w.processId] },
  'get /product-costs': { shows: (w) => [w.productId] },
  'get /product-costs/export': { shows: (w) => [w.productReference] },
  'get /price-tables': { query: () => '', shows: (w) => [w.priceTableId] },
  'get /stock/movements': { shows: (w) => w.movementIds },
  'get /stock/movements/totals': { counts: (body) => body.lines > 0 },
  'get /stock/movements/export': { shows: (_w, marker) => [`Malha ${marker}`] },
  'get /stock/items': { shows: (w) => [w.fabricVariationId, w.supplyVariationId] },
  'get /stock/balances': { shows: (w) => [w.fabricVariationId] },
  'get /stock/grids': { shows: (w) => [w.fabricId, w.productId] },
  'get /stock/users': { shows: (w) => [w.ownerId] },
  'get /production-orders': { shows: (w) => [w.orderId] },
  'get /production-orders/export': { query: () => '', shows: (w) => [w.productReference] },
  'get /production-orders/options': { shows: (w) => [w.productId] },
  'get /production-board': { shows: (w) => [w.orderId, w.waitingBatchId, w.returnedBatchId] },
  'get /production-board/options': { shows: (w) => [w.productId, w.outworkerId] },
  'get /batches': { shows: (w) => [w.waitingBatchId, w.returnedBatchId, w.reviewedBatchId] },
  'get /batches/export': { query: () => '', shows: (w) => [w.productReference] },
  'get /batches/order-options': { shows: (w) => [w.orderId] },
  'get /batches/filter-options': { shows: (w) => [w.productId, w.outworkerId, w.orderId] },
  'get /cutting': { shows: (w) => w.cutIds },
  'get /cutting/pending': { shows: (w) => [w.waitingBatchId] },
  'get /cutting/options': { shows: (w) => [w.fabricVariationId, w.employeeId] },
  'get /quality-control/pending': { shows: (w) => [w.returnedBatchId] },
  'get /workshop-payments': { shows: (w) => [w.workshopPaymentId] },
  'get /faccao-conversations': { query: () => '', shows: (w) => [w.conversationId, w.faccaoId] },
  'get /faccao-conversations/workshops': { query: () => '', shows: (w) => [w.faccaoId, w.conversationId] },
  // The world's workshop answered the owner: one conversation unread.
  'get /faccao-conversations/unread-count': { query: () => '', counts: (body) => body.count > 0 },
  'get /packaging/pending': { shows: (w) => [w.reviewedBatchId] },
  'get /users': { shows: (w) => [w.ownerId] },
  'get /invites': { shows: (w) => [w.inviteId] },
  'get /workshop-links': { query: () => '', shows: (w, marker) => [w.portalInviteId, marker] },
  'get /billing/invoices': { shows: (w) => [w.invoiceId] },
  // The dashboard's cards take no search: the world's late batch, its workshop, its review and its low fabric.
  'get /dashboard/late-batches': { query: () => '', shows: (w) => [w.waitingBatchId] },
  'get /dashboard/workshops': { query: () => '', shows: (w) => [w.outworkerId] },
  'get /dashboard/approved-this-week': { query: () => '', counts: (body) => body.approvedPieces > 0 },
  'get /dashboard/stock-alerts': { query: () => '', shows: (w) => [w.fabricId] },
  'get /dashboard/batch-stages': {
    query: () => '',
    counts: (body) => body.stages.some((stage: { batches: number }) => stage.batches > 0),
  },
  'get /cash-registers': { query: () => '', shows: (w) => [w.cashRegisterId] },
  'get /cash-sessions': { query: () => '', shows: (w) => [w.cashSessionId] },
  'get /cash-sessions/current': { query: () => '', shows: (w) => [w.cashRegisterId] },
  // The world's sale is written without the list's search text (fixtures/sales-center.ts): the whole list.
  'get /sales-orders': { query: () => '', shows: (w) => [w.salesCenterSaleId] },
  'get /sales-orders/export': { query: () => '', shows: (_w, marker) => [`PV-${marker}`.slice(0, 30)] },
  'get /sales-orders/options': { query: () => '', shows: (w) => [w.customerId, w.productId] },
  'get /pdv/catalogue': { query: () => '', shows: (w) => [w.variantIds[0]!] },
  'get /receivables': { query: () => '', shows: (w) => [w.receivableId] },
  // The sales centre takes no search: the world's order, issued today, in the last 7 days' figures.
  'get /sales-center/summary': { query: () => '', counts: (body) => body.total.current.salesCount > 0 },
  'get /sales-center/products': { query: () => '', shows: (w) => [w.productId, ...w.variantIds.slice(0, 1)] },
  'get /sales-center/recent': { query: () => '', shows: (w) => [w.salesCenterSaleId] },
  'get /search': {
    // The world's product, materials, workshop, supplier and customer carry the marker; its batches are of that
    // product.
    shows: (w) => [
      w.productId,
      w.fabricId,
      w.supplyId,
      w.outworkerId,
      w.supplierId,
      w.customerId,
      w.waitingBatchId,
    ],
  },
};

/** GET routes without an :id that answer about the caller, not with a list of records, and why. */
export const notLists: Record<string, string> = {
  'get /me': 'the signed-in person and their own company',
  'get /onboarding-checklist': 'the caller’s company’s own getting-started steps, as yes or no',
  'get /sales-settings': 'the caller’s company’s own sales settings (PIX key, discount, late charges)',
  'get /subscription': 'the caller’s company’s own subscription',
  'get /subscription/trial-eligibility': 'whether the caller’s company may start a trial',
  'get /push/public-key': 'the server’s VAPID public key, the same for everyone',
};

/**
 * GET routes without an :id in the path that take record ids in the query instead, so they are no list to
 * compare between companies: their own tests check that another company's ids answer 404.
 */
export const idsInQuery: Record<string, string> = {
  'get /packaging/labels': 'packaging/batches-labels.test.ts',
};
