import { randomUUID } from 'node:crypto';
import { INVITE_TTL_DAYS } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import { outworkers } from '../modules/outworkers/schema.ts';
import { newInviteToken } from '../modules/users/index.ts';
import {
  faccaoCompanies,
  faccaoInvites,
  faccaoOutworkers,
  faccaoUsers,
  faccoes,
} from '../modules/workshops/schema.ts';
import { accounts, users } from '../platform/auth/schema.ts';
import type { Tx } from '../platform/db/client.ts';
import { DEMO_WORKSHOPS } from './demo-data.ts';

const DAY_MS = 86_400_000;

/** A demo workshop as seeded: its record, its login and its link's status with the demo company. */
export type SeededDemoWorkshop = {
  faccaoId: string;
  faccaoName: string;
  workshopUserId: string;
  status: (typeof DEMO_WORKSHOPS)[number]['status'];
};

/**
 * The demo's workshop logins (DEMO_WORKSHOPS): each workshop, its login and its link with the demo company —
 * active and mapped to its outworker record, or pending in its bell with the company's invitation waiting.
 * Runs in the demo company's system transaction, after the production history (the batches are already there).
 */
export async function seedDemoWorkshops(
  tx: Tx,
  { companyId, ownerId, passwordHash }: { companyId: string; ownerId: string; passwordHash: string },
): Promise<SeededDemoWorkshop[]> {
  const now = Date.now();
  const seeded: SeededDemoWorkshop[] = [];
  for (const workshop of DEMO_WORKSHOPS) {
    const [outworker] = await tx
      .select({ id: outworkers.id, name: outworkers.name })
      .from(outworkers)
      .where(and(eq(outworkers.companyId, companyId), eq(outworkers.name, workshop.outworker)));
    if (!outworker) throw new Error(`demo seed: outworker '${workshop.outworker}' not found`);
    const userId = randomUUID();
    const faccaoId = randomUUID();
    await tx
      .insert(users)
      .values({ id: userId, name: outworker.name, email: workshop.email, emailVerified: true });
    await tx
      .insert(accounts)
      .values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
    await tx.insert(faccoes).values({
      id: faccaoId,
      name: outworker.name,
      email: workshop.email,
      documentNumber: workshop.documentNumber,
    });
    await tx.insert(faccaoUsers).values({ userId, faccaoId });
    const active = workshop.status === 'active';
    const invitedAt = new Date(now - (active ? 20 : 1) * DAY_MS);
    await tx.insert(faccaoInvites).values({
      companyId,
      tokenHash: newInviteToken().tokenHash,
      email: workshop.email,
      fullName: outworker.name,
      outworkerId: outworker.id,
      status: active ? 'accepted' : 'pending',
      faccaoId,
      createdBy: ownerId,
      createdAt: invitedAt,
      expiresAt: new Date(invitedAt.getTime() + INVITE_TTL_DAYS * DAY_MS),
      acceptedAt: active ? new Date(invitedAt.getTime() + DAY_MS) : null,
    });
    await tx.insert(faccaoCompanies).values({
      faccaoId,
      companyId,
      status: workshop.status,
      invitedBy: ownerId,
      invitedAt,
      acceptedAt: active ? new Date(invitedAt.getTime() + DAY_MS) : null,
    });
    await tx.insert(faccaoOutworkers).values({ faccaoId, companyId, outworkerId: outworker.id });
    seeded.push({ faccaoId, faccaoName: outworker.name, workshopUserId: userId, status: workshop.status });
  }
  return seeded;
}
