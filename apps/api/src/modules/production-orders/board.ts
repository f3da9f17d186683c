import {
  type BatchStatus,
  BOARD_STAGES,
  type BoardCard,
  type BoardStage,
  boardStageOfBatch,
  gridSummary,
  isBatchLate,
  isOrderLate,
  type ProductionBoard,
  type ProductionBoardQuery,
  type ProductionOrderPriority,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows, uuidArray } from '../stock/index.ts';
import { orderFacts, orderGridLabels } from './read.ts';

/** The 'Concluída' column shows batches packed in the last days, not the whole history. */
export const BOARD_CONCLUDED_DAYS = 30;

type OrderCardRow = {
  id: string;
  code: string;
  priority: ProductionOrderPriority;
  due_date: string | null;
  product_id: string;
  product_reference: string;
  product_name: string;
  ordered: number;
};

/** Orders without batches yet: the 'Planejada' column. A workshop filter leaves them out (none is at one). */
async function plannedOrders(tx: Tx, tenant: TenantContext, query: ProductionBoardQuery) {
  if (query.outworkerId) return [];
  const filters: SQL[] = [sql`status = 'planejada'`, sql`batch_count = 0`];
  if (query.productId) filters.push(sql`product_id = ${query.productId}`);
  if (query.dueUntil) filters.push(sql`due <= ${query.dueUntil}::date`);
  return queryRows<OrderCardRow>(
    tx,
    sql`${orderFacts(tenant.companyId)}
        select id, code, priority, due_date, product_id, product_reference, product_name, ordered
        from orders where ${sql.join(filters, sql` and `)}`,
  );
}

type BatchCardRow = {
  id: string;
  code: string;
  status: BatchStatus;
  total_quantity: number;
  due_date: string | null;
  order_id: string;
  order_code: string;
  priority: ProductionOrderPriority;
  product_id: string;
  product_reference: string;
  product_name: string;
  outworker_name: string | null;
};

/** Batches of orders not cancelled; packed ones only from the last BOARD_CONCLUDED_DAYS days. */
async function boardBatches(tx: Tx, tenant: TenantContext, query: ProductionBoardQuery) {
  const filters: SQL[] = [
    sql`b.company_id = ${tenant.companyId}`,
    sql`po.status <> 'cancelada'`,
    sql`(b.status <> 'embalado' or coalesce(b.packed_at, b.updated_at) >= now() - make_interval(days => ${BOARD_CONCLUDED_DAYS}))`,
  ];
  if (query.productId) filters.push(sql`b.product_id = ${query.productId}`);
  if (query.outworkerId) filters.push(sql`b.outworker_id = ${query.outworkerId}`);
  if (query.dueUntil) filters.push(sql`coalesce(b.due_date, po.due_date) <= ${query.dueUntil}::date`);
  return queryRows<BatchCardRow>(
    tx,
    sql`select b.id, b.code, b.status, b.total_quantity, coalesce(b.due_date, po.due_date)::text as due_date,
          po.id as order_id, po.code as order_code, po.priority,
          p.id as product_id, p.reference as product_reference, p.name as product_name,
          o.name as outworker_name
        from batches b
        join production_orders po on po.id = b.production_order_id
        join products p on p.id = b.product_id
        left join outworkers o on o.id = b.outworker_id
        where ${sql.join(filters, sql` and `)}`,
  );
}

