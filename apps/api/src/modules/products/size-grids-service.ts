import {
  formatCount,
  isUuid,
  SIZE_GRID_NAME_TAKEN,
  type SizeGrid,
  type sizeGridInputSchema,
  type sizeGridUpdateSchema,
} from '@alinhavo/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/pg-errors.ts';
import { containsText } from '../../platform/db/search.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { sizeGrids } from './schema.ts';

export const SIZE_GRID_NOT_FOUND = 'Grade não encontrada';

type SizeGridRow = typeof sizeGrids.$inferSelect;

// Written out in full: in a one-table select Drizzle leaves column names unqualified, and inside the subquery
// "id" would be the product's.
const productCount = sql<number>`(select count(*)::int from products p where p.size_grid_id = "size_grids"."id")`;

function toSizeGrid(row: SizeGridRow, count: number): SizeGrid {
  return {
    id: row.id,
    name: row.name,
    sizes: row.sizes,
    productCount: Number(count),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSizeGrids(tx: Tx, tenant: TenantContext, query: { q?: string | undefined }) {
  const rows = await tx
    .select({ grid: sizeGrids, productCount })
    .from(sizeGrids)
    .where(
      and(
        eq(sizeGrids.companyId, tenant.companyId),
        query.q ? containsText(sizeGrids.id, 'size_grids', ['name'], query.q) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${sizeGrids.name})`), asc(sizeGrids.id));
  return { items: rows.map((r) => toSizeGrid(r.grid, r.productCount)) };
}

export async function findSizeGrid(tx: Tx, tenant: TenantContext, id: string) {
  if (!isUuid(id)) throw notFound(SIZE_GRID_NOT_FOUND);
  const [row] = await tx
    .select({ grid: sizeGrids, productCount })
    .from(sizeGrids)
    .where(and(eq(sizeGrids.id, id), eq(sizeGrids.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(SIZE_GRID_NOT_FOUND);
  return row;
}

export async function getSizeGrid(tx: Tx, tenant: TenantContext, id: string): Promise<SizeGrid> {
  const row = await findSizeGrid(tx, tenant, id);
  return toSizeGrid(row.grid, row.productCount);
}

async function assertNameFree(tx: Tx, tenant: TenantContext, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: sizeGrids.id })
    .from(sizeGrids)
    .where(
      and(
        eq(sizeGrids.companyId, tenant.companyId),
        sql`lower(${sizeGrids.name}) = lower(${name})`,
        exceptId ? ne(sizeGrids.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(SIZE_GRID_NAME_TAKEN, { name: SIZE_GRID_NAME_TAKEN });
}

function rethrowNameTaken(error: unknown): never {
  if (uniqueViolation(error) === 'size_grids_company_name_uq') {
    throw conflict(SIZE_GRID_NAME_TAKEN, { name: SIZE_GRID_NAME_TAKEN });
  }
  throw error;
}

export async function createSizeGrid(
  tx: Tx,
  tenant: TenantContext,
  input: z.output<typeof sizeGridInputSchema>,
): Promise<SizeGrid> {
  await assertNameFree(tx, tenant, input.name);
  const [row] = await tx
    .insert(sizeGrids)
    .values({ companyId: tenant.companyId, name: input.name, sizes: input.sizes })
    .returning()
    .catch(rethrowNameTaken);
  return toSizeGrid(row!, 0);
}

/** Products keep their own copy of the sizes: changing a grid changes only the products made from it later. */
export async function updateSizeGrid(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: z.output<typeof sizeGridUpdateSchema>,
): Promise<SizeGrid> {
  const current = await findSizeGrid(tx, tenant, id);
  if (patch.name !== undefined) await assertNameFree(tx, tenant, patch.name, id);
  const [row] = await tx
    .update(sizeGrids)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.sizes !== undefined ? { sizes: patch.sizes } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(sizeGrids.id, id), eq(sizeGrids.companyId, tenant.companyId)))
    .returning()
    .catch(rethrowNameTaken);
  return toSizeGrid(row!, current.productCount);
}

export async function deleteSizeGrid(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  const { productCount: used } = await findSizeGrid(tx, tenant, id);
  if (used > 0) {
    throw conflict(
      `Esta grade é usada em ${formatCount(used, 'produto', 'produtos')} e não pode ser excluída.`,
    );
  }
  await tx.delete(sizeGrids).where(and(eq(sizeGrids.id, id), eq(sizeGrids.companyId, tenant.companyId)));
}
