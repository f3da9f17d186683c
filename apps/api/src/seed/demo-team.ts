import { randomUUID } from 'node:crypto';
import { INVITE_TTL_DAYS, presetPermissions } from '@alinhavo/domain';
import { profiles, userInvites } from '../modules/companies/schema.ts';
import { newInviteToken, writePermissions } from '../modules/users/index.ts';
import { accounts, users } from '../platform/auth/schema.ts';
import type { Tx } from '../platform/db/client.ts';
import { DEMO_TEAM } from './demo-data.ts';

/**
 * Adds the demo team to the demo company: members with their profile's permissions and one pending
 * invitation. The invitation's token is thrown away (only its hash is kept); "Reenviar" makes a usable link.
 * Runs in the demo company's system transaction.
 */
export async function seedDemoTeam(
  tx: Tx,
  { companyId, ownerId, passwordHash }: { companyId: string; ownerId: string; passwordHash: string },
): Promise<void> {
  for (const member of DEMO_TEAM.members) {
    const id = randomUUID();
    await tx.insert(users).values({ id, name: member.fullName, email: member.email, emailVerified: true });
    await tx
      .insert(accounts)
      .values({ accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    await tx.insert(profiles).values({
      id,
      companyId,
      email: member.email,
      fullName: member.fullName,
      role: member.role,
      isActive: member.isActive,
    });
    await writePermissions(tx, companyId, id, presetPermissions(member.profile));
  }
  const now = Date.now();
  await tx.insert(userInvites).values({
    ...DEMO_TEAM.invite,
    companyId,
    tokenHash: newInviteToken().tokenHash,
    createdBy: ownerId,
    expiresAt: new Date(now + INVITE_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
}
