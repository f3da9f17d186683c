import {
  CUTTING_MESSAGES,
  type CutInputParsed,
  type CutRecord,
  cutGrid,
  Dec,
  formatCount,
  formatQuantity,
  plannedFabric,
  sortBatchSizes,
  toFixedString,
} from '@alinhavo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { assertBatchCanMove, loadGridColors, lockBatch, moveBatchStatus } from '../batch-state/index.ts';
import { type batches, batchItems } from '../batches/schema.ts';
import { employees } from '../employees/schema.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { products } from '../products/schema.ts';
import { recordStockMovements } from '../stock/index.ts';
import { getCutRecordOfBatch } from './cut-records.ts';
import { cutRecordColors, cutRecords } from './schema.ts';
import { currentSheetLines } from './sheet-lines.ts';

function notFoundField(field: string, message: string): AppError {
  return new AppError('NOT_FOUND', message, { [field]: message });
}

/**
 * part3 §4 cutting: records the one cut of a batch waiting for it. Pieces per colour × size = plies × the
 * marker's pieces per ply; they become the batch's grid (quantity and cut quantity). The fabric used leaves
 * stock (consumo_corte, referenced to the batch): not enough stock refuses the whole cut with the ledger's
 * message. Planned fabric = pieces × the cost sheet's consumption per piece of that material.
 */
