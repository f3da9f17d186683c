import {
  PRODUCT_REFERENCE_TAKEN,
  type Product,
  type ProductInputOutput,
  type productUpdateSchema,
} from '@alinhavo/domain';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { stockMovements } from '../stock/schema.ts';
import type { FileServices } from './photo-service.ts';
import { findProductRow, getProduct, type ProductRow } from './product-read.ts';
import { productColors, products, productVariants } from './schema.ts';
import { findSizeGrid } from './size-grids-service.ts';
import { type ColorRef, createVariants, loadColors, syncVariants, type VariantDraft } from './variants.ts';

type ProductPatch = z.output<typeof productUpdateSchema>;

async function assertReferenceFree(tx: Tx, tenant: TenantContext, reference: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, tenant.companyId),
        sql`lower(${products.reference}) = lower(${reference})`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(PRODUCT_REFERENCE_TAKEN, { reference: PRODUCT_REFERENCE_TAKEN });
}

export function rethrowReferenceTaken(error: unknown): never {
  if (uniqueViolation(error) === 'products_company_reference_uq') {
    throw conflict(PRODUCT_REFERENCE_TAKEN, { reference: PRODUCT_REFERENCE_TAKEN });
  }
  throw error;
}

/** A grid of the company; an unknown id is a field error of the form, not a missing page. */
async function gridSizes(tx: Tx, tenant: TenantContext, sizeGridId: string): Promise<string[]> {
  try {
    return (await findSizeGrid(tx, tenant, sizeGridId)).grid.sizes;
  } catch {
    throw invalid({ sizeGridId: 'Grade não encontrada' });
  }
}

async function setProductColors(tx: Tx, tenant: TenantContext, productId: string, list: ColorRef[]) {
  await tx
    .delete(productColors)
    .where(and(eq(productColors.productId, productId), eq(productColors.companyId, tenant.companyId)));
  await insertProductColors(tx, tenant, productId, list);
}

async function insertProductColors(tx: Tx, tenant: TenantContext, productId: string, list: ColorRef[]) {
  await tx.insert(productColors).values(
    list.map((color, position) => ({
      companyId: tenant.companyId,
      productId,
      colorId: color.id,
      position,
    })),
  );
}

/** part3 §1: the product and, at once, a variant (SKU with barcode) for every colour × size of its grid. */
export async function createProduct(
  tx: Tx,
  tenant: TenantContext,
  input: ProductInputOutput,
): Promise<Product> {
  const sizes = input.sizes ?? (await gridSizes(tx, tenant, input.sizeGridId));
  if (input.sizes) await gridSizes(tx, tenant, input.sizeGridId); // the grid must still be the company's
  const productColorList = await loadColors(tx, tenant.companyId, input.colorIds);
  await assertReferenceFree(tx, tenant, input.reference);
  const product = await insertProduct(tx, tenant, input, sizes, productColorList);
  return getProduct(tx, tenant, product.id);
}

/**
 * Writes a product whose grid, colours and reference were checked: the row, its colours in order and a variant for
 * every colour × size (typed SKUs and barcodes where given, the default ones otherwise).
 */
export async function insertProduct(
  tx: Tx,
  tenant: TenantContext,
  input: ProductInputOutput,
  sizes: string[],
  productColorList: ColorRef[],
): Promise<ProductRow> {
  const drafts: VariantDraft[] = (input.variants ?? []).map((draft, index) => {
    const field = `variants.${index}`;
    if (!input.colorIds.includes(draft.colorId))
      throw invalid({ [`${field}.colorId`]: 'Cor fora do produto' });
    if (!sizes.includes(draft.size)) throw invalid({ [`${field}.size`]: 'Tamanho fora da grade' });
    return {
      colorId: draft.colorId,
      size: draft.size,
      sku: draft.sku ?? null,
      barcode: draft.barcode ?? null,
      field,
    };
  });

  const [row] = await tx
    .insert(products)
    .values({
      companyId: tenant.companyId,
      createdBy: tenant.userId,
      reference: input.reference,
      name: input.name,
      collection: input.collection ?? null,
      category: input.category ?? null,
      description: input.description ?? null,
      unit: input.unit ?? 'un',
      ncm: input.ncm ?? null,
      salePriceCents: input.salePriceCents ?? null,
      status: input.status ?? 'ativo',
      sizeGridId: input.sizeGridId,
      sizes,
    })
    .returning()
    .catch(rethrowReferenceTaken);
  const product = row!;
  await insertProductColors(tx, tenant, product.id, productColorList);
  const combos = productColorList.flatMap((color) => sizes.map((size) => ({ color, size })));
  await createVariants(tx, tenant, product, combos, drafts);
  return product;
}

