import {
  batchCreateSchema,
  batchSendSchema,
  cutInputSchema,
  Dec,
  materialConsumptionPerPiece,
  packBatchInputSchema,
  plannedFabric,
  productionOrderCancelSchema,
  productionOrderInputSchema,
  qualityReviewInputSchema,
  todayInSaoPaulo,
  toFixedString,
} from '@alinhavo/domain';
import { sendBatchToWorkshop } from '../modules/batch-dispatch/index.ts';
import { addBatchNote, createBatch, recordWorkshopProgress } from '../modules/batches/index.ts';
import { recordCut } from '../modules/cutting/index.ts';
import { packBatch } from '../modules/packaging/index.ts';
import {
  cancelProductionOrder,
  concludeProductionOrder,
  createProductionOrder,
} from '../modules/production-orders/index.ts';
import { completeReview, saveReview, startReview } from '../modules/quality-control/index.ts';
import { recordStockMovements } from '../modules/stock/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import type { DemoOwner } from './demo-catalogue.ts';
import { DEMO_PRODUCTS } from './demo-catalogue-data.ts';
import {
  backdateBatchStep,
  backdateOrderStep,
  backdateStockDocument,
  daysAgoAt,
  resequenceLedger,
} from './demo-history.ts';
import {
  DEMO_CUTTER,
  DEMO_INSPECTOR,
  DEMO_ORDERS,
  DEMO_PRODUCTION_PURCHASES,
  type DemoBatch,
  type DemoMoment,
  type DemoOrder,
  type DemoReview,
} from './demo-production-data.ts';
import { type DemoProductionRefs, loadDemoProductionRefs, need } from './demo-production-refs.ts';

/** One thing that happened, for error messages: 'L-000004 cortado'-like labels. */
type Step = { at: Date; label: string; run: () => Promise<void> };

type Context = { tx: Tx; tenant: TenantContext; refs: DemoProductionRefs; now: number };

type Cell = { colorId: string; color: string; size: string; pieces: number };

/** Half a minute past the minute: never the same instant as a catalogue posting (they fall on whole minutes). */
function momentDate([daysAgo, time]: DemoMoment, now: number): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(daysAgoAt(daysAgo, hour, minute, now).getTime() + 30_000);
}

/** The steps of one order or batch must be in time order: a wrong moment in the data fails the seed. */
function assertChronological(label: string, dates: Date[]) {
  for (let i = 1; i < dates.length; i++) {
    if (dates[i]! <= dates[i - 1]!) throw new Error(`demo seed: ${label} has steps out of time order`);
  }
}

/** The batch's colour × size cells: plies × the marker's pieces per ply of each size. */
function batchCells(ctx: Context, order: DemoOrder, batch: DemoBatch): Cell[] {
  const { sizes } = need(ctx.refs.products, order.reference, 'product');
  return batch.colors.flatMap(({ color, plies }) =>
    sizes
      .map((size, index) => ({
        colorId: need(ctx.refs.colors, color, 'colour'),
        color,
        size,
        pieces: plies * (order.marker[index] ?? 0),
      }))
      .filter((cell) => cell.pieces > 0),
  );
}

/** The order's grid: the sum of its batches, or the grid given for an order without batches. */
function orderCells(ctx: Context, order: DemoOrder) {
  const { sizes } = need(ctx.refs.products, order.reference, 'product');
  const totals = new Map<string, { colorId: string; size: string; quantity: number }>();
  const add = (color: string, size: string, quantity: number) => {
    const colorId = need(ctx.refs.colors, color, 'colour');
    const cell = totals.get(`${colorId}|${size}`) ?? { colorId, size, quantity: 0 };
    cell.quantity += quantity;
    totals.set(`${colorId}|${size}`, cell);
  };
  for (const batch of order.batches) {
    for (const cell of batchCells(ctx, order, batch)) add(cell.color, cell.size, cell.pieces);
  }
  for (const { color, perSize } of order.grid ?? []) {
    for (const [index, size] of sizes.entries()) add(color, size, perSize[index] ?? 0);
  }
  return [...totals.values()];
}

/** Consumption per piece of the order's fabric on the product's cost sheet (4 places). */
function fabricPerPiece(order: DemoOrder): string {
  const line = DEMO_PRODUCTS.find((p) => p.reference === order.reference)?.materials.find(
    (m) => m.material === order.fabric && !m.variation,
  );
  if (!line) throw new Error(`demo seed: ${order.reference} has no colour line of ${order.fabric}`);
  return toFixedString(materialConsumptionPerPiece(line.quantity, line.yieldUnits ?? '1'), 4);
}

