import { formatDocument, PALETTE_GROUP_LIMIT, type PaletteHit } from '@alinhavo/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { rowsContainingText, searchDigits } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { customers } from './schema.ts';

/**
 * The command palette's customers: by name, trade name or city (accents and case ignored), CPF/CNPJ or phone, as
 * their list searches; the exact name first.
 */
export async function searchCustomersForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const digits = searchDigits(text);
  const exact = sql<boolean>`(public.immutable_unaccent(lower(${customers.name})) = public.immutable_unaccent(lower(${text})))`;
  const rows = await tx
    .select({
      id: customers.id,
      name: customers.name,
      tradeName: customers.tradeName,
      documentNumber: customers.documentNumber,
      city: customers.city,
      exact,
    })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, tenant.companyId),
        or(
          rowsContainingText(customers, 'customers', ['name', 'trade_name', 'city'], text),
          ...(digits
            ? [
                rowsContainingText(
                  customers,
                  'customers',
                  ['document_number', 'phone', 'mobile_phone'],
                  digits,
                ),
              ]
            : []),
        ),
      ),
    )
    .orderBy(desc(exact), asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    code: null,
    title: row.tradeName ? `${row.name} (${row.tradeName})` : row.name,
    detail: row.documentNumber ? formatDocument(row.documentNumber) : row.city,
    exact: Boolean(row.exact),
  }));
}
