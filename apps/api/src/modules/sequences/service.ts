import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';

/**
 * The next number of a company's series, gap-free and never repeated: the upsert takes the row lock, so two
 * requests creating at once get consecutive numbers (the second waits for the first transaction).
 */
export async function nextSequenceValue(tx: Tx, tenant: TenantContext, name: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into company_sequences (company_id, name, next_value) values (${tenant.companyId}, ${name}, 2)
    on conflict (company_id, name) do update set next_value = company_sequences.next_value + 1
    returning next_value - 1 as value`);
  const rows = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]!.value);
}

/** 'OP-000042', 'L-000123'. */
export function formatSequenceCode(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(6, '0')}`;
}
