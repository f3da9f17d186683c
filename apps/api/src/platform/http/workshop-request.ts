import { isUuid } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { enterAppRole, workshopSettings } from '../db/tenant.ts';
import { forbidden, notFound } from './errors.ts';
import type { WorkshopContext } from './route.ts';

/** part2 /faccao: what anyone without a workshop link is told. */
export const WORKSHOP_ONLY_MESSAGE = 'Acesso restrito à facção.';
/** A company the workshop is not (or no longer) actively associated with: existence is not revealed. */
export const WORKSHOP_COMPANY_NOT_FOUND = 'Empresa não encontrada entre as associações ativas da facção.';

/**
 * Enters the workshop settings for the signed-in login and the company its route names, and reads back who that
 * is through the database's own helpers (migration 0022): the login's workshop, and the company only while the
 * association is active. A login without a workshop gets 403; a company not operable by it, 404.
 */
export async function enterWorkshop(tx: Tx, userId: string, companyParam: string): Promise<WorkshopContext> {
  const companyId = isUuid(companyParam) ? companyParam.toLowerCase() : null;
  await enterAppRole(tx, workshopSettings(userId, companyId));
  const result = await tx.execute(
    sql`select app_current_faccao()::text as faccao_id, app_faccao_company()::text as company_id`,
  );
  const row = (result as unknown as { rows: { faccao_id: string | null; company_id: string | null }[] })
    .rows[0];
  if (!row?.faccao_id) throw forbidden(WORKSHOP_ONLY_MESSAGE);
  if (!row.company_id) throw notFound(WORKSHOP_COMPANY_NOT_FOUND);
  return { userId, faccaoId: row.faccao_id, companyId: row.company_id };
}
