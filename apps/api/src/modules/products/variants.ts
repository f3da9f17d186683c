import {
  defaultSku,
  isUuid,
  type ProductVariant,
  type productVariantUpdateSchema,
  SKU_TAKEN,
  uniqueSku,
} from '@alinhavo/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { allocateBarcodes, takenBarcodes } from './barcodes.ts';
import { colors, productColors, products, productVariants } from './schema.ts';

export const VARIANT_NOT_FOUND = 'SKU não encontrado';

export type ColorRef = { id: string; name: string; code: string | null; hex: string | null };

/** What the person typed for one colour × size; `field` names the form field for error messages. */
export type VariantDraft = {
  colorId: string;
  size: string;
  sku: string | null;
  barcode: string | null;
  field: string;
};

const comboKey = (colorId: string | null, size: string) => `${colorId ?? ''}|${size}`;

/** The company's colours with these ids, in the given order; an id of another company is 'not found'. */
export async function loadColors(tx: Tx, companyId: string, ids: string[]): Promise<ColorRef[]> {
  const rows = await tx
    .select({ id: colors.id, name: colors.name, code: colors.code, hex: colors.hex })
    .from(colors)
    .where(and(eq(colors.companyId, companyId), inArray(colors.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw invalid({ colorIds: 'Cor não encontrada' });
  return ids.map((id) => byId.get(id)!);
}

async function takenSkus(tx: Tx, companyId: string, lowerSkus: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  // In chunks: one parameter per SKU, and an import may ask for thousands.
  for (let start = 0; start < lowerSkus.length; start += 5000) {
    const rows = await tx
      .select({ sku: sql<string>`lower(${productVariants.sku})` })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.companyId, companyId),
          inArray(sql`lower(${productVariants.sku})`, lowerSkus.slice(start, start + 5000)),
        ),
      );
    for (const row of rows) taken.add(row.sku);
  }
  return taken;
}

/** Checks typed SKUs and barcodes: none repeated in the form, none used by another variant of the company. */
async function checkDrafts(tx: Tx, companyId: string, drafts: VariantDraft[]) {
  const skus = new Map<string, VariantDraft>();
  const barcodes = new Map<string, VariantDraft>();
  for (const draft of drafts) {
    if (draft.sku) {
      if (skus.has(draft.sku.toLowerCase())) throw invalid({ [`${draft.field}.sku`]: 'SKU repetido' });
      skus.set(draft.sku.toLowerCase(), draft);
    }
    if (draft.barcode) {
      if (barcodes.has(draft.barcode))
        throw invalid({ [`${draft.field}.barcode`]: 'Código de barras repetido' });
      barcodes.set(draft.barcode, draft);
    }
  }
  const [skuTaken] = await takenSkus(tx, companyId, [...skus.keys()]);
  if (skuTaken) throw conflict(SKU_TAKEN, { [`${skus.get(skuTaken)!.field}.sku`]: SKU_TAKEN });
  const [barcodeTaken] = await takenBarcodes(tx, companyId, [...barcodes.keys()]);
  if (barcodeTaken) {
    const message = 'Código de barras já usado em outro produto';
    throw conflict(message, { [`${barcodes.get(barcodeTaken)!.field}.barcode`]: message });
  }
}

/**
 * Creates the variants of the given colour × size pairs: typed SKU and barcode when given, else the default
 * `REF-COR-TAM` (numbered when taken) and a barcode from the company's sequence.
 */
export async function createVariants(
  tx: Tx,
  tenant: TenantContext,
  product: { id: string; reference: string },
  combos: { color: ColorRef; size: string }[],
  drafts: VariantDraft[] = [],
): Promise<void> {
  await createVariantsOfMany(tx, tenant, [{ product, combos, drafts }]);
}

export type VariantPlan = {
  product: { id: string; reference: string };
  combos: { color: ColorRef; size: string }[];
  drafts?: VariantDraft[];
};

/** Rows per INSERT of variants (7 parameters each, under PostgreSQL's 65,535). */
const VARIANT_INSERT_CHUNK = 2000;

/**
 * createVariants for several products at once (the CSV import): the default SKUs of all of them made unique in a
 * few statements, the barcodes taken from the sequence in one go, the rows inserted in chunks.
 */
