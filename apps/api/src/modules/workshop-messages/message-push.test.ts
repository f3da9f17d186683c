import { randomUUID } from 'node:crypto';
import { cutPushBody } from '@alinhavo/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { createPushService, type PushService } from '../push/index.ts';
import {
  type BrowserStandIn,
  browserStandIn,
  decryptPush,
  type FakePushService,
  startFakePushService,
} from '../push/push-test-support.ts';
import { workshopUserIds } from '../workshops/index.ts';
import {
  type SignedInWorkshop,
  signInWorkshop,
  useProfessionalPlan,
} from './workshop-messages-test-support.ts';

/**
 * part2 §7 'send-push' for workshop messages: each message notifies the other side, once committed — the
 * workshop's own logins for a company's message, the company's members who may read workshop messages for a
 * workshop's — and nobody in another company or another workshop.
 */
let fake: FakePushService;
let ctx: TestContext;
let push: PushService;
let a: SignedUpCompany;
let b: SignedUpCompany;
/** Associated with A and B. */
let dual: SignedInWorkshop;
/** Associated with A only. */
let solo: SignedInWorkshop;
const browsers: Record<string, { browser: BrowserStandIn; name: string }> = {};

async function subscribe(holder: string, client: TestClient, path: string) {
  const browser = browserStandIn();
  const name = randomUUID();
  const res = await client.post(path, { endpoint: fake.endpoint(name), keys: browser.keys });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  browsers[holder] = { browser, name };
}

/** Who got a push, and what each one read. */
function delivered(): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [holder, { browser, name }] of Object.entries(browsers)) {
    const pushes = fake.received.filter((p) => p.path === `/push/${name}`);
    if (pushes.length > 0) out[holder] = pushes.map((p) => decryptPush(p, browser));
  }
  return out;
}

async function conversationWith(owner: TestClient, faccaoId: string): Promise<string> {
  const res = await owner.post('/api/faccao-conversations', { faccaoId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.conversation.id;
}

const portal = (companyId: string, conversationId: string) =>
  `/api/workshop/companies/${companyId}/conversations/${conversationId}/messages`;

beforeAll(async () => {
  fake = await startFakePushService();
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:suporte@alinhavo.app' };
  ctx = await createTestApp({
    push: (db) => {
      push = createPushService({
        db,
        vapid,
        extraHosts: [fake.host],
        agent: fake.agent,
        workshopUsers: workshopUserIds,
      });
      return push;
    },
  });
  a = await signUpCompany(ctx, 'Confecção Push A');
  b = await signUpCompany(ctx, 'Confecção Push B');
  await useProfessionalPlan(ctx, a.companyId);
  await useProfessionalPlan(ctx, b.companyId);
  dual = await signInWorkshop(ctx, 'Facção Dupla', [a.companyId, b.companyId]);
  solo = await signInWorkshop(ctx, 'Facção Solo', [a.companyId]);
  const workshopPath = '/api/workshop/push/subscriptions';
  await subscribe('dual workshop', dual.client, workshopPath);
  await subscribe('solo workshop', solo.client, workshopPath);
  const companyPath = '/api/push/subscriptions';
  await subscribe('A owner', a.client, companyPath);
  const reader = await addMember(ctx, a.companyId, 'user', { 'faccao-messages': { canAccess: true } });
  await subscribe('A member reading workshop messages', reader.client, companyPath);
  const stranger = await addMember(ctx, a.companyId, 'user', { products: { canAccess: true } });
  await subscribe('A member without workshop messages', stranger.client, companyPath);
  await subscribe('B owner', b.client, companyPath);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.received.length = 0;
});

describe('a company’s message', () => {
  it('notifies the workshop’s logins only, titled with the company, opening the conversation in the portal', async () => {
    const id = await conversationWith(a.client, dual.faccaoId);
    const res = await a.client.post(`/api/faccao-conversations/${id}/messages`, {
      content: 'Lote 12 sai amanhã?',
    });
    expect(res.status).toBe(201);
    await push.settled();
    expect(delivered()).toEqual({
      'dual workshop': [
        {
          title: 'Confecção Push A',
          body: 'Lote 12 sai amanhã?',
          tag: `faccao-conversa-${id}`,
          url: `/faccao?tab=mensagens&conv=${id}&empresa=${a.companyId}`,
        },
      ],
    });
  });

  it('cuts a long message to 120 characters in the notification', async () => {
    const id = await conversationWith(a.client, solo.faccaoId);
    const content = `Pedido de ajuste: ${'bainha dupla na barra, '.repeat(20)}`.trim();
    expect((await a.client.post(`/api/faccao-conversations/${id}/messages`, { content })).status).toBe(201);
    await push.settled();
    const got = delivered();
    expect(Object.keys(got)).toEqual(['solo workshop']);
    const body = (got['solo workshop']![0] as { body: string }).body;
    expect(Array.from(body)).toHaveLength(120);
    expect(body).toBe(cutPushBody(content));
  });

  it('notifies nobody when the send is refused', async () => {
    const res = await a.client.post(`/api/faccao-conversations/${randomUUID()}/messages`, { content: 'Olá' });
    expect(res.status).toBe(404);
    await push.settled();
    expect(fake.received).toHaveLength(0);
  });
});

describe('a workshop’s message', () => {
  it('notifies the company’s members who read workshop messages, never another company nor the workshop', async () => {
    const id = await conversationWith(a.client, dual.faccaoId);
    const res = await dual.client.post(portal(a.companyId, id), { content: 'Terminamos o lote hoje.' });
    expect(res.status).toBe(201);
    await push.settled();
    const expected = {
      title: 'Mensagem da Facção',
      body: 'Facção Dupla: Terminamos o lote hoje.',
      tag: `faccao-conversa-${id}`,
      url: `/app/mensagens-faccao?conv=${id}`,
    };
    expect(delivered()).toEqual({
      'A owner': [expected],
      'A member reading workshop messages': [expected],
    });
  });

  it('in the other company it works for, notifies that company only', async () => {
    const id = await conversationWith(b.client, dual.faccaoId);
    const res = await dual.client.post(portal(b.companyId, id), { content: 'Recebido.' });
    expect(res.status).toBe(201);
    await push.settled();
    expect(Object.keys(delivered())).toEqual(['B owner']);
  });
});
