import { randomUUID } from 'node:crypto';
import type { FeatureKey } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { profiles, userFeaturePermissions } from '../src/modules/companies/schema.ts';
import { hashPassword } from '../src/platform/auth/password-hash.ts';
import { accounts, users } from '../src/platform/auth/schema.ts';
import { runAsSystemForCompany } from '../src/platform/db/tenant.ts';
import { TestClient, type TestContext } from './test-app.ts';

type Grant = { canAccess?: boolean; canWrite?: boolean; canDelete?: boolean };

/**
 * Adds a member to a company straight in the database (invitations come with the accounts issue) and signs
 * them in. Permissions are the user_feature_permissions rows of part1 §3.
 */
export async function addMember(
  ctx: TestContext,
  companyId: string,
  role: 'admin' | 'manager' | 'user',
  grants: Partial<Record<FeatureKey, Grant>> = {},
) {
  const userId = randomUUID();
  const email = `member-${userId.slice(0, 8)}@example.com`;
  const password = 'Agulha#2026';
  const passwordHash = await hashPassword(password);
  await runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    await tx.insert(users).values({ id: userId, name: 'Membro Teste', email });
    await tx
      .insert(accounts)
      .values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
    await tx.insert(profiles).values({ id: userId, companyId, email, fullName: 'Membro Teste', role });
    const rows = Object.entries(grants).map(([feature, g]) => ({
      companyId,
      userId,
      feature,
      canAccess: g.canAccess ?? true,
      canWrite: g.canWrite ?? false,
      canDelete: g.canDelete ?? false,
    }));
    if (rows.length) await tx.insert(userFeaturePermissions).values(rows);
  });
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  if (res.status !== 200) throw new Error(`member sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, userId, email, password };
}

export async function setProfileActive(
  ctx: TestContext,
  companyId: string,
  userId: string,
  isActive: boolean,
) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.update(profiles).set({ isActive }).where(eq(profiles.id, userId)),
  );
}
