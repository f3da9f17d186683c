import { randomUUID } from 'node:crypto';
import { PUSH_ENDPOINT_INVALID, PUSH_KEY_INVALID, PUSH_KEYS_REQUIRED } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';
import { createPushService } from './push-service.ts';
import { browserStandIn } from './push-test-support.ts';
import { pushSubscriptions } from './schema.ts';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:suporte@alinhavo.app' };
let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp({ push: (db) => createPushService({ db, vapid }) });
  a = await signUpCompany(ctx, 'Confecção Aviso A');
  b = await signUpCompany(ctx, 'Confecção Aviso B');
});
afterAll(() => ctx.close());

const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
const subscription = (endpoint = fcm()) => ({ endpoint, expirationTime: null, keys: browserStandIn().keys });
const rowsOf = (companyId: string) =>
  runAsTenant(ctx.db, companyId, (tx) =>
    tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.companyId, companyId)),
  );
const rowOf = async (companyId: string, endpoint: string) =>
  (await rowsOf(companyId)).find((row) => row.endpoint === endpoint);

describe('GET /api/push/public-key', () => {
  it('gives the VAPID public key the browser subscribes with', async () => {
    const res = await a.client.get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey });
  });

  it('answers null when push is off, so the web skips subscribing', async () => {
    const off = await createTestApp();
    try {
      const owner = await signUpCompany(off, 'Sem Push');
      const res = await owner.client.get('/api/push/public-key');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ publicKey: null });
    } finally {
      await off.close();
    }
  });
});

describe('POST /api/push/subscriptions', () => {
  it('saves this browser for the caller and company, with its user agent', async () => {
    const input = subscription();
    const res = await a.client.request('POST', '/api/push/subscriptions', input, {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/140 Mobile',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    const row = await rowOf(a.companyId, input.endpoint);
    expect(row).toMatchObject({
      id: res.body.id,
      userId: a.userId,
      companyId: a.companyId,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      deviceInfo: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/140 Mobile',
    });
  });

  it('keeps one subscription per browser: subscribing again refreshes its keys', async () => {
    const endpoint = fcm();
    const first = await a.client.post('/api/push/subscriptions', subscription(endpoint));
    const renewed = subscription(endpoint);
    const second = await a.client.post('/api/push/subscriptions', renewed);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const rows = (await rowsOf(a.companyId)).filter((row) => row.endpoint === endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it('re-owns a browser another member of the company had subscribed', async () => {
    const member = await addMember(ctx, a.companyId, 'user');
    const endpoint = fcm();
    await a.client.post('/api/push/subscriptions', subscription(endpoint));
    const res = await member.client.post('/api/push/subscriptions', subscription(endpoint));
    expect(res.status).toBe(200);
    expect((await rowOf(a.companyId, endpoint))?.userId).toBe(member.userId);
  });

  it('moves a browser to another company when someone of that company subscribes it', async () => {
    const endpoint = fcm();
    await a.client.post('/api/push/subscriptions', subscription(endpoint));
    const res = await b.client.post('/api/push/subscriptions', subscription(endpoint));
    expect(res.status).toBe(200);
    expect(await rowOf(a.companyId, endpoint)).toBeUndefined();
    expect(await rowOf(b.companyId, endpoint)).toMatchObject({ userId: b.userId, companyId: b.companyId });
  });

  it('ignores a company or user id in the body', async () => {
    const input = { ...subscription(), companyId: b.companyId, userId: b.userId };
    const res = await a.client.post('/api/push/subscriptions', input);
    expect(res.status).toBe(200);
    expect(await rowOf(a.companyId, input.endpoint)).toMatchObject({ userId: a.userId });
    expect(await rowOf(b.companyId, input.endpoint)).toBeUndefined();
  });

  it('refuses an address that is not an https push service, in Portuguese', async () => {
    for (const endpoint of [
      'isto não é um endereço',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://intranet.local/push',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:senha@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const res = await a.client.post('/api/push/subscriptions', subscription(endpoint));
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.body.error.fields).toEqual({ endpoint: PUSH_ENDPOINT_INVALID });
    }
  });

  it('accepts the push services of Firefox, Edge and Safari', async () => {
    for (const host of [
      'updates.push.services.mozilla.com',
      'wns2-bl2p.notify.windows.com',
      'web.push.apple.com',
    ]) {
      const res = await a.client.post(
        '/api/push/subscriptions',
        subscription(`https://${host}/${randomUUID()}`),
      );
      expect(res.status, host).toBe(200);
    }
  });

  it('refuses missing or malformed keys', async () => {
    const endpoint = fcm();
    const noKeys = await a.client.post('/api/push/subscriptions', { endpoint });
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.error.fields).toEqual({ keys: PUSH_KEYS_REQUIRED });
    const noAuth = await a.client.post('/api/push/subscriptions', {
      endpoint,
      keys: { p256dh: browserStandIn().keys.p256dh },
    });
    expect(noAuth.body.error.fields).toEqual({ 'keys.auth': PUSH_KEYS_REQUIRED });
    const bad = await a.client.post('/api/push/subscriptions', {
      endpoint,
      keys: { p256dh: 'não é base64', auth: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ 'keys.p256dh': PUSH_KEY_INVALID });
    expect(await rowOf(a.companyId, endpoint)).toBeUndefined();
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('removes the caller’s subscription of this browser', async () => {
    const endpoint = fcm();
    await a.client.post('/api/push/subscriptions', subscription(endpoint));
    const res = await a.client.request('DELETE', '/api/push/subscriptions', { endpoint });
    expect(res.status).toBe(204);
    expect(await rowOf(a.companyId, endpoint)).toBeUndefined();
    const again = await a.client.request('DELETE', '/api/push/subscriptions', { endpoint });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Inscrição de notificações não encontrada.');
  });

  it('cannot remove another company’s subscription (404, left intact)', async () => {
    const endpoint = fcm();
    await b.client.post('/api/push/subscriptions', subscription(endpoint));
    const res = await a.client.request('DELETE', '/api/push/subscriptions', { endpoint });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(b.companyId);
    expect(await rowOf(b.companyId, endpoint)).toMatchObject({ userId: b.userId });
  });

  it('cannot remove another member’s subscription in the same company', async () => {
    const member = await addMember(ctx, a.companyId, 'user');
    const endpoint = fcm();
    await member.client.post('/api/push/subscriptions', subscription(endpoint));
    const res = await a.client.request('DELETE', '/api/push/subscriptions', { endpoint });
    expect(res.status).toBe(404);
    expect(await rowOf(a.companyId, endpoint)).toMatchObject({ userId: member.userId });
  });

  it('refuses a body without the address', async () => {
    const res = await a.client.request('DELETE', '/api/push/subscriptions', {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ endpoint: PUSH_ENDPOINT_INVALID });
  });
});
