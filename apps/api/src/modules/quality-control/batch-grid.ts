import { isUuid, type ProductionBatchRef } from '@alinhavo/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { BATCH_NOT_FOUND } from '../batch-state/index.ts';
import { batches, batchItems } from '../batches/schema.ts';
import { outworkers } from '../outworkers/schema.ts';
import { colors, productColors, products } from '../products/schema.ts';

/** One colour × size cell of a batch with its counts (quality control and packaging read the same grid). */
export type GridCellRow = {
  batchId: string;
  itemId: string;
  colorId: string;
  colorName: string;
  colorHex: string | null;
  size: string;
  /** Pieces in the batch now (what was cut). */
  pieces: number;
  approved: number;
  defects: number;
  repair: number;
  packed: number;
};

const batchRefColumns = {
  id: batches.id,
  code: batches.code,
  status: batches.status,
  productId: batches.productId,
  productReference: products.reference,
  productName: products.name,
  outworkerId: batches.outworkerId,
  outworkerName: outworkers.name,
  totalQuantity: batches.totalQuantity,
  dueDate: batches.dueDate,
  returnedAt: batches.returnedAt,
  approvedAt: batches.approvedAt,
};

type BatchRefRow = {
  id: string;
  code: string;
  status: string;
  productId: string;
  productReference: string;
  productName: string;
  outworkerId: string | null;
  outworkerName: string | null;
  totalQuantity: number;
  dueDate: string | null;
  returnedAt: Date | null;
  approvedAt: Date | null;
};

function toBatchRef(row: BatchRefRow): ProductionBatchRef {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    productId: row.productId,
    productReference: row.productReference,
    productName: row.productName,
    outworkerId: row.outworkerId,
    outworkerName: row.outworkerName,
    totalQuantity: row.totalQuantity,
    dueDate: row.dueDate,
    returnedAt: row.returnedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** Batches of the company matching `where`, with product and workshop names, oldest return first. */
export async function listBatchRefs(
  tx: Tx,
  tenant: TenantContext,
  where: SQL,
): Promise<ProductionBatchRef[]> {
  const rows = await tx
    .select(batchRefColumns)
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .leftJoin(outworkers, eq(outworkers.id, batches.outworkerId))
    .where(and(eq(batches.companyId, tenant.companyId), where))
    .orderBy(sql`${batches.returnedAt} asc nulls last`, batches.code)
    .limit(500);
  return rows.map(toBatchRef);
}

export async function getBatchRef(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
): Promise<ProductionBatchRef> {
  if (!isUuid(batchId)) throw notFound(BATCH_NOT_FOUND);
  const [ref] = await listBatchRefs(tx, tenant, eq(batches.id, batchId));
  if (!ref) throw notFound(BATCH_NOT_FOUND);
  return ref;
}

/**
 * The pieces a cell has after cutting: what was cut, or the planned quantity when the cut left it unrecorded
 * (the batch-dispatch area reads cells the same way).
 */
export const cellPieces = sql<number>`coalesce(${batchItems.cutQuantity}, ${batchItems.quantity})`.mapWith(
  Number,
);

/**
 * The cells of these batches, each batch's in grid order: colours as the product lists them, sizes in the
 * product's size order (sizes it no longer has go last).
 */
export async function loadGridCells(
  tx: Tx,
  tenant: TenantContext,
  batchIds: string[],
): Promise<Map<string, GridCellRow[]>> {
  const result = new Map<string, GridCellRow[]>();
  if (!batchIds.length) return result;
  const rows = await tx
    .select({
      batchId: batchItems.batchId,
      itemId: batchItems.id,
      colorId: batchItems.colorId,
      colorName: colors.name,
      colorHex: colors.hex,
      size: batchItems.size,
      pieces: cellPieces,
      approved: batchItems.approvedQuantity,
      defects: batchItems.defectQuantity,
      repair: batchItems.repairQuantity,
      packed: batchItems.packedQuantity,
    })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .innerJoin(products, eq(products.id, batches.productId))
    .innerJoin(colors, eq(colors.id, batchItems.colorId))
    .leftJoin(
      productColors,
      and(eq(productColors.productId, batches.productId), eq(productColors.colorId, batchItems.colorId)),
    )
    .where(and(eq(batchItems.companyId, tenant.companyId), inArray(batchItems.batchId, batchIds)))
    .orderBy(
      batchItems.batchId,
      sql`${productColors.position} asc nulls last`,
      colors.name,
      sql`coalesce(array_position(${products.sizes}, ${batchItems.size}), 1000)`,
      batchItems.size,
    );
  for (const row of rows) {
    const list = result.get(row.batchId) ?? [];
    list.push(row);
    result.set(row.batchId, list);
  }
  return result;
}

export const cellKey = (colorId: string, size: string) => `${colorId.toLowerCase()}|${size.toLowerCase()}`;
