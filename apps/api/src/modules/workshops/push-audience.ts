import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { faccaoOutworkers } from './schema.ts';

/**
 * The user ids of a workshop's own logins, as a company sees them (`tx` runs as `companyId`): the workshop behind
 * one of the company's outworker records (faccao_outworkers), or named by its id; none unless its association
 * with the company is active (app_workshop_logins, migration 0029). The push service's `workshopUsers` lookup
 * (part2 §7 'send-push' audience faccao).
 */
export async function workshopUserIds(
  tx: Tx,
  companyId: string,
  workshop: { outworkerId: string } | { faccaoId: string },
): Promise<string[]> {
  let faccaoId: string | undefined;
  if ('faccaoId' in workshop) faccaoId = workshop.faccaoId;
  else {
    const [mapped] = await tx
      .select({ faccaoId: faccaoOutworkers.faccaoId })
      .from(faccaoOutworkers)
      .where(
        and(
          eq(faccaoOutworkers.companyId, companyId),
          eq(faccaoOutworkers.outworkerId, workshop.outworkerId),
        ),
      );
    faccaoId = mapped?.faccaoId;
  }
  if (!faccaoId) return [];
  const result = await tx.execute(sql`select app_workshop_logins(${faccaoId}) as "userId"`);
  return (result as unknown as { rows: { userId: string }[] }).rows.map((row) => row.userId);
}
