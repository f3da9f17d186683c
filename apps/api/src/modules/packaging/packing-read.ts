import type { PackingCell, PackingDetail, PackingPendingList, PackingRecord } from '@alinhavo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches } from '../batches/schema.ts';
import { profiles } from '../companies/schema.ts';
import { colors, productVariants } from '../products/schema.ts';
import {
  cellKey,
  type GridCellRow,
  getBatchRef,
  listBatchRefs,
  loadGridCells,
} from '../quality-control/index.ts';
import { packingRecordItems, packingRecords } from './schema.ts';

export type VariantRow = {
  id: string;
  colorId: string | null;
  size: string;
  sku: string;
  barcode: string;
  stock: string;
};

/** The SKUs of these products by product, then by colour and size. */
export async function loadVariants(
  tx: Tx,
  tenant: TenantContext,
  productIds: string[],
): Promise<Map<string, Map<string, VariantRow>>> {
  const result = new Map<string, Map<string, VariantRow>>();
  if (!productIds.length) return result;
  const rows = await tx
    .select({
      productId: productVariants.productId,
      id: productVariants.id,
      colorId: productVariants.colorId,
      size: productVariants.size,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(
      and(eq(productVariants.companyId, tenant.companyId), inArray(productVariants.productId, productIds)),
    );
  for (const { productId, ...row } of rows) {
    if (!row.colorId) continue;
    const byCell = result.get(productId) ?? new Map<string, VariantRow>();
    byCell.set(cellKey(row.colorId, row.size), row);
    result.set(productId, byCell);
  }
  return result;
}

export function packingCell(cell: GridCellRow, variant: VariantRow | undefined): PackingCell {
  return {
    colorId: cell.colorId,
    colorName: cell.colorName,
    colorHex: cell.colorHex,
    size: cell.size,
    variantId: variant?.id ?? null,
    sku: variant?.sku ?? null,
    barcode: variant?.barcode ?? null,
    stock: variant?.stock ?? null,
    approved: cell.approved,
    packed: cell.packed,
    remaining: cell.approved - cell.packed,
    repair: cell.repair,
  };
}

export function packingTotals(cells: PackingCell[]) {
  return cells.reduce(
    (sum, cell) => ({
      approved: sum.approved + cell.approved,
      packed: sum.packed + cell.packed,
      remaining: sum.remaining + cell.remaining,
      repair: sum.repair + cell.repair,
    }),
    { approved: 0, packed: 0, remaining: 0, repair: 0 },
  );
}

/** GET /packaging/pending: approved batches (status aprovado) with what each colour and size has left to pack. */
export async function listPackingPending(tx: Tx, tenant: TenantContext): Promise<PackingPendingList> {
  const refs = await listBatchRefs(tx, tenant, eq(batches.status, 'aprovado'));
  const ids = refs.map((ref) => ref.id);
  const grids = await loadGridCells(tx, tenant, ids);
  const variants = await loadVariants(tx, tenant, [...new Set(refs.map((ref) => ref.productId))]);
  return {
    items: refs.map((ref) => {
      const byCell = variants.get(ref.productId);
      const cells = (grids.get(ref.id) ?? []).map((cell) =>
        packingCell(cell, byCell?.get(cellKey(cell.colorId, cell.size))),
      );
      return { ...ref, totals: packingTotals(cells), cells };
    }),
  };
}

async function loadPackingRecords(tx: Tx, tenant: TenantContext, batchId: string): Promise<PackingRecord[]> {
  const records = await tx
    .select({
      id: packingRecords.id,
      createdAt: packingRecords.createdAt,
      notes: packingRecords.notes,
      stockDocumentId: packingRecords.stockDocumentId,
      createdByName: profiles.fullName,
    })
    .from(packingRecords)
    .leftJoin(profiles, eq(profiles.id, packingRecords.createdBy))
    .where(and(eq(packingRecords.companyId, tenant.companyId), eq(packingRecords.batchId, batchId)))
    .orderBy(asc(packingRecords.createdAt), asc(packingRecords.id));
  if (!records.length) return [];
  const items = await tx
    .select({
      recordId: packingRecordItems.packingRecordId,
      variantId: packingRecordItems.productVariantId,
      quantity: packingRecordItems.quantity,
      sku: productVariants.sku,
      size: productVariants.size,
      colorName: colors.name,
    })
    .from(packingRecordItems)
    .innerJoin(productVariants, eq(productVariants.id, packingRecordItems.productVariantId))
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .where(
      and(
        eq(packingRecordItems.companyId, tenant.companyId),
        inArray(
          packingRecordItems.packingRecordId,
          records.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(packingRecordItems.id));
  return records.map((record) => {
    const own = items.filter((item) => item.recordId === record.id);
    return {
      id: record.id,
      createdAt: record.createdAt.toISOString(),
      createdByName: record.createdByName ?? null,
      notes: record.notes,
      stockDocumentId: record.stockDocumentId,
      total: own.reduce((sum, item) => sum + item.quantity, 0),
      items: own.map(({ recordId: _r, ...item }) => item),
    };
  });
}

/** GET /packaging/:id: the batch (by id) with its cells, SKUs and stock, and its packing records. */
export async function getPackingDetail(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
): Promise<PackingDetail> {
  const batch = await getBatchRef(tx, tenant, batchId);
  const grid = (await loadGridCells(tx, tenant, [batch.id])).get(batch.id) ?? [];
  const byCell = (await loadVariants(tx, tenant, [batch.productId])).get(batch.productId);
  const cells = grid.map((cell) => packingCell(cell, byCell?.get(cellKey(cell.colorId, cell.size))));
  // A record's lines in the grid's order (colours as the product lists them, then sizes).
  const order = new Map(cells.map((cell, index) => [cell.variantId, index]));
  const records = (await loadPackingRecords(tx, tenant, batch.id)).map((record) => ({
    ...record,
    items: record.items.sort((a, b) => (order.get(a.variantId) ?? 1e9) - (order.get(b.variantId) ?? 1e9)),
  }));
  return { batch, cells, totals: packingTotals(cells), records };
}
