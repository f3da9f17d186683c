import { TestClient, type TestContext } from '../../../test/test-app.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import { accounts } from '../../platform/auth/schema.ts';
import { insertWorkshopLogin, linkWorkshop } from '../workshops/workshop-test-support.ts';

/** The smallest PDF file-type recognises: the signature and the end marker. */
export const TINY_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A workshop login signed in, associated with the company and mapped to its outworker record. */
export async function signInMappedWorkshop(
  ctx: TestContext,
  name: string,
  companyId: string,
  outworkerId: string,
): Promise<TestClient> {
  const login = await insertWorkshopLogin(ctx.db, name);
  const password = 'Overloque#2026';
  await ctx.db.insert(accounts).values({
    accountId: login.userId,
    providerId: 'credential',
    userId: login.userId,
    password: await hashPassword(password),
  });
  await linkWorkshop(ctx.db, { faccaoId: login.faccaoId, companyId, outworkerId });
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/sign-in/email', { email: login.email, password });
  if (res.status !== 200)
    throw new Error(`workshop sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** GETs a signed address like a browser without the app's cookies would (another tab, a phone's downloader). */
export async function fetchSigned(ctx: TestContext, url: string): Promise<Response> {
  return ctx.app.request(`http://localhost:3000${url}`);
}
