import {
  DEFAULT_VARIATION_NAME,
  Dec,
  type Material,
  type MaterialListItem,
  type MaterialSortKey,
  type materialInputSchema,
  type materialListQuerySchema,
  type materialUpdateSchema,
  type Page,
  variationCombos,
} from '@alinhavo/domain';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { containsText, rowsContainingText } from '../../platform/db/search.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { productCostMaterials } from '../product-costs/schema.ts';
import { stockMovements } from '../stock/schema.ts';
import { suppliers } from '../suppliers/schema.ts';
import { assertSupplier, findMaterialRow, loadColors, loadMaterial } from './queries.ts';
import { materials, materialVariations } from './schema.ts';

type MaterialCreate = z.output<typeof materialInputSchema>;
type MaterialPatch = z.output<typeof materialUpdateSchema>;
type MaterialListQuery = z.output<typeof materialListQuerySchema>;

export const NAME_TAKEN = 'Já existe um material com este nome';

/** The stock of all the material's variations, kept on its row by triggers (migration 0021). */
const stockTotal = sql<string>`${materials.stockTotal}::text`;
const variationCount = sql<number>`(select count(*)::int from ${materialVariations} where ${materialVariations.materialId} = ${materials.id})`;
/**
 * An active material with an active variation whose stock is under the minimum (the rule of isBelowMinimum). Stock
 * is never negative (a CHECK), so only a minimum above zero can be missed: `minimum_stock > 0`, written as a literal,
 * lets the planner read only those materials (the partial index materials_company_minimum_idx, migration 0018).
 */
const belowMinimum = sql<boolean>`(${materials.status} = 'ativo' and ${materials.minimumStock} > 0 and exists (select 1 from ${materialVariations} where ${materialVariations.materialId} = ${materials.id} and ${materialVariations.status} = 'ativo' and ${materialVariations.stock} < ${materials.minimumStock}))`;
/** How many of them (0 for an inactive material), for '2 variações abaixo do mínimo'. */
const belowMinimumCount = sql<number>`(case when ${materials.status} = 'ativo' then (select count(*)::int from ${materialVariations} where ${materialVariations.materialId} = ${materials.id} and ${materialVariations.status} = 'ativo' and ${materialVariations.stock} < ${materials.minimumStock}) else 0 end)`;

/** Each sort has its index (migrations 0012, 0021): (company_id, key, name, id). */
const SORT_COLUMNS: Record<MaterialSortKey, AnyPgColumn> = {
  name: materials.name,
  category: materials.category,
  stockTotal: materials.stockTotal,
  minimumStock: materials.minimumStock,
  lastCost: materials.lastCostCents,
  createdAt: materials.createdAt,
};

export async function listMaterials(
  tx: Tx,
  tenant: TenantContext,
  query: MaterialListQuery,
): Promise<Page<MaterialListItem>> {
  const company = eq(materials.companyId, tenant.companyId);
  const filters: SQL[] = [company];
  if (query.q) {
    // Both sides by the materials' addresses, so the list reads the matches with one TID scan.
    const text = or(
      rowsContainingText(materials, 'materials', ['name'], query.q),
      sql`${materials}.ctid = any(array(select m.ctid from materials m where ${containsText(sql.raw('m.default_supplier_id'), 'suppliers', ['name'], query.q)}))`,
    );
    if (text) filters.push(text);
  }
  if (query.category) filters.push(eq(materials.category, query.category));
  if (query.status) filters.push(eq(materials.status, query.status));
  if (query.belowMinimum) filters.push(belowMinimum);
  const where = and(...filters);
  const keys = query.sort === 'name' ? [materials.name] : [SORT_COLUMNS[query.sort], materials.name];
  // A material without a last cost comes last either way.
  const order = orderWithTiebreak(query.dir, keys, materials.id, { nullsLast: query.sort === 'lastCost' });
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select({
          material: materials,
          supplierName: suppliers.name,
          stockTotal,
          variationCount,
          belowMinimum,
          belowMinimumCount,
        })
        .from(materials)
        .leftJoin(suppliers, eq(suppliers.id, materials.defaultSupplierId))
        .where(pageWhere(rows, where, materials.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: materials.id }).from(materials).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: materials.id, total: matchTotal })
            .from(materials)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  return {
    ...page,
    items: page.items.map(({ material, supplierName, ...totals }) => ({
      id: material.id,
      name: material.name,
      category: material.category,
      unit: material.unit,
      defaultSupplierId: material.defaultSupplierId,
      defaultSupplierName: supplierName,
      lastCostCents: material.lastCostCents,
      minimumStock: material.minimumStock,
      notes: material.notes,
      status: material.status,
      stockTotal: totals.stockTotal,
      variationCount: totals.variationCount,
      belowMinimum: Boolean(totals.belowMinimum),
      belowMinimumCount: Number(totals.belowMinimumCount),
      createdAt: material.createdAt.toISOString(),
      updatedAt: material.updatedAt.toISOString(),
    })),
  };
}

