import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { WorkshopHooks, WorkshopIdentity } from '../../platform/http/request-hooks.ts';
import { faccaoCompanies, faccaoUsers, faccoes } from './schema.ts';

/**
 * The workshop of a login and the companies it is actively associated with, read as the app role through the
 * workshop's own policies (`tx` has `app.user_id` set); null for anyone else (a company member).
 */
export async function loadWorkshopIdentity(tx: Tx, userId: string): Promise<WorkshopIdentity | null> {
  const [row] = await tx
    .select({ faccaoId: faccoes.id, name: faccoes.name, email: faccoes.email })
    .from(faccaoUsers)
    .innerJoin(faccoes, eq(faccoes.id, faccaoUsers.faccaoId))
    .where(eq(faccaoUsers.userId, userId))
    .limit(1);
  if (!row) return null;
  const active = await tx
    .select({ companyId: faccaoCompanies.companyId })
    .from(faccaoCompanies)
    .where(and(eq(faccaoCompanies.faccaoId, row.faccaoId), eq(faccaoCompanies.status, 'active')));
  return {
    userId,
    email: row.email,
    fullName: row.name,
    faccaoId: row.faccaoId,
    faccaoName: row.name,
    activeCompanyIds: active.map((a) => a.companyId),
  };
}

/** What the route pipeline needs from this module; app.ts hands it to the platform. */
export const workshopHooks: WorkshopHooks = { load: loadWorkshopIdentity };