export async function createVariantsOfMany(
  tx: Tx,
  tenant: TenantContext,
  plans: VariantPlan[],
): Promise<void> {
  const drafts = plans.flatMap((plan) => plan.drafts ?? []);
  const combos = plans.flatMap((plan) => {
    const draftOf = new Map((plan.drafts ?? []).map((d) => [comboKey(d.colorId, d.size), d]));
    return plan.combos.map(({ color, size }) => ({
      product: plan.product,
      color,
      size,
      draft: draftOf.get(comboKey(color.id, size)),
    }));
  });
  if (combos.length === 0) return;
  await checkDrafts(tx, tenant.companyId, drafts);
  const bases = combos.map((c) => (c.draft?.sku ? null : defaultSku(c.product.reference, c.color, c.size)));
  const skus = await uniqueDefaultSkus(
    tx,
    tenant.companyId,
    bases,
    new Set(drafts.flatMap((d) => (d.sku ? [d.sku.toLowerCase()] : []))),
  );
  const typedBarcodes = new Set(drafts.flatMap((d) => (d.barcode ? [d.barcode] : [])));
  const needBarcode = combos.filter((c) => !c.draft?.barcode).length;
  const generated = await allocateBarcodes(tx, tenant.companyId, needBarcode, typedBarcodes);

  const rows = combos.map(({ product, color, size, draft }, index) => ({
    companyId: tenant.companyId,
    productId: product.id,
    colorId: color.id,
    size,
    sku: draft?.sku ?? skus[index]!,
    barcode: draft?.barcode ?? generated.shift()!,
  }));
  for (let start = 0; start < rows.length; start += VARIANT_INSERT_CHUNK) {
    await tx
      .insert(productVariants)
      .values(rows.slice(start, start + VARIANT_INSERT_CHUNK))
      .catch(rethrowVariantConflict);
  }
}

/**
 * Each default SKU (null: the person typed one) made free: `base`, else `base-2`, `base-3`... as uniqueSku numbers
 * them, against the company's SKUs, the typed ones and each other. The company's SKUs are asked for exactly (the
 * unique index on lower(sku)); a numbered SKU that turns out taken is asked for again, until none clashes.
 */
async function uniqueDefaultSkus(
  tx: Tx,
  companyId: string,
  bases: (string | null)[],
  typed: ReadonlySet<string>,
): Promise<(string | null)[]> {
  const taken = new Set([...typed, ...(await takenSkus(tx, companyId, lowerOf(bases)))]);
  const asked = new Set(lowerOf(bases));
  for (;;) {
    const given = new Set<string>();
    const skus = bases.map((base) => {
      if (!base) return null;
      const sku = uniqueSku(base, (s) => taken.has(s.toLowerCase()) || given.has(s.toLowerCase()));
      given.add(sku.toLowerCase());
      return sku;
    });
    const unasked = [...given].filter((sku) => !asked.has(sku));
    if (!unasked.length) return skus;
    for (const sku of unasked) asked.add(sku);
    const clashes = await takenSkus(tx, companyId, unasked);
    if (!clashes.size) return skus;
    for (const sku of clashes) taken.add(sku);
  }
}

const lowerOf = (skus: (string | null)[]) => [
  ...new Set(skus.flatMap((sku) => (sku ? [sku.toLowerCase()] : []))),
];

/**
 * After the colours or sizes of a product changed: pairs new to the grid get variants (or get their old,
 * deactivated ones back); variants of a colour or size taken out are deactivated, never deleted (they may have
 * stock and ledger lines).
 */
export async function syncVariants(
  tx: Tx,
  tenant: TenantContext,
  product: { id: string; reference: string },
  before: { colorIds: string[]; sizes: string[] },
  after: { colors: ColorRef[]; sizes: string[] },
): Promise<void> {
  const existing = await tx
    .select({
      id: productVariants.id,
      colorId: productVariants.colorId,
      size: productVariants.size,
      status: productVariants.status,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.companyId, tenant.companyId)));
  const byKey = new Map(existing.map((v) => [comboKey(v.colorId, v.size), v]));
  const colorIds = new Set(after.colors.map((c) => c.id));
  const sizes = new Set(after.sizes);
  const wasColor = new Set(before.colorIds);
  const wasSize = new Set(before.sizes);

  const toCreate: { color: ColorRef; size: string }[] = [];
  const toReactivate: string[] = [];
  for (const color of after.colors) {
    for (const size of after.sizes) {
      const variant = byKey.get(comboKey(color.id, size));
      if (!variant) toCreate.push({ color, size });
      else if (variant.status === 'inativo' && (!wasColor.has(color.id) || !wasSize.has(size)))
        toReactivate.push(variant.id);
    }
  }
  const toDeactivate = existing
    .filter((v) => v.status === 'ativo' && (!v.colorId || !colorIds.has(v.colorId) || !sizes.has(v.size)))
    .map((v) => v.id);

  const now = new Date();
  if (toReactivate.length) {
    await tx
      .update(productVariants)
      .set({ status: 'ativo', updatedAt: now })
      .where(and(eq(productVariants.companyId, tenant.companyId), inArray(productVariants.id, toReactivate)));
  }
  if (toDeactivate.length) {
    await tx
      .update(productVariants)
      .set({ status: 'inativo', updatedAt: now })
      .where(and(eq(productVariants.companyId, tenant.companyId), inArray(productVariants.id, toDeactivate)));
  }
  await createVariants(tx, tenant, product, toCreate);
}

function rethrowVariantConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'product_variants_company_sku_uq') throw conflict(SKU_TAKEN, { sku: SKU_TAKEN });
  if (constraint === 'product_variants_company_barcode_uq') {
    const message = 'Código de barras já usado em outro produto';
    throw conflict(message, { barcode: message });
  }
  throw error;
}

// ---- One variant (/product-variants/:id) ----------------------------------------------------------------------

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  colorId: productVariants.colorId,
  colorName: colors.name,
  colorHex: colors.hex,
  size: productVariants.size,
  sku: productVariants.sku,
  barcode: productVariants.barcode,
  stock: sql<string>`${productVariants.stock}::text`,
  status: productVariants.status,
};

/** The variants of the given products with their colour names, unordered. */
export function selectVariants(tx: Tx, companyId: string, productIds: string[]) {
  return tx
    .select(variantColumns)
    .from(productVariants)
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .where(and(eq(productVariants.companyId, companyId), inArray(productVariants.productId, productIds)));
}

async function findVariant(tx: Tx, tenant: TenantContext, id: string): Promise<ProductVariant> {
  if (!isUuid(id)) throw notFound(VARIANT_NOT_FOUND);
  const [row] = await tx
    .select(variantColumns)
    .from(productVariants)
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .where(and(eq(productVariants.id, id), eq(productVariants.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(VARIANT_NOT_FOUND);
  return row;
}

export function getVariant(tx: Tx, tenant: TenantContext, id: string): Promise<ProductVariant> {
  return findVariant(tx, tenant, id);
}

/** A variant's SKU, barcode or status. Its stock moves only through the stock ledger. */
export async function updateVariant(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: z.output<typeof productVariantUpdateSchema>,
): Promise<ProductVariant> {
  const variant = await findVariant(tx, tenant, id);
  const others = and(eq(productVariants.companyId, tenant.companyId), ne(productVariants.id, id));
  if (patch.sku !== undefined && patch.sku.toLowerCase() !== variant.sku.toLowerCase()) {
    const [taken] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(others, sql`lower(${productVariants.sku}) = lower(${patch.sku})`))
      .limit(1);
    if (taken) throw conflict(SKU_TAKEN, { sku: SKU_TAKEN });
  }
  if (patch.barcode !== undefined && patch.barcode !== variant.barcode) {
    const [taken] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(others, eq(productVariants.barcode, patch.barcode)))
      .limit(1);
    if (taken) {
      const message = 'Código de barras já usado em outro produto';
      throw conflict(message, { barcode: message });
    }
  }
  if (patch.status === 'ativo' && variant.status === 'inativo') {
    const [product] = await tx
      .select({ sizes: products.sizes })
      .from(products)
      .where(and(eq(products.id, variant.productId), eq(products.companyId, tenant.companyId)));
    const inGrid = product?.sizes.includes(variant.size);
    const [inColors] = variant.colorId
      ? await tx
          .select({ colorId: productColors.colorId })
          .from(productColors)
          .where(
            and(eq(productColors.productId, variant.productId), eq(productColors.colorId, variant.colorId)),
          )
      : [];
    if (!inGrid || !inColors) {
      throw invalid({ status: 'Inclua a cor e o tamanho no produto para reativar este SKU' });
    }
  }
  await tx
    .update(productVariants)
    .set({
      ...(patch.sku !== undefined ? { sku: patch.sku } : {}),
      ...(patch.barcode !== undefined ? { barcode: patch.barcode } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(productVariants.id, id), eq(productVariants.companyId, tenant.companyId)))
    .catch(rethrowVariantConflict);
  return findVariant(tx, tenant, id);
}