function cutInput(ctx: Context, order: DemoOrder, batch: DemoBatch, notes: string | undefined) {
  const { sizes } = need(ctx.refs.products, order.reference, 'product');
  const perPiece = fabricPerPiece(order);
  const piecesPerPly = order.marker.reduce((sum, n) => sum + n, 0);
  return cutInputSchema.parse({
    sizes: sizes.map((size, index) => ({ size, piecesPerPly: order.marker[index] ?? 0 })),
    colors: batch.colors.map(({ color, plies, used }) => ({
      colorId: need(ctx.refs.colors, color, 'colour'),
      materialVariationId: need(ctx.refs.variations, `${order.fabric}|${color}`, 'fabric variation'),
      plies,
      fabricUsed: toFixedString(new Dec(plannedFabric(plies * piecesPerPly, perPiece)!).times(used), 2),
    })),
    cutterEmployeeId: need(ctx.refs.employees, DEMO_CUTTER, 'employee'),
    notes,
  });
}

/** Each counted cell: its defects and repairs as given, every other piece approved. */
function reviewInput(ctx: Context, cells: Cell[], review: DemoReview) {
  const counted = review.onlySizes ? cells.filter((c) => review.onlySizes!.includes(c.size)) : cells;
  const at = (list: { color: string; size: string }[] | undefined, cell: Cell) =>
    (list ?? []).filter((entry) => entry.color === cell.color && entry.size === cell.size);
  return qualityReviewInputSchema.parse({
    inspectorEmployeeId: need(ctx.refs.employees, DEMO_INSPECTOR, 'employee'),
    notes: review.notes,
    items: counted.map((cell) => {
      const defects = { costura: 0, mancha: 0, medida: 0, tecido: 0, outro: 0 };
      for (const defect of at(review.defects, cell) as NonNullable<DemoReview['defects']>) {
        defects[defect.type] += defect.pieces;
      }
      const repair = (at(review.repairs, cell) as NonNullable<DemoReview['repairs']>).reduce(
        (sum, r) => sum + r.pieces,
        0,
      );
      const lost = Object.values(defects).reduce((sum, n) => sum + n, 0) + repair;
      return { colorId: cell.colorId, size: cell.size, approved: cell.pieces - lost, defects, repair };
    }),
  });
}

function batchSteps(ctx: Context, order: DemoOrder, batch: DemoBatch, orderId: () => string): Step[] {
  const { tx, tenant } = ctx;
  const cells = batchCells(ctx, order, batch);
  let batchId = '';
  const steps: Step[] = [];
  const add = (moment: DemoMoment, label: string, work: () => Promise<unknown>) => {
    const at = momentDate(moment, ctx.now);
    steps.push({
      at,
      label: `${order.reference} batch ${label}`,
      run: async () => {
        await work();
        await backdateBatchStep(tx, tenant.companyId, batchId, at);
      },
    });
  };
  add(batch.created, 'create', async () => {
    const input = batchCreateSchema.parse({
      productionOrderId: orderId(),
      items: cells.map(({ colorId, size, pieces }) => ({ colorId, size, quantity: pieces })),
    });
    batchId = (await createBatch(tx, tenant, input)).id;
  });
  const { cut, send, start, finish, review } = batch;
  if (cut) add(cut.at, 'cut', () => recordCut(tx, tenant, batchId, cutInput(ctx, order, batch, cut.notes)));
  if (send) {
    const input = batchSendSchema.parse({
      outworkerId: need(ctx.refs.outworkers, send.workshop, 'workshop'),
      observations: send.notes,
    });
    // The demo notifies no one: the after-send hooks are left out.
    add(send.at, 'send', () => sendBatchToWorkshop(tx, tenant, batchId, input, { defer: () => {} }));
  }
  if (start)
    add(start.at, 'start', () => recordWorkshopProgress(tx, tenant, batchId, 'em_producao', start.notes));
  if (finish) {
    add(finish.at, 'finish', () =>
      recordWorkshopProgress(tx, tenant, batchId, 'finalizado_faccao', finish.notes),
    );
  }
  if (review) {
    add(review.started, 'review start', () => startReview(tx, tenant, batchId));
    add(review.counted, 'review', async () => {
      await saveReview(tx, tenant, batchId, reviewInput(ctx, cells, review));
      if (review.complete) await completeReview(tx, tenant, batchId);
    });
  }
  const chain = steps.map((step) => step.at);
  for (const pack of batch.packs ?? []) {
    const items = pack.colors
      ? reviewInput(ctx, cells, review!)
          .items.filter((item) => pack.colors!.some((c) => ctx.refs.colors.get(c) === item.colorId))
          .map(({ colorId, size, approved }) => ({ colorId, size, quantity: approved }))
      : undefined;
    const input = packBatchInputSchema.parse({ items, notes: pack.notes });
    add(pack.at, 'pack', () => packBatch(tx, tenant, batchId, input));
    chain.push(steps.at(-1)!.at);
  }
  assertChronological(`a batch of ${order.reference}`, chain);
  for (const note of batch.notes ?? []) {
    add(note.at, 'note', () => addBatchNote(tx, tenant, batchId, note.text));
    assertChronological(`a note of ${order.reference}`, [chain[0]!, steps.at(-1)!.at]);
  }
  return steps;
}

