import {
  DEFAULT_VARIATION_NAME,
  Dec,
  isUuid,
  type Material,
  type MaterialVariation,
  type materialVariationsAddSchema,
  type materialVariationUpdateSchema,
  variationCombos,
  variationName,
} from '@alinhavo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { colors } from '../products/schema.ts';
import {
  findMaterialRow,
  loadColors,
  loadMaterial,
  loadVariations,
  type MaterialRow,
  VARIATION_NOT_FOUND,
  type VariationRow,
  variationInUse,
} from './queries.ts';
import { materialVariations } from './schema.ts';

type VariationsAdd = z.output<typeof materialVariationsAddSchema>;
type VariationPatch = z.output<typeof materialVariationUpdateSchema>;

export const VARIATION_EXISTS = (name: string) => `Já existe a variação ${name} neste material`;
export const VARIATION_NEEDS_COLOR_OR_SIZE = 'Informe a cor ou o tamanho da variação';
export const LAST_ACTIVE_VARIATION =
  'Esta é a única variação ativa do material. Para deixar de usá-lo, desative o material.';
export const VARIATION_HAS_STOCK = 'Esta variação tem estoque e não pode ser excluída. Desative-a.';
export const VARIATION_HAS_MOVEMENTS =
  'Esta variação tem movimentações de estoque e não pode ser excluída. Desative-a.';
export const VARIATION_IN_COST_SHEET =
  'Esta variação é usada em uma ficha de custo e não pode ser excluída. Desative-a.';
export const DEFAULT_VARIATION_ONLY =
  'A variação padrão não pode ser excluída: todo material tem ao menos uma variação.';

const comboKey = (colorId: string | null, size: string | null) =>
  `${colorId ?? ''}|${size?.toLowerCase() ?? ''}`;

/** The material's variations, locked in a stable order (the order the stock ledger locks them in too). */
function lockVariations(tx: Tx, tenant: TenantContext, materialId: string): Promise<VariationRow[]> {
  return tx
    .select()
    .from(materialVariations)
    .where(
      and(eq(materialVariations.materialId, materialId), eq(materialVariations.companyId, tenant.companyId)),
    )
    .orderBy(asc(materialVariations.id))
    .for('update');
}

/**
 * Adds colours × sizes to a material. Its default variation ('Padrão') is replaced when it never held stock
 * (no stock, no ledger line, no cost sheet pointing at it); otherwise it stays, for its history.
 */
export async function addVariations(
  tx: Tx,
  tenant: TenantContext,
  materialId: string,
  input: VariationsAdd,
): Promise<Material> {
  await findMaterialRow(tx, tenant, materialId, { lock: true });
  const chosenColors = await loadColors(tx, tenant, input.colorIds);
  const combos = variationCombos(chosenColors, input.sizes);
  const existing = await lockVariations(tx, tenant, materialId);
  const taken = new Map(existing.map((v) => [comboKey(v.colorId, v.size), v]));
  const repeated = combos.find((combo) => taken.has(comboKey(combo.colorId, combo.size)));
  if (repeated) {
    const message = VARIATION_EXISTS(taken.get(comboKey(repeated.colorId, repeated.size))!.name);
    throw conflict(message, { colorIds: message });
  }
  for (const fallback of existing.filter((v) => v.isDefault)) {
    if (!new Dec(fallback.stock).isZero()) continue;
    const use = await variationInUse(tx, fallback.id);
    if (use.movements || use.costSheets) continue;
    await tx.delete(materialVariations).where(eq(materialVariations.id, fallback.id));
  }
  await tx.insert(materialVariations).values(
    combos.map((combo) => ({
      ...combo,
      companyId: tenant.companyId,
      materialId,
      isDefault: false,
    })),
  );
  return loadMaterial(tx, tenant, materialId);
}

