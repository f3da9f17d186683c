import { formatDocument, PALETTE_GROUP_LIMIT, type PaletteHit } from '@alinhavo/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { rowsContainingText, searchDigits } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { suppliers } from './schema.ts';

/**
 * The command palette's suppliers: by name or e-mail (accents and case ignored), CNPJ/CPF or phone, as their
 * list searches; the exact name first.
 */
export async function searchSuppliersForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const digits = searchDigits(text);
  const exact = sql<boolean>`(public.immutable_unaccent(lower(${suppliers.name})) = public.immutable_unaccent(lower(${text})))`;
  const rows = await tx
    .select({
      id: suppliers.id,
      name: suppliers.name,
      documentNumber: suppliers.documentNumber,
      email: suppliers.email,
      exact,
    })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.companyId, tenant.companyId),
        or(
          rowsContainingText(suppliers, 'suppliers', ['name', 'email'], text),
          ...(digits
            ? [rowsContainingText(suppliers, 'suppliers', ['document_number', 'phone'], digits)]
            : []),
        ),
      ),
    )
    .orderBy(desc(exact), asc(sql`lower(${suppliers.name})`), asc(suppliers.id))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    code: null,
    title: row.name,
    detail: row.documentNumber ? formatDocument(row.documentNumber) : row.email,
    exact: Boolean(row.exact),
  }));
}
