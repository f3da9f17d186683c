import { randomUUID } from 'node:crypto';
import { users } from '../../platform/auth/schema.ts';
import type { Db } from '../../platform/db/client.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { faccaoCompanies, faccaoOutworkers, faccaoUsers, faccoes } from './schema.ts';

/**
 * A workshop with a login (no password: tests that need to sign in use the invitation flow), written as the
 * connecting owner the way sign-up writes it.
 */
export async function insertWorkshopLogin(
  db: Db,
  name = 'Facção Teste',
): Promise<{ faccaoId: string; userId: string; email: string }> {
  const userId = randomUUID();
  const faccaoId = randomUUID();
  const email = `faccao-${userId.slice(0, 8)}@example.com`;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, name, email, emailVerified: true });
    await tx.insert(faccoes).values({ id: faccaoId, name, email });
    await tx.insert(faccaoUsers).values({ userId, faccaoId });
  });
  return { faccaoId, userId, email };
}

/** Associates a workshop with a company (active unless told) and maps it to the company's outworker record. */
export async function linkWorkshop(
  db: Db,
  link: { faccaoId: string; companyId: string; outworkerId?: string; status?: 'pending' | 'active' },
): Promise<void> {
  await runAsSystemForCompany(db, link.companyId, async (tx) => {
    await tx.insert(faccaoCompanies).values({
      faccaoId: link.faccaoId,
      companyId: link.companyId,
      status: link.status ?? 'active',
      acceptedAt: link.status === 'pending' ? null : new Date(),
    });
    if (link.outworkerId) {
      await tx
        .insert(faccaoOutworkers)
        .values({ faccaoId: link.faccaoId, companyId: link.companyId, outworkerId: link.outworkerId });
    }
  });
}
