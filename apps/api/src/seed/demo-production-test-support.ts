import {
  BATCH_STATUSES,
  type BatchDetail,
  type BatchStatus,
  paymentDueDate,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestClient, TestContext } from '../../test/test-app.ts';
import { runAsSystemForCompany } from '../platform/db/tenant.ts';

type Movement = { type: string; quantity: string; itemKind: string; createdAt: string };
type OrderItem = { id: string; code: string; status: string; late: boolean; createdAt: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const reached = (status: BatchStatus, stage: BatchStatus) =>
  BATCH_STATUSES.indexOf(status) >= BATCH_STATUSES.indexOf(stage);

async function expectOrders(client: TestClient): Promise<Map<string, OrderItem>> {
  const list = (await client.get('/api/production-orders?pageSize=100')).body;
  const items: (OrderItem & { totals: { ordered: number }; batchCount: number })[] = list.items;
  expect(items.length).toBeGreaterThanOrEqual(8);
  expect(new Set(items.map((o) => o.status))).toEqual(
    new Set(['planejada', 'em_producao', 'concluida', 'cancelada']),
  );
  for (const order of items) {
    expect(order.totals.ordered, order.code).toBeGreaterThanOrEqual(60);
    expect(order.totals.ordered, order.code).toBeLessThanOrEqual(600);
  }
  expect(items.filter((o) => o.status === 'planejada').every((o) => o.batchCount === 0)).toBe(true);
  // A red card on the board: an open order past its due date.
  expect(items.some((o) => o.late && o.status === 'em_producao')).toBe(true);
  expect((await client.get('/api/production-orders?late=1')).body.total).toBeGreaterThanOrEqual(1);
  const board = (await client.get('/api/production-board')).body;
  expect(JSON.stringify(board)).toContain('"late":true');
  return new Map(items.map((o) => [o.id, o]));
}

/** The history: created, then every status in the flow up to the current one, in time order and in the past. */
function expectHistory(batch: BatchDetail, order: OrderItem) {
  const history = batch.history;
  expect(history[0], batch.code).toMatchObject({ actionType: 'criado', toStatus: 'aguardando_corte' });
  const moves = history.filter((h) => h.fromStatus !== null).map((h) => h.toStatus);
  expect(moves, batch.code).toEqual(BATCH_STATUSES.slice(1, BATCH_STATUSES.indexOf(batch.status) + 1));
  const dates = history.map((h) => Date.parse(h.actionDate));
  expect(dates, batch.code).toEqual([...dates].sort((a, b) => a - b));
  expect(dates.at(-1)!, batch.code).toBeLessThan(Date.now());
  expect(Date.parse(batch.createdAt), batch.code).toBeGreaterThan(Date.parse(order.createdAt));
  expect(Date.parse(history[0]!.actionDate)).toBe(Date.parse(batch.createdAt));
  // Each step's date is the one its history entry has.
  const stamps: [BatchStatus, string | null][] = [
    ['enviado', batch.sentAt],
    ['em_producao', batch.startedAt],
    ['finalizado_faccao', batch.returnedAt],
    ['aprovado', batch.approvedAt],
    ['embalado', batch.packedAt],
  ];
  for (const [status, stamp] of stamps) {
    const entry = history.find((h) => h.toStatus === status && h.fromStatus !== null);
    expect(stamp === null ? null : Date.parse(stamp), `${batch.code} ${status}`).toBe(
      entry ? Date.parse(entry.actionDate) : null,
    );
  }
}

function expectCut(batch: BatchDetail) {
  if (!reached(batch.status, 'cortado')) {
    expect(batch.cut, batch.code).toBeNull();
    return;
  }
  const cut = batch.cut!;
  expect(cut.cutterName ?? cut.cutterEmployeeId, batch.code).toBeTruthy();
  for (const color of cut.colors) {
    expect(color.plies).toBeGreaterThan(0);
    expect(Math.abs(Number(color.differencePercent)), `${batch.code} ${color.colorName}`).toBeLessThanOrEqual(
      5,
    );
  }
  const cutEntry = batch.history.find((h) => h.toStatus === 'cortado' && h.fromStatus !== null)!;
  expect(Date.parse(cut.createdAt)).toBe(Date.parse(cutEntry.actionDate));
  expect(cut.colors.reduce((sum, c) => sum + c.pieces, 0)).toBe(batch.totalQuantity);
}

/** What the batch moved in stock: the cut's fabric, the workshop's supplies, the packed pieces, each at its step. */
async function expectBatchStock(client: TestClient, batch: BatchDetail) {
  const page = (await client.get(`/api/stock/movements?referenceId=${batch.id}&pageSize=200`)).body;
  const lines: Movement[] = page.items;
  const ofType = (type: string) => lines.filter((l) => l.type === type);
  expect(ofType('consumo_corte').length > 0, batch.code).toBe(reached(batch.status, 'cortado'));
  expect(ofType('envio_faccao').length > 0, batch.code).toBe(reached(batch.status, 'enviado'));
  for (const line of [...ofType('consumo_corte'), ...ofType('envio_faccao')]) {
    expect(Number(line.quantity)).toBeLessThan(0);
  }
  const packed = batch.items.reduce((sum, cell) => sum + cell.packed, 0);
  const entered = ofType('entrada').filter((l) => l.itemKind === 'product');
  expect(
    entered.reduce((sum, l) => sum + Number(l.quantity), 0),
    batch.code,
  ).toBe(packed);
  const step = (status: BatchStatus) =>
    Date.parse(batch.history.find((h) => h.toStatus === status && h.fromStatus !== null)?.actionDate ?? '');
  for (const line of ofType('consumo_corte')) expect(Date.parse(line.createdAt)).toBe(step('cortado'));
  for (const line of ofType('envio_faccao')) expect(Date.parse(line.createdAt)).toBe(step('enviado'));
  for (const line of entered) expect(Date.parse(line.createdAt)).toBeGreaterThan(step('aprovado'));
}

async function expectBatches(client: TestClient, orders: Map<string, OrderItem>) {
  const list = (await client.get('/api/batches?pageSize=100')).body;
  type Item = { id: string; status: BatchStatus; productionOrderId: string; outworkerName: string | null };
  const items: Item[] = list.items;
  expect(items.length).toBeGreaterThanOrEqual(12);
  // Every stage of the flow has a batch in it.
  expect(new Set(items.map((b) => b.status))).toEqual(new Set(BATCH_STATUSES));
  expect(new Set(items.map((b) => b.outworkerName).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
  const details: BatchDetail[] = [];
  for (const item of items) {
    const batch: BatchDetail = (await client.get(`/api/batches/${item.id}`)).body;
    expectHistory(batch, orders.get(item.productionOrderId)!);
    expectCut(batch);
    await expectBatchStock(client, batch);
    for (const cell of batch.items) {
      expect(cell.approved + cell.defects + cell.repair).toBeLessThanOrEqual(cell.quantity);
      expect(cell.packed).toBeLessThanOrEqual(cell.approved);
    }
    details.push(batch);
  }
  // Spread over the last two months, not the second the seed ran.
  const created = details.map((b) => Date.parse(b.createdAt));
  expect(Date.now() - Math.min(...created)).toBeGreaterThan(45 * DAY_MS);
  expect(Date.now() - Math.max(...created)).toBeGreaterThan(DAY_MS);
  const packed = (b: BatchDetail) => b.items.reduce((sum, c) => sum + c.packed, 0);
  // Packed in parts: a batch approved with pieces already in stock and others still out for repair.
  expect(details.some((b) => b.status === 'aprovado' && packed(b) > 0)).toBe(true);
  expect(details.some((b) => b.status === 'aprovado' && packed(b) === 0)).toBe(true);
  return details;
}

/** part2 §3: quantity × price − 'Desconto por defeitos' (defects and pieces out for repair) = final. */
async function expectPayments(client: TestClient, batches: BatchDetail[]) {
  const list = (await client.get('/api/workshop-payments?pageSize=100')).body;
  type Payment = {
    batchId: string;
    quantity: number;
    unitPriceCents: number;
    grossAmountCents: number;
    discountAmountCents: number;
    defectPieces: number;
    repairPieces: number;
    finalAmountCents: number;
    status: string;
    dueDate: string;
  };
  const payments: Payment[] = list.items;
  const approved = batches.filter((b) => reached(b.status, 'aprovado'));
  expect(payments.map((p) => p.batchId).sort()).toEqual(approved.map((b) => b.id).sort());
  for (const payment of payments) {
    const batch = approved.find((b) => b.id === payment.batchId)!;
    const sum = (key: 'defects' | 'repair') => batch.items.reduce((total, cell) => total + cell[key], 0);
    expect(payment.quantity).toBe(batch.totalQuantity);
    expect(payment.unitPriceCents).toBe(batch.workshop!.agreedPriceCents);
    expect(payment.grossAmountCents).toBe(payment.quantity * payment.unitPriceCents);
    expect([payment.defectPieces, payment.repairPieces]).toEqual([sum('defects'), sum('repair')]);
    expect(payment.discountAmountCents).toBe(
      (payment.defectPieces + payment.repairPieces) * payment.unitPriceCents,
    );
    expect(payment.finalAmountCents).toBe(payment.grossAmountCents - payment.discountAmountCents);
    expect(payment.dueDate).toBe(paymentDueDate(todayInSaoPaulo(new Date(batch.approvedAt!))));
  }
  const statuses = new Set(payments.map((p) => p.status));
  expect(statuses).toContain('com_conserto_pendente');
  expect(statuses).toContain('com_desconto');
  // Records from weeks ago are past their due date (the demo pays only one of them).
  expect(payments.some((p) => p.dueDate < todayInSaoPaulo())).toBe(true);
  expect(payments.filter((p) => p.defectPieces > 0).length).toBeGreaterThanOrEqual(3);
}

/** Defects of several types were counted, and a review is under way with part of its counts saved. */
async function expectReviews(ctx: TestContext, companyId: string) {
  const [row] = await runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const result = await tx.execute(sql`
      select count(*) filter (where i.defect_costura > 0) as costura, count(*) filter (where i.defect_mancha > 0) as mancha,
             count(*) filter (where i.defect_medida > 0) as medida, count(*) filter (where i.defect_tecido > 0) as tecido,
             count(*) filter (where i.defect_outro > 0) as outro,
             count(*) filter (where c.completed_at is null) as open_cells
      from quality_check_items i join quality_checks c on c.id = i.check_id
      where i.company_id = ${companyId}`);
    return (result as unknown as { rows: Record<string, string | number>[] }).rows;
  });
  for (const type of ['costura', 'mancha', 'medida', 'tecido', 'outro']) {
    expect(Number(row![type]), type).toBeGreaterThan(0);
  }
  expect(Number(row!.open_cells)).toBeGreaterThan(0);
}

/**
 * What the demo's production promises (issue "Production flow", item 9), read back through the API: orders in
 * every status with a late one, batches in every stage with complete histories in time order, the stock each step
 * moved at its date, and the workshops' payment records. The ledger's invariants are expectLedger's.
 */
export async function expectRealisticProduction(ctx: TestContext, client: TestClient, companyId: string) {
  const orders = await expectOrders(client);
  const batches = await expectBatches(client, orders);
  await expectPayments(client, batches);
  await expectReviews(ctx, companyId);
  const fullyPacked = batches.filter((b) => b.status === 'embalado');
  expect(fullyPacked.every((b) => b.items.every((c) => c.packed === c.approved && c.repair === 0))).toBe(
    true,
  );
}
