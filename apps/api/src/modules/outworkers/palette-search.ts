import { formatDocument, PALETTE_GROUP_LIMIT, type PaletteHit } from '@alinhavo/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { rowsContainingText, searchDigits } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { outworkers } from './schema.ts';

/**
 * The command palette's workshops (outworkers): by name, contact or e-mail (accents and case ignored), CNPJ/CPF or
 * phone, as their list searches; the exact name first.
 */
export async function searchOutworkersForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const document = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const digits = searchDigits(text);
  const exact = sql<boolean>`(public.immutable_unaccent(lower(${outworkers.name})) = public.immutable_unaccent(lower(${text})))`;
  const rows = await tx
    .select({
      id: outworkers.id,
      name: outworkers.name,
      contactName: outworkers.contactName,
      documentNumber: outworkers.documentNumber,
      status: outworkers.status,
      exact,
    })
    .from(outworkers)
    .where(
      and(
        eq(outworkers.companyId, tenant.companyId),
        or(
          rowsContainingText(outworkers, 'outworkers', ['name', 'contact_name', 'email'], text),
          ...(document.length >= 3
            ? [rowsContainingText(outworkers, 'outworkers', ['document_number'], document)]
            : []),
          ...(digits ? [rowsContainingText(outworkers, 'outworkers', ['phone'], digits)] : []),
        ),
      ),
    )
    .orderBy(desc(exact), asc(sql`lower(${outworkers.name})`), asc(outworkers.id))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => {
    const about = row.contactName ?? (row.documentNumber ? formatDocument(row.documentNumber) : null);
    return {
      id: row.id,
      code: null,
      title: row.name,
      detail: row.status === 'inativo' ? [about, 'Inativo'].filter(Boolean).join(' · ') : about,
      exact: Boolean(row.exact),
    };
  });
}