function dueDate(order: DemoOrder, now: number): string {
  return todayInSaoPaulo(new Date(now + order.dueInDays * 24 * 60 * 60 * 1000));
}

function orderSteps(ctx: Context, order: DemoOrder): Step[] {
  const { tx, tenant } = ctx;
  let orderId = '';
  const onOrder = (moment: DemoMoment, label: string, work: () => Promise<unknown>): Step => {
    const at = momentDate(moment, ctx.now);
    return {
      at,
      label: `${order.reference} order ${label}`,
      run: async () => {
        await work();
        await backdateOrderStep(tx, tenant.companyId, orderId, at);
      },
    };
  };
  const product = need(ctx.refs.products, order.reference, 'product');
  // The due date was checked against the day the order was made, not today: only the rest goes through the form's
  // contract here.
  const input = {
    ...productionOrderInputSchema.omit({ dueDate: true }).parse({
      productId: product.id,
      items: orderCells(ctx, order),
      priority: order.priority,
      notes: order.notes,
    }),
    dueDate: dueDate(order, ctx.now),
  };
  const created = onOrder(order.created, 'create', async () => {
    orderId = (await createProductionOrder(tx, tenant, input)).id;
  });
  if (input.dueDate < todayInSaoPaulo(created.at))
    throw new Error(`demo seed: ${order.reference} due too early`);
  const batches = order.batches.map((batch) => batchSteps(ctx, order, batch, () => orderId));
  const steps = [created, ...batches.flat()];
  if (order.cancelled) {
    const reason = productionOrderCancelSchema.parse({ reason: order.cancelled.reason });
    steps.push(
      onOrder(order.cancelled.at, 'cancel', () => cancelProductionOrder(tx, tenant, orderId, reason)),
    );
  }
  if (order.concluded) {
    steps.push(onOrder(order.concluded, 'conclude', () => concludeProductionOrder(tx, tenant, orderId)));
    const last = Math.max(...steps.slice(0, -1).map((step) => step.at.getTime()));
    assertChronological(`the order of ${order.reference}`, [new Date(last), steps.at(-1)!.at]);
  }
  for (const step of steps.slice(1)) {
    assertChronological(`the order of ${order.reference}`, [created.at, step.at]);
  }
  return steps;
}

function purchaseSteps(ctx: Context): Step[] {
  return DEMO_PRODUCTION_PURCHASES.map((purchase) => {
    const at = momentDate(purchase.at, ctx.now);
    const supplierId = need(ctx.refs.suppliers, purchase.supplier, 'supplier');
    return {
      at,
      label: `purchase ${purchase.notes}`,
      run: async () => {
        const { documentId } = await recordStockMovements(ctx.tx, ctx.tenant, {
          type: 'entrada',
          referenceType: 'manual',
          notes: purchase.notes,
          lines: purchase.lines.map((line) => ({
            item: {
              kind: 'material',
              variationId: need(ctx.refs.variations, `${line.material}|${line.variation}`, 'variation'),
            },
            quantity: line.quantity,
            unitCostCents: line.costCents ?? null,
            supplierId,
          })),
        });
        await backdateStockDocument(ctx.tx, ctx.tenant.companyId, documentId, at);
      },
    };
  });
}

/**
 * The demo company's production of the last two months (demo-production-data.ts), made through the production
 * modules' own services as the team would on the screens: orders, batches, cuts taking fabric from stock, sends
 * taking the workshops' supplies, the workshops' progress recorded by the company, quality control with the
 * workshops' payment records, packing into finished stock, a cancelled and two concluded orders. Steps run in time
 * order, each moved back to its moment; then the ledger's balances follow the moved dates. Runs after the catalogue
 * (demo-catalogue.ts), in the demo seed's system transaction.
 */
export async function seedDemoProduction(tx: Tx, owner: DemoOwner): Promise<void> {
  const tenant: TenantContext = { ...owner, role: 'owner', permissions: {} };
  const ctx: Context = { tx, tenant, refs: await loadDemoProductionRefs(tx, tenant), now: Date.now() };
  const steps = [...purchaseSteps(ctx), ...DEMO_ORDERS.flatMap((order) => orderSteps(ctx, order))];
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      throw new Error(`demo seed: ${step.label} failed`, { cause: error });
    }
  }
  await resequenceLedger(tx, tenant.companyId);
}
