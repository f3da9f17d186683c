import { randomUUID } from 'node:crypto';
import { PUSH_ENDPOINT_INVALID, PUSH_KEYS_REQUIRED } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { pgErrorOf } from '../../platform/db/pg-errors.ts';
import { runAsTenant, runAsWorkshop } from '../../platform/db/tenant.ts';
import {
  type SignedInWorkshop,
  signInWorkshop,
} from '../workshop-messages/workshop-messages-test-support.ts';
import { workshopUserIds } from '../workshops/index.ts';
import { faccaoUsers } from '../workshops/schema.ts';
import { linkWorkshop } from '../workshops/workshop-test-support.ts';
import { createPushService } from './push-service.ts';
import { browserStandIn } from './push-test-support.ts';
import { pushSubscriptions } from './schema.ts';

/** Web push in the facção portal: a workshop login subscribes its browser; the browser belongs to its workshop. */
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:suporte@alinhavo.app' };
let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
/** Actively associated with A. */
let w: SignedInWorkshop;
/** Another workshop, actively associated with A too. */
let w2: SignedInWorkshop;

const path = '/api/workshop/push/subscriptions';
const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
const subscription = (endpoint = fcm()) => ({ endpoint, expirationTime: null, keys: browserStandIn().keys });
/** The workshop login's own browsers, as it sees them. */
const rowsOfWorkshop = (login: SignedInWorkshop) =>
  runAsWorkshop(ctx.db, login.userId, null, (tx) => tx.select().from(pushSubscriptions));
const workshopRow = async (login: SignedInWorkshop, endpoint: string) =>
  (await rowsOfWorkshop(login)).find((row) => row.endpoint === endpoint);
/** What a company's request may see of the table. */
const rowsSeenBy = (companyId: string) =>
  runAsTenant(ctx.db, companyId, (tx) => tx.select().from(pushSubscriptions));
const companyRow = async (companyId: string, endpoint: string) =>
  (await rowsSeenBy(companyId)).find((row) => row.endpoint === endpoint);

beforeAll(async () => {
  ctx = await createTestApp({
    push: (db) => createPushService({ db, vapid, workshopUsers: workshopUserIds }),
  });
  a = await signUpCompany(ctx, 'Confecção Portal A');
  b = await signUpCompany(ctx, 'Confecção Portal B');
  w = await signInWorkshop(ctx, 'Facção Notificada', [a.companyId]);
  w2 = await signInWorkshop(ctx, 'Facção Vizinha', [a.companyId]);
}, 120_000);
afterAll(() => ctx.close());