async function findVariationRow(tx: Tx, tenant: TenantContext, id: string): Promise<VariationRow> {
  if (!isUuid(id)) throw notFound(VARIATION_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(materialVariations)
    .where(and(eq(materialVariations.id, id), eq(materialVariations.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(VARIATION_NOT_FOUND);
  return row;
}

export async function getVariation(tx: Tx, tenant: TenantContext, id: string): Promise<MaterialVariation> {
  const row = await findVariationRow(tx, tenant, id);
  const material = await findMaterialRow(tx, tenant, row.materialId);
  const variation = (await loadVariations(tx, tenant, material)).find((v) => v.id === id);
  if (!variation) throw notFound(VARIATION_NOT_FOUND);
  return variation;
}

async function colorName(tx: Tx, tenant: TenantContext, colorId: string | null): Promise<string | null> {
  if (!colorId) return null;
  const [row] = await tx
    .select({ name: colors.name })
    .from(colors)
    .where(and(eq(colors.id, colorId), eq(colors.companyId, tenant.companyId)))
    .limit(1);
  return row?.name ?? null;
}

/** The variation and its material, both locked: structure changes of one material run one at a time. */
async function lockVariation(tx: Tx, tenant: TenantContext, id: string) {
  const found = await findVariationRow(tx, tenant, id);
  const material: MaterialRow = await findMaterialRow(tx, tenant, found.materialId, { lock: true });
  const siblings = await lockVariations(tx, tenant, material.id);
  const variation = siblings.find((v) => v.id === id);
  if (!variation) throw notFound(VARIATION_NOT_FOUND);
  return { material, variation, siblings };
}

/**
 * Renames, recolours, resizes, deactivates or reactivates a variation. Giving the default variation a colour or
 * size makes it an ordinary one; a name that was generated follows the new colour and size.
 */
export async function updateVariation(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: VariationPatch,
): Promise<MaterialVariation> {
  const { material, variation, siblings } = await lockVariation(tx, tenant, id);
  if (patch.colorId) await loadColors(tx, tenant, [patch.colorId], 'colorId');
  const colorId = patch.colorId === undefined ? variation.colorId : patch.colorId;
  const size = patch.size === undefined ? variation.size : patch.size;
  const isDefault = variation.isDefault && !colorId && !size;
  if (!isDefault && !colorId && !size) throw invalid({ size: VARIATION_NEEDS_COLOR_OR_SIZE });

  const twin = siblings.find((v) => v.id !== id && comboKey(v.colorId, v.size) === comboKey(colorId, size));
  if (twin) {
    const message = VARIATION_EXISTS(twin.name);
    throw conflict(message, { [colorId !== variation.colorId ? 'colorId' : 'size']: message });
  }

  let name = patch.name ?? variation.name;
  const moved = colorId !== variation.colorId || size !== variation.size;
  if (patch.name === undefined && moved) {
    const generated = variationName(await colorName(tx, tenant, variation.colorId), variation.size);
    if (variation.name === generated) name = variationName(await colorName(tx, tenant, colorId), size);
  }

  const status = patch.status ?? variation.status;
  if (status === 'inativo' && variation.status === 'ativo' && material.status === 'ativo') {
    const othersActive = siblings.some((v) => v.id !== id && v.status === 'ativo');
    if (!othersActive) throw conflict(LAST_ACTIVE_VARIATION, { status: LAST_ACTIVE_VARIATION });
  }

  await tx
    .update(materialVariations)
    .set({ name, colorId, size, isDefault, status, updatedAt: new Date() })
    .where(and(eq(materialVariations.id, id), eq(materialVariations.companyId, tenant.companyId)));
  return getVariation(tx, tenant, id);
}

/**
 * Deletes a variation that never held stock. One with stock, ledger lines or a cost sheet is deactivated instead.
 * When the last variation goes, the material gets its default variation back.
 */
export async function deleteVariation(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  const { material, variation, siblings } = await lockVariation(tx, tenant, id);
  if (!new Dec(variation.stock).isZero()) throw conflict(VARIATION_HAS_STOCK);
  const use = await variationInUse(tx, id);
  if (use.movements) throw conflict(VARIATION_HAS_MOVEMENTS);
  if (use.costSheets) throw conflict(VARIATION_IN_COST_SHEET);
  if (variation.isDefault && siblings.length === 1) throw conflict(DEFAULT_VARIATION_ONLY);
  const othersActive = siblings.some((v) => v.id !== id && v.status === 'ativo');
  if (siblings.length > 1 && variation.status === 'ativo' && material.status === 'ativo' && !othersActive)
    throw conflict(LAST_ACTIVE_VARIATION);
  await tx.delete(materialVariations).where(eq(materialVariations.id, id));
  if (siblings.length === 1) {
    await tx.insert(materialVariations).values({
      companyId: tenant.companyId,
      materialId: material.id,
      name: DEFAULT_VARIATION_NAME,
      isDefault: true,
    });
  }
}
