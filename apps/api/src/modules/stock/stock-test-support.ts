import { sql } from 'drizzle-orm';
import type { SignedUpCompany, TestContext } from '../../../test/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { runAsSystemForCompany, runAsTenant } from '../../platform/db/tenant.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { queryRows } from './sql-rows.ts';

/** The context a route would give the services, for calling them directly. */
export function tenantOf(company: Pick<SignedUpCompany, 'companyId' | 'userId'>): TenantContext {
  return {
    userId: company.userId,
    companyId: company.companyId,
    companyName: 'Confecção Teste',
    email: 'dona@example.com',
    fullName: 'Dona Teste',
    role: 'owner',
    permissions: {},
  };
}

/** Runs service code as a request of the company would: the app role, in one transaction. */
export function asTenant<T>(
  ctx: TestContext,
  company: Pick<SignedUpCompany, 'companyId' | 'userId'>,
  work: (tx: Tx, tenant: TenantContext) => Promise<T>,
): Promise<T> {
  return runAsTenant(ctx.db, company.companyId, (tx) => work(tx, tenantOf(company)));
}

/** The balance on the row, read behind the API's back. */
export async function variationStock(ctx: TestContext, companyId: string, id: string): Promise<string> {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [row] = await queryRows<{ stock: string }>(
      tx,
      sql`select stock::text as stock from material_variations where id = ${id}`,
    );
    return row!.stock;
  });
}

export async function variantStock(ctx: TestContext, companyId: string, id: string): Promise<string> {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [row] = await queryRows<{ stock: string }>(
      tx,
      sql`select stock::text as stock from product_variants where id = ${id}`,
    );
    return row!.stock;
  });
}

/** How many ledger documents and lines the company has. */
export async function ledgerCounts(ctx: TestContext, companyId: string) {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [row] = await queryRows<{ documents: string; movements: string }>(
      tx,
      sql`select (select count(*) from stock_documents where company_id = ${companyId})::text as documents,
                 (select count(*) from stock_movements where company_id = ${companyId})::text as movements`,
    );
    return { documents: Number(row!.documents), movements: Number(row!.movements) };
  });
}

/** Moves a line back in time (only the table owner can: the app role may not update the ledger). */
export async function backdateMovement(ctx: TestContext, companyId: string, id: string, at: string) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.execute(sql`update stock_movements set created_at = ${at}::timestamptz where id = ${id}`),
  );
}

/** A material variation the line helpers can post to. */
export const materialItem = (variationId: string) => ({ kind: 'material' as const, variationId });
export const productItem = (variantId: string) => ({ kind: 'product' as const, variantId });

/** A colour's name as stored (the catalogue seed adds a suffix to keep names unique). */
export async function colorName(ctx: TestContext, companyId: string, id: string): Promise<string> {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const [row] = await queryRows<{ name: string }>(tx, sql`select name from colors where id = ${id}`);
    return row!.name;
  });
}