/** Each batch's colours and sizes, in the product's order. */
async function batchGridLabels(tx: Tx, tenant: TenantContext, batchIds: string[]) {
  const labels = new Map<string, { colors: string[]; sizes: string[] }>();
  if (batchIds.length === 0) return labels;
  const rows = await queryRows<{
    batch_id: string;
    name: string;
    size: string;
    color_position: number | null;
    size_position: number | null;
  }>(
    tx,
    sql`select bi.batch_id, c.name, bi.size, pc.position as color_position,
          array_position(p.sizes, bi.size) as size_position
        from batch_items bi
        join batches b on b.id = bi.batch_id
        join products p on p.id = b.product_id
        join colors c on c.id = bi.color_id
        left join product_colors pc on pc.product_id = b.product_id and pc.color_id = bi.color_id
        where bi.company_id = ${tenant.companyId} and bi.batch_id = any(${uuidArray(batchIds)}::uuid[])
          and bi.quantity > 0
        order by bi.batch_id, coalesce(pc.position, 9999), c.name`,
  );
  for (const row of rows) {
    const entry = labels.get(row.batch_id) ?? { colors: [], sizes: [] };
    if (!entry.colors.includes(row.name)) entry.colors.push(row.name);
    labels.set(row.batch_id, entry);
  }
  const bySize = [...rows].sort(
    (a, b) =>
      Number(a.size_position ?? 9999) - Number(b.size_position ?? 9999) || a.size.localeCompare(b.size),
  );
  for (const row of bySize) {
    const entry = labels.get(row.batch_id)!;
    if (!entry.sizes.includes(row.size)) entry.sizes.push(row.size);
  }
  return labels;
}

/** Late ones first, then by due date (none last) and code. */
function compareCards(a: BoardCard, b: BoardCard): number {
  if (a.late !== b.late) return a.late ? -1 : 1;
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.code.localeCompare(b.code);
}

/** part3 §4 /app/gestao-ordens: orders and batches by stage, with due-date warnings. */
export async function getProductionBoard(
  tx: Tx,
  tenant: TenantContext,
  query: ProductionBoardQuery,
): Promise<ProductionBoard> {
  const today = todayInSaoPaulo();
  const orders = await plannedOrders(tx, tenant, query);
  const batchRows = await boardBatches(tx, tenant, query);
  const orderLabels = await orderGridLabels(
    tx,
    tenant,
    orders.map((o) => o.id),
  );
  const batchLabels = await batchGridLabels(
    tx,
    tenant,
    batchRows.map((b) => b.id),
  );
  const byStage = new Map<BoardStage, BoardCard[]>(BOARD_STAGES.map((stage) => [stage, []]));
  for (const order of orders) {
    const labels = orderLabels.get(order.id);
    byStage.get('Planejada')!.push({
      kind: 'order',
      id: order.id,
      code: order.code,
      orderId: order.id,
      orderCode: order.code,
      product: { id: order.product_id, reference: order.product_reference, name: order.product_name },
      gridSummary: gridSummary(labels?.colors.map((c) => c.name) ?? [], labels?.sizes ?? []),
      pieces: Number(order.ordered),
      dueDate: order.due_date,
      late: isOrderLate(order.due_date, 'planejada', today),
      priority: order.priority,
      batchStatus: null,
      outworkerName: null,
    });
  }
  for (const batch of batchRows) {
    const stage = boardStageOfBatch(batch.status);
    const labels = batchLabels.get(batch.id);
    byStage.get(stage)!.push({
      kind: 'batch',
      id: batch.id,
      code: batch.code,
      orderId: batch.order_id,
      orderCode: batch.order_code,
      product: { id: batch.product_id, reference: batch.product_reference, name: batch.product_name },
      gridSummary: gridSummary(labels?.colors ?? [], labels?.sizes ?? []),
      pieces: Number(batch.total_quantity),
      dueDate: batch.due_date,
      late: isBatchLate(batch.due_date, batch.status, today),
      priority: batch.priority,
      batchStatus: batch.status,
      outworkerName: stage === 'Facção' ? batch.outworker_name : null,
    });
  }
  return {
    today,
    concludedDays: BOARD_CONCLUDED_DAYS,
    stages: BOARD_STAGES.map((stage) => {
      const cards = byStage.get(stage)!.sort(compareCards);
      return {
        stage,
        pieces: cards.reduce((sum, card) => sum + card.pieces, 0),
        lateCount: cards.filter((card) => card.late).length,
        cards,
      };
    }),
  };
}
