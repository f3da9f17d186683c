import { eq } from 'drizzle-orm';
import { TestClient, type TestContext } from '../../../test/test-app.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import { accounts } from '../../platform/auth/schema.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { insertWorkshopLogin, linkWorkshop } from '../workshops/workshop-test-support.ts';

/** Workshop messaging starts at the Professional plan (plan-features.ts): puts the company on it. */
export async function useProfessionalPlan(ctx: Pick<TestContext, 'db'>, companyId: string): Promise<void> {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.update(subscriptions).set({ planId: 'professional' }).where(eq(subscriptions.companyId, companyId)),
  );
}

export type SignedInWorkshop = { client: TestClient; faccaoId: string; userId: string; email: string };

/**
 * A workshop login with a password, signed in (the invitation flow that makes one in the product is tested in
 * the workshops module), actively associated with each company given.
 */
export async function signInWorkshop(
  ctx: TestContext,
  name: string,
  companyIds: string[] = [],
): Promise<SignedInWorkshop> {
  const login = await insertWorkshopLogin(ctx.db, name);
  const password = 'Overloque#2026';
  const hash = await hashPassword(password);
  await ctx.db
    .insert(accounts)
    .values({ accountId: login.userId, providerId: 'credential', userId: login.userId, password: hash });
  for (const companyId of companyIds) await linkWorkshop(ctx.db, { faccaoId: login.faccaoId, companyId });
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/sign-in/email', { email: login.email, password });
  if (res.status !== 200)
    throw new Error(`workshop sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, ...login };
}

/**
 * For the enumerated route tests: a conversation of the owner's company with a new workshop associated with it,
 * holding one message from each side; returns its id.
 */
export async function createConversationFixture(
  ctx: TestContext,
  owner: TestClient,
  marker: string,
): Promise<{ conversationId: string; faccaoId: string; workshop: SignedInWorkshop }> {
  const me = await owner.get('/api/me');
  if (me.status !== 200) throw new Error(`fixture failed: ${JSON.stringify(me.body)}`);
  const companyId: string = me.body.company.id;
  await useProfessionalPlan(ctx, companyId);
  const workshop = await signInWorkshop(ctx, `Facção ${marker}`, [companyId]);
  const started = await owner.post('/api/faccao-conversations', {
    faccaoId: workshop.faccaoId,
    subject: `Assunto ${marker}`,
  });
  if (started.status !== 200) throw new Error(`fixture failed: ${JSON.stringify(started.body)}`);
  const conversationId: string = started.body.conversation.id;
  const sent = await owner.post(`/api/faccao-conversations/${conversationId}/messages`, {
    content: `Mensagem ${marker}`,
  });
  if (sent.status !== 201) throw new Error(`fixture failed: ${JSON.stringify(sent.body)}`);
  const reply = await workshop.client.post(
    `/api/workshop/companies/${companyId}/conversations/${conversationId}/messages`,
    { content: `Resposta ${marker}` },
  );
  if (reply.status !== 201) throw new Error(`fixture failed: ${JSON.stringify(reply.body)}`);
  return { conversationId, faccaoId: workshop.faccaoId, workshop };
}
