import {
  COLOR_NAME_TAKEN,
  type Color,
  type colorInputSchema,
  type colorUpdateSchema,
  formatCount,
  isUuid,
} from '@alinhavo/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/pg-errors.ts';
import { containsText } from '../../platform/db/search.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { materialVariations } from '../materials/schema.ts';
import { colors } from './schema.ts';

export const COLOR_NOT_FOUND = 'Cor não encontrada';

type ColorRow = typeof colors.$inferSelect;

/** Products made in the colour, or with SKUs in it (a colour taken off a product keeps its inactive SKUs). */
// Written out in full: in a one-table select Drizzle leaves column names unqualified.
const productCount = sql<number>`(select count(*)::int from (
  select v.product_id from product_variants v where v.color_id = "colors"."id"
  union
  select pc.product_id from product_colors pc where pc.color_id = "colors"."id"
) as used)`;

function toColor(row: ColorRow & { productCount: number }): Color {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    hex: row.hex,
    productCount: Number(row.productCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listColors(tx: Tx, tenant: TenantContext, query: { q?: string | undefined }) {
  const filters = [eq(colors.companyId, tenant.companyId)];
  if (query.q) {
    filters.push(containsText(colors.id, 'colors', ['name', 'code'], query.q));
  }
  const rows = await tx
    .select({ color: colors, productCount })
    .from(colors)
    .where(and(...filters))
    .orderBy(asc(sql`lower(${colors.name})`), asc(colors.id));
  return { items: rows.map((r) => toColor({ ...r.color, productCount: r.productCount })) };
}

async function findColor(tx: Tx, tenant: TenantContext, id: string) {
  if (!isUuid(id)) throw notFound(COLOR_NOT_FOUND);
  const [row] = await tx
    .select({ color: colors, productCount })
    .from(colors)
    .where(and(eq(colors.id, id), eq(colors.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(COLOR_NOT_FOUND);
  return { ...row.color, productCount: row.productCount };
}

export async function getColor(tx: Tx, tenant: TenantContext, id: string): Promise<Color> {
  return toColor(await findColor(tx, tenant, id));
}

async function assertNameFree(tx: Tx, tenant: TenantContext, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: colors.id })
    .from(colors)
    .where(
      and(
        eq(colors.companyId, tenant.companyId),
        sql`lower(${colors.name}) = lower(${name})`,
        exceptId ? ne(colors.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(COLOR_NAME_TAKEN, { name: COLOR_NAME_TAKEN });
}

function rethrowNameTaken(error: unknown): never {
  if (uniqueViolation(error) === 'colors_company_name_uq')
    throw conflict(COLOR_NAME_TAKEN, { name: COLOR_NAME_TAKEN });
  throw error;
}

export async function createColor(
  tx: Tx,
  tenant: TenantContext,
  input: z.output<typeof colorInputSchema>,
): Promise<Color> {
  await assertNameFree(tx, tenant, input.name);
  const [row] = await tx
    .insert(colors)
    .values({
      companyId: tenant.companyId,
      name: input.name,
      code: input.code ?? null,
      hex: input.hex ?? null,
    })
    .returning()
    .catch(rethrowNameTaken);
  return toColor({ ...row!, productCount: 0 });
}

export async function updateColor(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: z.output<typeof colorUpdateSchema>,
): Promise<Color> {
  const current = await findColor(tx, tenant, id);
  if (patch.name !== undefined) await assertNameFree(tx, tenant, patch.name, id);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const [row] = await tx
    .update(colors)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(colors.id, id), eq(colors.companyId, tenant.companyId)))
    .returning()
    .catch(rethrowNameTaken);
  return toColor({ ...row!, productCount: current.productCount });
}

/** A colour used by a product (or a material variation) stays: deleting it would orphan their SKUs. */
export async function deleteColor(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  const color = await findColor(tx, tenant, id);
  if (color.productCount > 0) {
    throw conflict(
      `Esta cor é usada em ${formatCount(color.productCount, 'produto', 'produtos')} e não pode ser excluída.`,
    );
  }
  const [material] = await tx
    .select({ id: materialVariations.id })
    .from(materialVariations)
    .where(and(eq(materialVariations.companyId, tenant.companyId), eq(materialVariations.colorId, id)))
    .limit(1);
  if (material) throw conflict('Esta cor é usada em materiais e não pode ser excluída.');
  await tx.delete(colors).where(and(eq(colors.id, id), eq(colors.companyId, tenant.companyId)));
}
