import { randomUUID } from 'node:crypto';
import type { FeatureKey, PlanType } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { companies, profiles, userFeaturePermissions, userInvites } from '../src/modules/companies/schema.ts';
import { hashPassword } from '../src/platform/auth/password-hash.ts';
import { accounts, users } from '../src/platform/auth/schema.ts';
import { runAsSystemForCompany } from '../src/platform/db/tenant.ts';
import { TestClient, type TestContext } from './test-app.ts';

type Grant = { canAccess?: boolean; canWrite?: boolean; canDelete?: boolean };

/**
 * Adds a member to a company straight in the database (quicker than an invitation) and signs them in. Permissions are the user_feature_permissions rows of part1 §3.
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

/** Puts a company on a plan: one of part1 §9, or a plan row a test inserted. */
export async function setCompanyPlan(
  ctx: TestContext,
  companyId: string,
  planType: PlanType | (string & {}),
) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.update(companies).set({ planType }).where(eq(companies.id, companyId)),
  );
}

/** Moves an invitation's expiry into the past, as if its days had gone by. */
export async function expireInvite(ctx: TestContext, companyId: string, inviteId: string) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx
      .update(userInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(userInvites.id, inviteId)),
  );
}

/** The link of the last invitation e-mail sent to an address, as the invitee would click it. */
export function invitationLink(ctx: TestContext, to: string): URL {
  const mail = ctx.mailer.last(to, 'invitation');
  if (!mail) throw new Error(`no invitation e-mail to ${to}`);
  const match = mail.text.match(/https?:\/\/\S+\/signup\?token=[\w-]+/);
  if (!match) throw new Error(`no invitation link in the e-mail to ${to}`);
  return new URL(match[0]);
}

export function invitationToken(ctx: TestContext, to: string): string {
  return invitationLink(ctx, to).searchParams.get('token')!;
}

/** Accepts the invitation e-mailed to `to` with a fresh client, which ends up signed in as the new member. */
export async function acceptInvitation(ctx: TestContext, to: string, password = 'Arremate#2026') {
  const client = new TestClient(ctx.app);
  const token = invitationToken(ctx, to);
  const res = await client.post('/api/auth/invitation/accept', {
    token,
    password,
    confirmPassword: password,
  });
  return { client, res, token, password };
}
