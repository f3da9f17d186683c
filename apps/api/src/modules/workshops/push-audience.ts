import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { faccaoCompanies, faccaoOutworkers, faccaoUsers } from './schema.ts';

/**
 * The user ids of a workshop's own logins, as a company sees them (`tx` runs as `companyId`): the workshop behind
 * one of the company's outworker records (faccao_outworkers), or named by its id; only while its association with
 * the company is active. The push service's `workshopUsers` lookup (part2 §7 'send-push' audience faccao).
 */
export async function workshopUserIds(
  tx: Tx,
  companyId: string,
  workshop: { outworkerId: string } | { faccaoId: string },
): Promise<string[]> {
  const active = and(
    eq(faccaoCompanies.faccaoId, faccaoUsers.faccaoId),
    eq(faccaoCompanies.companyId, companyId),
    eq(faccaoCompanies.status, 'active'),
  );
  if ('faccaoId' in workshop) {
    const rows = await tx
      .select({ userId: faccaoUsers.userId })
      .from(faccaoUsers)
      .innerJoin(faccaoCompanies, active)
      .where(eq(faccaoUsers.faccaoId, workshop.faccaoId));
    return rows.map((row) => row.userId);
  }
  const rows = await tx
    .select({ userId: faccaoUsers.userId })
    .from(faccaoOutworkers)
    .innerJoin(faccaoUsers, eq(faccaoUsers.faccaoId, faccaoOutworkers.faccaoId))
    .innerJoin(faccaoCompanies, active)
    .where(
      and(eq(faccaoOutworkers.companyId, companyId), eq(faccaoOutworkers.outworkerId, workshop.outworkerId)),
    );
  return rows.map((row) => row.userId);
}
