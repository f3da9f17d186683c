import {
  checkProductImportLines,
  foldImportText,
  PRODUCT_IMPORT_MAX_SKUS,
  type ProductImportResult,
  type productImportSchema,
  productImportTooManySkus,
  resolveProductImport,
} from '@alinhavo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { rethrowReferenceTaken } from './product-write.ts';
import { colors, productColors, products, sizeGrids } from './schema.ts';
import { type ColorRef, createVariantsOfMany } from './variants.ts';

/** Products per INSERT (about 12 parameters each). */
const PRODUCT_INSERT_CHUNK = 1000;

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
  if (resolved.skuCount > PRODUCT_IMPORT_MAX_SKUS)
    throw invalid({ lines: productImportTooManySkus(resolved.skuCount) });
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
  const ready = resolved.ready.map(({ input, gridId }) => ({
    input,
    gridId,
    sizes: sizesOf.get(gridId)!,
    colors: input.colorNames.map((name) => colorByName.get(foldImportText(name))!),
  }));
  const created: { id: string; reference: string }[] = [];
  for (let start = 0; start < ready.length; start += PRODUCT_INSERT_CHUNK) {
    const rows = await tx
      .insert(products)
      .values(
        ready.slice(start, start + PRODUCT_INSERT_CHUNK).map(({ input, gridId, sizes }) => ({
          companyId: tenant.companyId,
          createdBy: tenant.userId,
          reference: input.reference,
          name: input.name,
          collection: input.collection ?? null,
          category: input.category ?? null,
          ncm: input.ncm ?? null,
          salePriceCents: input.salePriceCents ?? null,
          sizeGridId: gridId,
          sizes,
        })),
      )
      .returning({ id: products.id, reference: products.reference })
      .catch(rethrowReferenceTaken);
    created.push(...rows);
  }
  // RETURNING gives the rows in the order of VALUES.
  await tx.insert(productColors).values(
    ready.flatMap(({ colors: list }, index) =>
      list.map((color, position) => ({
        companyId: tenant.companyId,
        productId: created[index]!.id,
        colorId: color.id,
        position,
      })),
    ),
  );
  await createVariantsOfMany(
    tx,
    tenant,
    ready.map(({ colors: list, sizes }, index) => ({
      product: created[index]!,
      combos: list.flatMap((color) => sizes.map((size) => ({ color, size }))),
    })),
  );
  return { imported: ready.length, errors, newColors: resolved.newColors };
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