export async function recordCut(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
  input: CutInputParsed,
): Promise<CutRecord> {
  const batch = await lockBatch(tx, tenant, batchId);
  assertBatchCanMove(batch, 'cortado');

  const [product] = await tx
    .select({ sizes: products.sizes })
    .from(products)
    .where(and(eq(products.id, batch.productId), eq(products.companyId, tenant.companyId)));
  const items = await tx
    .select()
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batch.id), eq(batchItems.companyId, tenant.companyId)));
  const sizes = sortBatchSizes(
    items.map((i) => i.size),
    product?.sizes ?? [],
  );
  const batchColors = await loadGridColors(
    tx,
    tenant,
    batch.productId,
    items.map((i) => i.colorId),
  );

  // Sizes and colours must be the batch's; every colour of the batch is cut.
  const piecesPerPly: Record<string, number> = Object.fromEntries(sizes.map((s) => [s, 0]));
  for (const [index, s] of input.sizes.entries()) {
    if (!sizes.includes(s.size)) {
      throw invalid({ [`sizes.${index}.size`]: CUTTING_MESSAGES.sizeNotInBatch });
    }
    piecesPerPly[s.size] = s.piecesPerPly;
  }
  const colorIds = new Set(batchColors.map((c) => c.id));
  const given = new Map(input.colors.map((c) => [c.colorId.toLowerCase(), c]));
  for (const [index, c] of input.colors.entries()) {
    if (!colorIds.has(c.colorId.toLowerCase())) {
      throw invalid({ [`colors.${index}.colorId`]: CUTTING_MESSAGES.colorNotInBatch });
    }
  }
  const missing = batchColors.find((c) => !given.has(c.id));
  if (missing) throw invalid({ colors: CUTTING_MESSAGES.colorMissing(missing.name) });
  const cutColors = batchColors.map((color) => ({ color, input: given.get(color.id)! }));

  const variationIds = [...new Set(cutColors.map((c) => c.input.materialVariationId.toLowerCase()))];
  const variationRows = await tx
    .select({ id: materialVariations.id, materialId: materialVariations.materialId, unit: materials.unit })
    .from(materialVariations)
    .innerJoin(materials, eq(materials.id, materialVariations.materialId))
    .where(
      and(eq(materialVariations.companyId, tenant.companyId), inArray(materialVariations.id, variationIds)),
    );
  const variations = new Map(variationRows.map((v) => [v.id, v]));
  for (const [index, c] of input.colors.entries()) {
    if (!variations.has(c.materialVariationId.toLowerCase())) {
      throw notFoundField(`colors.${index}.materialVariationId`, CUTTING_MESSAGES.variationNotFound);
    }
  }
  if (input.cutterEmployeeId) {
    const [cutter] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, input.cutterEmployeeId), eq(employees.companyId, tenant.companyId)));
    if (!cutter) throw notFoundField('cutterEmployeeId', CUTTING_MESSAGES.cutterNotFound);
  }

  const grid = cutGrid(
    sizes,
    cutColors.map((c) => ({ colorId: c.color.id, plies: c.input.plies })),
    piecesPerPly,
  );
  const total = grid.reduce((sum, cell) => sum + cell.quantity, 0);
  if (total === 0) throw invalid({ sizes: CUTTING_MESSAGES.noPiecesCut });

  // Consumption per piece of each material on the cost sheet in force (lines of one material add up).
  const consumption = new Map<string, Dec>();
  for (const line of (await currentSheetLines(tx, tenant, [batch.productId])).get(batch.productId) ?? []) {
    consumption.set(
      line.materialId,
      (consumption.get(line.materialId) ?? new Dec(0)).plus(line.consumptionPerPiece),
    );
  }
  const lines = cutColors.map(({ color, input: c }) => {
    const variation = variations.get(c.materialVariationId.toLowerCase())!;
    const pieces = grid
      .filter((cell) => cell.colorId === color.id)
      .reduce((sum, cell) => sum + cell.quantity, 0);
    const perPiece = consumption.get(variation.materialId);
    return {
      color,
      variation,
      plies: c.plies,
      pieces,
      fabricUsed: c.fabricUsed,
      planned: plannedFabric(pieces, perPiece ? toFixedString(perPiece, 4) : null),
    };
  });

  const posting = await recordStockMovements(tx, tenant, {
    type: 'consumo_corte',
    referenceType: 'production_batch',
    referenceId: batch.id,
    origin: 'Estoque',
    destination: `Corte do lote ${batch.code}`,
    notes: `Corte do lote ${batch.code}`,
    lines: lines.map((l) => ({
      item: { kind: 'material', variationId: l.variation.id },
      quantity: `-${l.fabricUsed}`,
      notes: `Corte do lote ${batch.code} — ${l.color.name}`,
    })),
  });

  const [record] = await tx
    .insert(cutRecords)
    .values({
      companyId: tenant.companyId,
      batchId: batch.id,
      piecesPerPly,
      cutterEmployeeId: input.cutterEmployeeId,
      stockDocumentId: posting.documentId,
      notes: input.notes ?? null,
      createdBy: tenant.userId,
    })
    .returning({ id: cutRecords.id });
  await tx.insert(cutRecordColors).values(
    lines.map((l) => ({
      companyId: tenant.companyId,
      cutRecordId: record!.id,
      colorId: l.color.id,
      materialVariationId: l.variation.id,
      plies: l.plies,
      fabricUsed: l.fabricUsed,
      plannedFabric: l.planned,
    })),
  );

  // The grid becomes what was cut; a colour × size the plan did not have but the marker gave is added.
  const existing = new Map(items.map((i) => [`${i.colorId}|${i.size}`, i]));
  const added = grid.filter((cell) => cell.quantity > 0 && !existing.has(`${cell.colorId}|${cell.size}`));
  const updates = grid
    .filter((cell) => existing.has(`${cell.colorId}|${cell.size}`))
    .map((cell) => ({ id: existing.get(`${cell.colorId}|${cell.size}`)!.id, q: cell.quantity }));
  if (updates.length) {
    await tx.execute(sql`
      update batch_items bi set quantity = x.q, cut_quantity = x.q
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as x(id uuid, q integer)
      where bi.id = x.id and bi.company_id = ${tenant.companyId}`);
  }
  if (added.length) {
    await tx.insert(batchItems).values(
      added.map((cell) => ({
        companyId: tenant.companyId,
        batchId: batch.id,
        colorId: cell.colorId,
        size: cell.size,
        quantity: cell.quantity,
        plannedQuantity: 0,
        cutQuantity: cell.quantity,
      })),
    );
  }

  await moveBatchStatus(tx, tenant, batch, 'cortado', {
    actor: 'empresa',
    notes: cutSummary(total, lines),
    set: { totalQuantity: total } as Partial<typeof batches.$inferSelect>,
  });
  return (await getCutRecordOfBatch(tx, tenant, batch.id))!;
}

/** 'Corte: 120 peças. Preto: 10 folhas, 60 peças, 18,00 m (planejado 17,40 m). …' */
function cutSummary(
  total: number,
  lines: {
    color: { name: string };
    variation: { unit: string };
    plies: number;
    pieces: number;
    fabricUsed: string;
    planned: string | null;
  }[],
): string {
  const parts = lines.map((l) => {
    const planned = l.planned === null ? '' : ` (planejado ${formatQuantity(l.planned)} ${l.variation.unit})`;
    return `${l.color.name}: ${formatCount(l.plies, 'folha', 'folhas')}, ${formatCount(l.pieces, 'peça', 'peças')}, ${formatQuantity(l.fabricUsed)} ${l.variation.unit}${planned}`;
  });
  return `Corte: ${formatCount(total, 'peça', 'peças')}. ${parts.join('; ')}.`;
}
