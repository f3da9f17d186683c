import { cellLabel, formatCount, type PackResult, type packBatchInputSchema } from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { lockBatch, moveBatchStatus, recordBatchHistory } from '../batch-state/index.ts';
import { batchItems } from '../batches/schema.ts';
import {
  assertBatchStatus,
  CELL_NOT_IN_BATCH,
  cellKey,
  type GridCellRow,
  loadGridCells,
} from '../quality-control/index.ts';
import { recordStockMovements } from '../stock/index.ts';
import { getPackingDetail, loadVariants, type VariantRow } from './packing-read.ts';
import { packingRecordItems, packingRecords } from './schema.ts';

type PackInput = z.output<typeof packBatchInputSchema>;
type PackLine = { cell: GridCellRow; variant: VariantRow; quantity: number };

export const NOTHING_TO_PACK = 'Não há peças aprovadas para embalar neste lote.';

function pieces(n: number): string {
  return formatCount(n, 'peça', 'peças');
}

/** The lines to pack: the ones asked for (each within what is left), or everything left. */
function packLines(
  grid: GridCellRow[],
  variants: Map<string, VariantRow> | undefined,
  input: PackInput,
): PackLine[] {
  const byCell = new Map(grid.map((cell) => [cellKey(cell.colorId, cell.size), cell]));
  const wanted = input.items
    ? input.items.map((item, index) => {
        const cell = byCell.get(cellKey(item.colorId, item.size));
        if (!cell) throw invalid({ [`items.${index}`]: CELL_NOT_IN_BATCH }, CELL_NOT_IN_BATCH);
        return { cell, quantity: item.quantity, field: `items.${index}.quantity` };
      })
    : grid
        .filter((cell) => cell.approved > cell.packed)
        .map((cell) => ({ cell, quantity: cell.approved - cell.packed, field: '' }));
  const errors: Record<string, string> = {};
  for (const { cell, quantity, field } of wanted) {
    const left = cell.approved - cell.packed;
    if (quantity > left) {
      errors[field] =
        `${cellLabel(cell.colorName, cell.size)}: ${left === 0 ? 'não restam peças aprovadas' : `restam só ${pieces(left)} aprovadas`} para embalar (pedido: ${quantity}).`;
    }
  }
  const messages = Object.values(errors);
  if (messages.length) throw conflict(messages.join(' '), errors);
  if (!wanted.length) throw conflict(NOTHING_TO_PACK);
  return wanted.map(({ cell, quantity }) => {
    const variant = variants?.get(cellKey(cell.colorId, cell.size));
    if (!variant) {
      throw conflict(
        `O produto não tem SKU na cor e tamanho ${cellLabel(cell.colorName, cell.size)}; cadastre-o em Produtos antes de embalar.`,
      );
    }
    return { cell, variant, quantity };
  });
}

/**
 * POST /batches/:id/pack: approved pieces enter finished-goods stock per SKU (ledger 'entrada', reference the
 * batch, origin 'Embalagem'), the batch's packed counts grow and a packing record keeps what was packed. When every
 * approved piece is packed and none is out for repair, the batch becomes 'embalado'.
 */
export async function packBatch(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
  input: PackInput,
): Promise<PackResult> {
  const batch = await lockBatch(tx, tenant, batchId);
  assertBatchStatus(batch, 'aprovado');
  const grid = (await loadGridCells(tx, tenant, [batch.id])).get(batch.id) ?? [];
  const variants = (await loadVariants(tx, tenant, [batch.productId])).get(batch.productId);
  const lines = packLines(grid, variants, input);
  const packedNow = lines.reduce((sum, line) => sum + line.quantity, 0);

  const posting = await recordStockMovements(tx, tenant, {
    type: 'entrada',
    referenceType: 'production_batch',
    referenceId: batch.id,
    origin: 'Embalagem',
    destination: 'Estoque de produtos acabados',
    notes: `Lote ${batch.code}${input.notes ? ` — ${input.notes}` : ''}`,
    lines: lines.map((line) => ({
      item: { kind: 'product', variantId: line.variant.id },
      quantity: String(line.quantity),
    })),
  });
  for (const line of lines) {
    await tx
      .update(batchItems)
      .set({ packedQuantity: sql`${batchItems.packedQuantity} + ${line.quantity}` })
      .where(and(eq(batchItems.id, line.cell.itemId), eq(batchItems.companyId, tenant.companyId)));
  }
  const [record] = await tx
    .insert(packingRecords)
    .values({
      companyId: tenant.companyId,
      batchId: batch.id,
      stockDocumentId: posting.documentId,
      notes: input.notes ?? null,
      createdBy: tenant.userId,
    })
    .returning({ id: packingRecords.id });
  await tx.insert(packingRecordItems).values(
    lines.map((line) => ({
      companyId: tenant.companyId,
      packingRecordId: record!.id,
      productVariantId: line.variant.id,
      quantity: line.quantity,
    })),
  );

  const left = grid.reduce((sum, cell) => sum + cell.approved - cell.packed, 0) - packedNow;
  const repair = grid.reduce((sum, cell) => sum + cell.repair, 0);
  const note = `Embaladas ${pieces(packedNow)} (${lines.map((l) => `${l.variant.sku}: ${l.quantity}`).join('; ')}).`;
  if (left === 0 && repair === 0) {
    await moveBatchStatus(tx, tenant, batch, 'embalado', { notes: note });
  } else {
    await recordBatchHistory(tx, tenant, batch.id, { actionType: 'embalagem_parcial', notes: note });
  }
  return { ...(await getPackingDetail(tx, tenant, batch.id)), packingRecordId: record!.id, packedNow };
}
