import {
  checkProductImportLines,
  foldImportText,
  type ProductImportResult,
  type productImportSchema,
  resolveProductImport,
} from '@alinhavo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { insertProduct } from './product-write.ts';
import { colors, products, sizeGrids } from './schema.ts';
import type { ColorRef } from './variants.ts';

type Body = z.output<typeof productImportSchema>;

/**
 * POST /products/import: one product per line with its grid (by name) and colours (by name; colours the company
 * lacks are created, see resolveProductImport), each product with a SKU and EAN-13 for every colour × size as the
 * product form makes them. Lines with errors come back with their messages; the valid ones are created in the
 * request's one transaction. A dry run answers the errors and the colours it would create, and saves nothing.
 */
export async function importProducts(
  tx: Tx,
  tenant: TenantContext,
  body: Body,
): Promise<ProductImportResult> {
  const checked = checkProductImportLines(body.lines);
  const grids = await tx
    .select({ id: sizeGrids.id, name: sizeGrids.name, sizes: sizeGrids.sizes })
    .from(sizeGrids)
    .where(eq(sizeGrids.companyId, tenant.companyId));
  const colorRows = await tx
    .select({ id: colors.id, name: colors.name, code: colors.code, hex: colors.hex })
    .from(colors)
    .where(eq(colors.companyId, tenant.companyId));
  const takenReferences = await takenReferencesOf(
    tx,
    tenant,
    checked.valid.map(({ input }) => input.reference.toLowerCase()),
  );
  const resolved = resolveProductImport(checked.valid, { grids, colors: colorRows, takenReferences });
  const errors = [...checked.errors, ...resolved.errors].sort((a, b) => a.line - b.line);
  if (body.dryRun || !resolved.ready.length) {
    return { imported: 0, errors, newColors: body.dryRun ? resolved.newColors : [] };
  }

  const colorByName = new Map<string, ColorRef>(colorRows.map((c) => [foldImportText(c.name), c]));
  if (resolved.newColors.length) {
    // A colour another request created meanwhile is taken as it is (the unique name index decides).
    await tx
      .insert(colors)
      .values(resolved.newColors.map((name) => ({ companyId: tenant.companyId, name })))
      .onConflictDoNothing();
    const lower = sql<string>`lower(${colors.name})`;
    const created = await tx
      .select({ id: colors.id, name: colors.name, code: colors.code, hex: colors.hex })
      .from(colors)
      .where(
        and(
          eq(colors.companyId, tenant.companyId),
          inArray(
            lower,
            resolved.newColors.map((name) => name.toLowerCase()),
          ),
        ),
      );
    for (const color of created) colorByName.set(foldImportText(color.name), color);
  }
  const sizesOf = new Map(grids.map((g) => [g.id, g.sizes]));
  for (const { input, gridId } of resolved.ready) {
    const productColors = input.colorNames.map((name) => colorByName.get(foldImportText(name))!);
    await insertProduct(
      tx,
      tenant,
      {
        reference: input.reference,
        name: input.name,
        collection: input.collection,
        category: input.category,
        ncm: input.ncm,
        salePriceCents: input.salePriceCents,
        sizeGridId: gridId,
        colorIds: productColors.map((c) => c.id),
      },
      sizesOf.get(gridId)!,
      productColors,
    );
  }
  return { imported: resolved.ready.length, errors, newColors: resolved.newColors };
}

/** Which of these references (lower case) the company's products already have. */
async function takenReferencesOf(tx: Tx, tenant: TenantContext, references: string[]): Promise<Set<string>> {
  if (!references.length) return new Set();
  const lower = sql<string>`lower(${products.reference})`;
  const rows = await tx
    .select({ reference: lower })
    .from(products)
    .where(and(eq(products.companyId, tenant.companyId), inArray(lower, references)));
  return new Set(rows.map((row) => row.reference));
}
