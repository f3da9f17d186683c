import {
  type CutRecord,
  type CutRecordColor,
  type CutRecordPage,
  type cutRecordListQuerySchema,
  fabricDifferencePercent,
  piecesPerPlyTotal,
  sortBatchSizes,
  sumFabric,
} from '@alinhavo/domain';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, pageWhere } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { batches } from '../batches/schema.ts';
import { profiles } from '../companies/schema.ts';
import { employees } from '../employees/schema.ts';
import { materials, materialVariations } from '../materials/schema.ts';
import { colors, productColors, products } from '../products/schema.ts';
import { cutRecordColors, cutRecords } from './schema.ts';

type RecordRow = {
  record: typeof cutRecords.$inferSelect;
  batchCode: string;
  productId: string;
  productReference: string;
  productName: string;
  productSizes: string[];
  cutterName: string | null;
  createdByName: string | null;
};

function selectRecords(tx: Tx) {
  return tx
    .select({
      record: cutRecords,
      batchCode: batches.code,
      productId: products.id,
      productReference: products.reference,
      productName: products.name,
      productSizes: products.sizes,
      cutterName: employees.name,
      createdByName: profiles.fullName,
    })
    .from(cutRecords)
    .innerJoin(batches, eq(batches.id, cutRecords.batchId))
    .innerJoin(products, eq(products.id, batches.productId))
    .leftJoin(employees, eq(employees.id, cutRecords.cutterEmployeeId))
    .leftJoin(profiles, eq(profiles.id, cutRecords.createdBy));
}

/** The records with their colours: pieces, fabric used against planned, per colour and in total. */
async function withColors(tx: Tx, tenant: TenantContext, rows: RecordRow[]): Promise<CutRecord[]> {
  if (!rows.length) return [];
  const colorRows = await tx
    .select({
      line: cutRecordColors,
      colorName: colors.name,
      colorHex: colors.hex,
      materialId: materials.id,
      materialName: materials.name,
      unit: materials.unit,
      variationName: materialVariations.name,
      position: sql<number | null>`${productColors.position}`,
    })
    .from(cutRecordColors)
    .innerJoin(cutRecords, eq(cutRecords.id, cutRecordColors.cutRecordId))
    .innerJoin(batches, eq(batches.id, cutRecords.batchId))
    .innerJoin(colors, eq(colors.id, cutRecordColors.colorId))
    .innerJoin(materialVariations, eq(materialVariations.id, cutRecordColors.materialVariationId))
    .innerJoin(materials, eq(materials.id, materialVariations.materialId))
    .leftJoin(
      productColors,
      and(eq(productColors.productId, batches.productId), eq(productColors.colorId, cutRecordColors.colorId)),
    )
    .where(
      and(
        eq(cutRecordColors.companyId, tenant.companyId),
        inArray(
          cutRecordColors.cutRecordId,
          rows.map((r) => r.record.id),
        ),
      ),
    )
    .orderBy(sql`${productColors.position} asc nulls last`, asc(colors.name));
  const byRecord = new Map<string, CutRecordColor[]>();
  const perPly = new Map(rows.map((r) => [r.record.id, piecesPerPlyTotal(r.record.piecesPerPly)]));
  for (const row of colorRows) {
    const pieces = row.line.plies * (perPly.get(row.line.cutRecordId) ?? 0);
    const list = byRecord.get(row.line.cutRecordId) ?? [];
    list.push({
      colorId: row.line.colorId,
      colorName: row.colorName,
      colorHex: row.colorHex,
      materialVariationId: row.line.materialVariationId,
      materialId: row.materialId,
      materialName: row.materialName,
      variationName: row.variationName,
      unit: row.unit,
      plies: row.line.plies,
      pieces,
      fabricUsed: row.line.fabricUsed,
      plannedFabric: row.line.plannedFabric,
      differencePercent: fabricDifferencePercent(row.line.fabricUsed, row.line.plannedFabric),
    });
    byRecord.set(row.line.cutRecordId, list);
  }
  return rows.map((row) => {
    const lines = byRecord.get(row.record.id) ?? [];
    const units = new Set(lines.map((l) => l.unit));
    const oneUnit = units.size === 1 ? [...units][0]! : null;
    const fabricUsed = oneUnit ? sumFabric(lines.map((l) => l.fabricUsed)) : null;
    const plannedFabric = oneUnit ? sumFabric(lines.map((l) => l.plannedFabric)) : null;
    const ppp = row.record.piecesPerPly;
    return {
      id: row.record.id,
      batchId: row.record.batchId,
      batchCode: row.batchCode,
      productId: row.productId,
      productReference: row.productReference,
      productName: row.productName,
      createdAt: row.record.createdAt.toISOString(),
      createdByName: row.createdByName,
      cutterEmployeeId: row.record.cutterEmployeeId,
      cutterName: row.cutterName,
      notes: row.record.notes,
      piecesPerPly: sortBatchSizes(Object.keys(ppp), row.productSizes).map((size) => ({
        size,
        pieces: ppp[size] ?? 0,
      })),
      pieces: lines.reduce((sum, l) => sum + l.pieces, 0),
      unit: oneUnit,
      fabricUsed,
      plannedFabric,
      differencePercent: fabricDifferencePercent(fabricUsed, plannedFabric),
      colors: lines,
    };
  });
}

/** The cut of a batch, or null while it waits for one. */
export async function getCutRecordOfBatch(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
): Promise<CutRecord | null> {
  const rows = await selectRecords(tx).where(
    and(eq(cutRecords.companyId, tenant.companyId), eq(cutRecords.batchId, batchId)),
  );
  return (await withColors(tx, tenant, rows))[0] ?? null;
}

/** /app/corte 'recent cuts': newest first, searchable by batch code or product. */
export async function listCutRecords(
  tx: Tx,
  tenant: TenantContext,
  query: z.output<typeof cutRecordListQuerySchema>,
): Promise<CutRecordPage> {
  const company = eq(cutRecords.companyId, tenant.companyId);
  const filters: (SQL | undefined)[] = [company];
  if (query.q) {
    const products = containsText(sql.raw('b.product_id'), 'products', ['name', 'reference'], query.q);
    filters.push(
      or(
        containsText(cutRecords.batchId, 'batches', ['code'], query.q),
        sql`${cutRecords.batchId} = any(array(select b.id from batches b where ${products}))`,
      ),
    );
  }
  const where = and(...filters);
  const order = [desc(cutRecords.createdAt), desc(cutRecords.id)];
  const page = await listPage(tx, query, {
    items: (rows) =>
      selectRecords(tx)
        .where(pageWhere(rows, where, cutRecords.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: cutRecords.id }).from(cutRecords).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: cutRecords.id, total: matchTotal })
            .from(cutRecords)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  return { ...page, items: await withColors(tx, tenant, page.items) };
}