export function getMaterial(tx: Tx, tenant: TenantContext, id: string): Promise<Material> {
  return loadMaterial(tx, tenant, id);
}

/** Names are unique per company whatever the case ('Malha PV' and 'malha pv' are the same material). */
async function assertNameFree(tx: Tx, tenant: TenantContext, name: string, exceptId?: string) {
  const filters: SQL[] = [
    eq(materials.companyId, tenant.companyId),
    sql`lower(${materials.name}) = lower(${name})`,
  ];
  if (exceptId) filters.push(ne(materials.id, exceptId));
  const [taken] = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(and(...filters))
    .limit(1);
  if (taken) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
}

/** A concurrent save of the same name passes the check above and meets the unique index instead. */
async function withNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'materials_company_name_uq'))
      throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

/** Creates the material with its variations: colours × sizes when chosen, else the one default variation. */
export async function createMaterial(
  tx: Tx,
  tenant: TenantContext,
  input: MaterialCreate,
): Promise<Material> {
  await assertSupplier(tx, tenant, input.defaultSupplierId);
  const chosenColors = await loadColors(tx, tenant, input.colorIds);
  await assertNameFree(tx, tenant, input.name);
  const [row] = await withNameGuard(() =>
    tx
      .insert(materials)
      .values({
        companyId: tenant.companyId,
        createdBy: tenant.userId,
        name: input.name,
        category: input.category,
        unit: input.unit,
        defaultSupplierId: input.defaultSupplierId,
        lastCostCents: input.lastCostCents,
        minimumStock: input.minimumStock,
        notes: input.notes ?? null,
        status: input.status,
      })
      .returning(),
  );
  const combos = variationCombos(chosenColors, input.sizes);
  const variations = combos.length
    ? combos.map((combo) => ({ ...combo, isDefault: false }))
    : [{ colorId: null, size: null, name: DEFAULT_VARIATION_NAME, isDefault: true }];
  await tx
    .insert(materialVariations)
    .values(variations.map((v) => ({ ...v, companyId: tenant.companyId, materialId: row!.id })));
  return loadMaterial(tx, tenant, row!.id);
}

export async function updateMaterial(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: MaterialPatch,
): Promise<Material> {
  await findMaterialRow(tx, tenant, id);
  if (patch.defaultSupplierId) await assertSupplier(tx, tenant, patch.defaultSupplierId);
  if (patch.name !== undefined) await assertNameFree(tx, tenant, patch.name, id);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  await withNameGuard(() =>
    tx
      .update(materials)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(materials.id, id), eq(materials.companyId, tenant.companyId))),
  );
  return loadMaterial(tx, tenant, id);
}

export const DELETE_HAS_STOCK =
  'Não é possível excluir este material porque ele tem estoque. Zere o estoque com um ajuste ou desative o material.';
export const DELETE_HAS_MOVEMENTS =
  'Não é possível excluir este material porque ele tem movimentações de estoque. Desative-o para que deixe de aparecer nos cadastros.';
export const DELETE_IN_COST_SHEET =
  'Não é possível excluir este material porque ele é usado em uma ficha de custo. Retire-o das fichas ou desative-o.';

/** Deletes a material never used: no stock, no ledger lines, no cost sheet. Otherwise it can only be deactivated. */
export async function deleteMaterial(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  await findMaterialRow(tx, tenant, id, { lock: true });
  // Lock the variations too, so a movement being posted now is either seen here or refused by the ledger.
  const variations = await tx
    .select({ id: materialVariations.id, stock: materialVariations.stock })
    .from(materialVariations)
    .where(and(eq(materialVariations.materialId, id), eq(materialVariations.companyId, tenant.companyId)))
    .orderBy(asc(materialVariations.id))
    .for('update');
  if (variations.some((v) => !new Dec(v.stock).isZero())) throw conflict(DELETE_HAS_STOCK);
  const [movement] = await tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(eq(stockMovements.companyId, tenant.companyId), eq(stockMovements.materialId, id)))
    .limit(1);
  if (movement) throw conflict(DELETE_HAS_MOVEMENTS);
  const [line] = await tx
    .select({ id: productCostMaterials.id })
    .from(productCostMaterials)
    .where(and(eq(productCostMaterials.companyId, tenant.companyId), eq(productCostMaterials.materialId, id)))
    .limit(1);
  if (line) throw conflict(DELETE_IN_COST_SHEET);
  await tx.delete(materials).where(and(eq(materials.id, id), eq(materials.companyId, tenant.companyId)));
}