describe('GET /api/workshop/push/public-key', () => {
  it('gives a workshop login the VAPID public key', async () => {
    const res = await w.client.get('/api/workshop/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey });
  });

  it('is the portal’s: a workshop login is sent there from the company route, a member refused here', async () => {
    const company = await w.client.get('/api/push/public-key');
    expect(company.status).toBe(403);
    expect(company.body.error.code).toBe('WORKSHOP_LOGIN');
    const member = await a.client.get('/api/workshop/push/public-key');
    expect(member.status).toBe(403);
    expect(member.body.error.message).toBe('Acesso restrito à facção.');
  });
});

describe('POST /api/workshop/push/subscriptions', () => {
  it('saves this browser for the login and its workshop, in no company, with its user agent', async () => {
    const input = subscription();
    const res = await w.client.request('POST', path, input, {
      'user-agent': 'Mozilla/5.0 (Android 14) Chrome/140',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    expect(await workshopRow(w, input.endpoint)).toMatchObject({
      id: res.body.id,
      userId: w.userId,
      faccaoId: w.faccaoId,
      companyId: null,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      deviceInfo: 'Mozilla/5.0 (Android 14) Chrome/140',
    });
  });

  it('keeps one subscription per browser: subscribing again refreshes its keys', async () => {
    const endpoint = fcm();
    const first = await w.client.post(path, subscription(endpoint));
    const renewed = subscription(endpoint);
    const second = await w.client.post(path, renewed);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const rows = (await rowsOfWorkshop(w)).filter((row) => row.endpoint === endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it('ignores a company, workshop or user id in the body', async () => {
    const input = { ...subscription(), companyId: b.companyId, faccaoId: w2.faccaoId, userId: w2.userId };
    const res = await w.client.post(path, input);
    expect(res.status).toBe(200);
    expect(await workshopRow(w, input.endpoint)).toMatchObject({
      userId: w.userId,
      faccaoId: w.faccaoId,
      companyId: null,
    });
    expect(await workshopRow(w2, input.endpoint)).toBeUndefined();
    expect(await companyRow(b.companyId, input.endpoint)).toBeUndefined();
  });

  it('takes a browser over from a company member, and gives it back (one row per browser)', async () => {
    const endpoint = fcm();
    expect((await b.client.post('/api/push/subscriptions', subscription(endpoint))).status).toBe(200);
    expect((await w.client.post(path, subscription(endpoint))).status).toBe(200);
    expect(await companyRow(b.companyId, endpoint)).toBeUndefined();
    expect(await workshopRow(w, endpoint)).toMatchObject({ faccaoId: w.faccaoId, companyId: null });
    expect((await b.client.post('/api/push/subscriptions', subscription(endpoint))).status).toBe(200);
    expect(await workshopRow(w, endpoint)).toBeUndefined();
    expect(await companyRow(b.companyId, endpoint)).toMatchObject({ userId: b.userId, faccaoId: null });
  });

  it('takes a browser over from another workshop’s login', async () => {
    const endpoint = fcm();
    await w2.client.post(path, subscription(endpoint));
    const res = await w.client.post(path, subscription(endpoint));
    expect(res.status).toBe(200);
    expect(await workshopRow(w2, endpoint)).toBeUndefined();
    expect(await workshopRow(w, endpoint)).toMatchObject({ userId: w.userId });
  });

  it('refuses an address that is not an https push service, and missing keys, in Portuguese', async () => {
    const internal = await w.client.post(path, subscription('https://169.254.169.254/latest/meta-data'));
    expect(internal.status).toBe(400);
    expect(internal.body.error.fields).toEqual({ endpoint: PUSH_ENDPOINT_INVALID });
    const endpoint = fcm();
    const noKeys = await w.client.post(path, { endpoint });
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.error.fields).toEqual({ keys: PUSH_KEYS_REQUIRED });
    expect(await workshopRow(w, endpoint)).toBeUndefined();
  });

  it('refuses a company member (403) and sends a workshop login away from the company route', async () => {
    const member = await a.client.post(path, subscription());
    expect(member.status).toBe(403);
    expect(member.body.error.message).toBe('Acesso restrito à facção.');
    const input = subscription();
    const company = await w.client.post('/api/push/subscriptions', input);
    expect(company.status).toBe(403);
    expect(company.body.error.code).toBe('WORKSHOP_LOGIN');
    expect(await workshopRow(w, input.endpoint)).toBeUndefined();
  });
});

describe('DELETE /api/workshop/push/subscriptions', () => {
  it('removes the login’s subscription of this browser', async () => {
    const endpoint = fcm();
    await w.client.post(path, subscription(endpoint));
    const res = await w.client.request('DELETE', path, { endpoint });
    expect(res.status).toBe(204);
    expect(await workshopRow(w, endpoint)).toBeUndefined();
    const again = await w.client.request('DELETE', path, { endpoint });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Inscrição de notificações não encontrada.');
  });

  it('cannot remove another workshop’s browser, nor a company member a workshop’s (404, left intact)', async () => {
    const endpoint = fcm();
    await w2.client.post(path, subscription(endpoint));
    const byWorkshop = await w.client.request('DELETE', path, { endpoint });
    expect(byWorkshop.status).toBe(404);
    const byMember = await a.client.request('DELETE', '/api/push/subscriptions', { endpoint });
    expect(byMember.status).toBe(404);
    expect(await workshopRow(w2, endpoint)).toMatchObject({ userId: w2.userId });
  });

  it('cannot remove a company member’s browser', async () => {
    const endpoint = fcm();
    await a.client.post('/api/push/subscriptions', subscription(endpoint));
    const res = await w.client.request('DELETE', path, { endpoint });
    expect(res.status).toBe(404);
    expect(await companyRow(a.companyId, endpoint)).toMatchObject({ userId: a.userId });
  });

  it('refuses a body without the address', async () => {
    const res = await w.client.request('DELETE', path, {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ endpoint: PUSH_ENDPOINT_INVALID });
  });
});

describe('who sees a workshop’s browsers (policies of migration 0029)', () => {
  it('a company reads those of the workshops actively associated with it, never another company', async () => {
    const endpoint = fcm();
    await w.client.post(path, subscription(endpoint));
    expect(await companyRow(a.companyId, endpoint)).toMatchObject({ faccaoId: w.faccaoId });
    expect(await companyRow(b.companyId, endpoint)).toBeUndefined();
    // A pending association opens nothing.
    await linkWorkshop(ctx.db, { faccaoId: w.faccaoId, companyId: b.companyId, status: 'pending' });
    expect(await companyRow(b.companyId, endpoint)).toBeUndefined();
  });

  it('a company names only the logins of its active workshops, and cannot write a workshop’s browser', async () => {
    const idsSeenBy = (companyId: string) =>
      runAsTenant(ctx.db, companyId, (tx) => workshopUserIds(tx, companyId, { faccaoId: w.faccaoId }));
    expect(await idsSeenBy(a.companyId)).toEqual([w.userId]);
    expect(await idsSeenBy(b.companyId)).toEqual([]);
    // Nor does the table of logins open to a company.
    const logins = await runAsTenant(ctx.db, a.companyId, (tx) =>
      tx.select().from(faccaoUsers).where(eq(faccaoUsers.faccaoId, w.faccaoId)),
    );
    expect(logins).toEqual([]);
    await expect(
      runAsTenant(ctx.db, a.companyId, (tx) =>
        tx.insert(pushSubscriptions).values({
          faccaoId: w.faccaoId,
          userId: w.userId,
          endpoint: fcm(),
          ...browserStandIn().keys,
        }),
      ),
    ).rejects.toSatisfy((error) => pgErrorOf(error).code === '42501'); // refused by the policies
  });

  it('a workshop login cannot take a company’s place (no company id on its rows)', async () => {
    await expect(
      runAsWorkshop(ctx.db, w.userId, null, (tx) =>
        tx.insert(pushSubscriptions).values({
          companyId: a.companyId,
          userId: w.userId,
          endpoint: fcm(),
          ...browserStandIn().keys,
        }),
      ),
    ).rejects.toSatisfy((error) => pgErrorOf(error).code === '42501'); // refused by the policies
  });
});