/**
 * Edits the fields; new colours or sizes get their variants and the ones taken out are deactivated. A new grid
 * without a list of sizes brings the grid's sizes (a copy: later edits of the grid do not reach the product).
 */
export async function updateProduct(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: ProductPatch,
): Promise<Product> {
  const current = await findProductRow(tx, tenant, id);
  if (patch.reference !== undefined) await assertReferenceFree(tx, tenant, patch.reference, id);
  let sizes = patch.sizes;
  if (patch.sizeGridId !== undefined && patch.sizeGridId !== current.sizeGridId) {
    const fromGrid = await gridSizes(tx, tenant, patch.sizeGridId);
    sizes ??= fromGrid;
  } else if (patch.sizeGridId !== undefined) {
    await gridSizes(tx, tenant, patch.sizeGridId);
  }
  const nextColors = patch.colorIds ? await loadColors(tx, tenant.companyId, patch.colorIds) : undefined;

  const { colorIds: _colorIds, sizes: _sizes, ...fields } = patch;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await tx
    .update(products)
    .set({ ...changes, ...(sizes ? { sizes } : {}), updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.companyId, tenant.companyId)))
    .catch(rethrowReferenceTaken);

  if (sizes || nextColors) {
    const before = await tx
      .select({ colorId: productColors.colorId })
      .from(productColors)
      .where(and(eq(productColors.productId, id), eq(productColors.companyId, tenant.companyId)))
      .orderBy(productColors.position);
    const beforeIds = before.map((r) => r.colorId);
    const colorList = nextColors ?? (await loadColors(tx, tenant.companyId, beforeIds));
    if (nextColors) await setProductColors(tx, tenant, id, nextColors);
    await syncVariants(
      tx,
      tenant,
      { id, reference: patch.reference ?? current.reference },
      { colorIds: beforeIds, sizes: current.sizes },
      { colors: colorList, sizes: sizes ?? current.sizes },
    );
  }
  return getProduct(tx, tenant, id);
}

const IN_USE =
  'Este produto tem estoque ou movimentações e não pode ser excluído. Marque-o como inativo para tirá-lo de uso.';

/** Only a product never moved in stock can go; otherwise it is made inactive instead. */
export async function deleteProduct(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  services: FileServices,
): Promise<void> {
  const product = await findProductRow(tx, tenant, id);
  const [withStock] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, id), gt(productVariants.stock, '0')))
    .limit(1);
  const [moved] = await tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.companyId, tenant.companyId),
        or(
          eq(stockMovements.productId, id),
          sql`${stockMovements.productVariantId} in (select v.id from product_variants v where v.product_id = ${id})`,
        ),
      ),
    )
    .limit(1);
  if (withStock || moved) throw conflict(IN_USE);
  // Records of other areas that point at the product (production orders...) also keep it: a savepoint turns
  // their foreign-key refusal into a message instead of failing the request's transaction.
  try {
    await tx.transaction((sp) =>
      sp.delete(products).where(and(eq(products.id, id), eq(products.companyId, tenant.companyId))),
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict(
        'Este produto é usado em outros registros e não pode ser excluído. Marque-o como inativo.',
      );
    }
    throw error;
  }
  const key = product.photoKey;
  if (key) services.defer(() => services.storage.delete(key));
}
