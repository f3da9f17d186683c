import { randomUUID } from 'node:crypto';
import {
  PLAN_FEATURE_MESSAGE,
  WORKSHOP_CONVERSATION_ENDED,
  WORKSHOP_CONVERSATION_ENDED_FOR_WORKSHOP,
  WORKSHOP_MESSAGE_EMPTY,
  WORKSHOP_MESSAGE_TOO_LONG,
  WORKSHOP_MESSAGES,
  WORKSHOP_NOT_ASSOCIATED,
} from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';
import { linkWorkshop } from '../workshops/workshop-test-support.ts';
import { endConversations } from './index.ts';
import {
  type SignedInWorkshop,
  signInWorkshop,
  useProfessionalPlan,
} from './workshop-messages-test-support.ts';

let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
/** Associated with A and B. */
let dual: SignedInWorkshop;
/** Associated with A only. */
let solo: SignedInWorkshop;
/** Pending with A (invited, not accepted). */
let pending: SignedInWorkshop;

const company = (path = '') => `/api/faccao-conversations${path}`;
const portal = (companyId: string, path = '') => `/api/workshop/companies/${companyId}/conversations${path}`;

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção A');
  b = await signUpCompany(ctx, 'Confecção B');
  await useProfessionalPlan(ctx, a.companyId);
  await useProfessionalPlan(ctx, b.companyId);
  dual = await signInWorkshop(ctx, 'Facção Dupla', [a.companyId, b.companyId]);
  solo = await signInWorkshop(ctx, 'Facção Solo', [a.companyId]);
  pending = await signInWorkshop(ctx, 'Facção Pendente');
  await linkWorkshop(ctx.db, { faccaoId: pending.faccaoId, companyId: a.companyId, status: 'pending' });
}, 120_000);
afterAll(() => ctx?.close());

async function start(owner: TestClient, faccaoId: string, subject?: string) {
  const res = await owner.post(company(), { faccaoId, ...(subject ? { subject } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { conversation: { id: string } & Record<string, unknown>; created: boolean };
}

async function send(client: TestClient, path: string, content: string) {
  const res = await client.post(path, { content });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; content: string; senderType: string; createdAt: string };
}

/** A fresh workshop associated with A and a conversation with it, so each test starts from a clean thread. */
async function freshConversation(name: string) {
  const workshop = await signInWorkshop(ctx, name, [a.companyId]);
  const { conversation } = await start(a.client, workshop.faccaoId);
  return { workshop, id: conversation.id };
}

describe('company side: starting a conversation', () => {
  it('offers only the workshops actively associated with the company, by name', async () => {
    const res = await a.client.get(company('/workshops'));
    expect(res.status).toBe(200);
    const ids = res.body.items.map((w: { id: string }) => w.id);
    expect(ids).toContain(dual.faccaoId);
    expect(ids).toContain(solo.faccaoId);
    expect(ids).not.toContain(pending.faccaoId);
    const names = res.body.items.map((w: { name: string }) => w.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));
    const ofB = (await b.client.get(company('/workshops'))).body.items.map((w: { id: string }) => w.id);
    expect(ofB).toEqual([dual.faccaoId]);
  });

  it("'Iniciar' creates the conversation once, then opens the one already open", async () => {
    const first = await start(a.client, solo.faccaoId, '  Lote de verão  ');
    expect(first.created).toBe(true);
    expect(first.conversation).toMatchObject({
      faccaoId: solo.faccaoId,
      faccaoName: 'Facção Solo',
      companyName: 'Confecção A',
      subject: 'Lote de verão',
      status: 'open',
      lastMessage: null,
      unread: false,
    });
    const again = await start(a.client, solo.faccaoId);
    expect(again).toMatchObject({ created: false, conversation: { id: first.conversation.id } });
    const workshops = (await a.client.get(company('/workshops'))).body.items;
    expect(workshops.find((w: { id: string }) => w.id === solo.faccaoId).openConversationId).toBe(
      first.conversation.id,
    );
    const list = (await a.client.get(company())).body.items.map((c: { id: string }) => c.id);
    expect(list.filter((id: string) => id === first.conversation.id)).toHaveLength(1);
  });

  it('two clicks at once still make one open conversation', async () => {
    const workshop = await signInWorkshop(ctx, 'Facção Apressada', [a.companyId]);
    const [x, y] = await Promise.all([
      start(a.client, workshop.faccaoId),
      start(a.client, workshop.faccaoId),
    ]);
    expect(x.conversation.id).toBe(y.conversation.id);
  });

  it('refuses a workshop that is not actively associated, with a message in Portuguese', async () => {
    const stranger = await signInWorkshop(ctx, 'Facção de B', [b.companyId]);
    for (const faccaoId of [stranger.faccaoId, pending.faccaoId, randomUUID()]) {
      const res = await a.client.post(company(), { faccaoId });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.faccaoId).toBe(WORKSHOP_NOT_ASSOCIATED);
    }
    for (const body of [{}, { faccaoId: 'nao-existe' }, { faccaoId: 12 }]) {
      const res = await a.client.post(company(), body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.faccaoId).toBe('Escolha uma facção');
    }
    const long = await a.client.post(company(), { faccaoId: solo.faccaoId, subject: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.subject).toBe('Máximo de 200 caracteres');
  });
});

describe('messages', () => {
  it('sends trimmed text from each side and lists the thread oldest first with the latest preview', async () => {
    const { workshop, id } = await freshConversation('Facção Conversa');
    const mine = await send(a.client, company(`/${id}/messages`), '  Bom dia! O lote 12 sai amanhã.  \n');
    expect(mine).toMatchObject({ content: 'Bom dia! O lote 12 sai amanhã.', senderType: 'empresa' });
    expect(mine.createdAt).toMatch(/Z$/);
    const reply = await send(workshop.client, portal(a.companyId, `/${id}/messages`), 'Combinado, obrigado.');
    expect(reply.senderType).toBe('faccao');

    for (const [client, path] of [
      [a.client, company(`/${id}/messages`)],
      [workshop.client, portal(a.companyId, `/${id}/messages`)],
    ] as const) {
      const thread = await client.get(path);
      expect(thread.status).toBe(200);
      expect(thread.body.hasMore).toBe(false);
      expect(thread.body.items.map((m: { content: string }) => m.content)).toEqual([
        'Bom dia! O lote 12 sai amanhã.',
        'Combinado, obrigado.',
      ]);
    }
    const one = (await a.client.get(company(`/${id}`))).body;
    expect(one.lastMessage).toMatchObject({ preview: 'Combinado, obrigado.', senderType: 'faccao' });
    const list = (await a.client.get(company())).body.items;
    expect(list[0].id).toBe(id);
  });

  it('cuts the preview at 100 characters, and keeps the whole message', async () => {
    const { id } = await freshConversation('Facção Longa');
    const text = `${'Linha de costura reforçada '.repeat(10)}fim`;
    await send(a.client, company(`/${id}/messages`), text);
    const one = (await a.client.get(company(`/${id}`))).body;
    expect(Array.from(one.lastMessage.preview as string)).toHaveLength(100);
    expect(one.lastMessage.preview.endsWith('…')).toBe(true);
    const thread = (await a.client.get(company(`/${id}/messages`))).body;
    expect(thread.items[0].content).toBe(text);
  });

  it('refuses empty, blank and over-long messages with clear messages, and keeps a 4,000-character one', async () => {
    const { workshop, id } = await freshConversation('Facção Validação');
    for (const [client, path] of [
      [a.client, company(`/${id}/messages`)],
      [workshop.client, portal(a.companyId, `/${id}/messages`)],
    ] as const) {
      for (const body of [{ content: '' }, { content: '   \n\t ' }, {}, { content: null }]) {
        const res = await client.post(path, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.fields.content).toBe(WORKSHOP_MESSAGE_EMPTY);
      }
      const tooLong = await client.post(path, { content: 'a'.repeat(4001) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error.fields.content).toBe(WORKSHOP_MESSAGE_TOO_LONG);
      const wrongType = await client.post(path, { content: 42 });
      expect(wrongType.status).toBe(400);
    }
    // Spaces around do not count; 4,000 characters (accents are one each) are accepted.
    await send(a.client, company(`/${id}/messages`), `  ${'é'.repeat(4000)}  `);
    const thread = (await a.client.get(company(`/${id}/messages`))).body;
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0].content).toBe('é'.repeat(4000));
  });

  it('pages back through a long thread', async () => {
    const { id } = await freshConversation('Facção Páginas');
    const sent = [];
    for (let i = 1; i <= 5; i++) sent.push(await send(a.client, company(`/${id}/messages`), `Mensagem ${i}`));
    const last = (await a.client.get(company(`/${id}/messages?limit=2`))).body;
    expect(last.items.map((m: { content: string }) => m.content)).toEqual(['Mensagem 4', 'Mensagem 5']);
    expect(last.hasMore).toBe(true);
    const before = (await a.client.get(company(`/${id}/messages?limit=2&before=${last.items[0].id}`))).body;
    expect(before.items.map((m: { content: string }) => m.content)).toEqual(['Mensagem 2', 'Mensagem 3']);
    expect(before.hasMore).toBe(true);
    const first = (await a.client.get(company(`/${id}/messages?limit=2&before=${before.items[0].id}`))).body;
    expect(first).toMatchObject({ items: [{ id: sent[0]!.id }], hasMore: false });

    const unknown = await a.client.get(company(`/${id}/messages?before=${randomUUID()}`));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Mensagem não encontrada');
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=nao-existe']) {
      const res = await a.client.get(company(`/${id}/messages?${query}`));
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
  });

  it('answers 404 in Portuguese for an unknown or malformed conversation id, on every route of both sides', async () => {
    for (const id of [randomUUID(), 'nao-existe']) {
      const calls = [
        a.client.get(company(`/${id}`)),
        a.client.get(company(`/${id}/messages`)),
        a.client.post(company(`/${id}/messages`), { content: 'Olá' }),
        a.client.post(company(`/${id}/read`)),
        dual.client.get(portal(a.companyId, `/${id}`)),
        dual.client.get(portal(a.companyId, `/${id}/messages`)),
        dual.client.post(portal(a.companyId, `/${id}/messages`), { content: 'Olá' }),
        dual.client.post(portal(a.companyId, `/${id}/read`)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe('Conversa não encontrada');
      }
    }
  });
});

describe('unread (decisions.md: never seen, or the other side wrote after the last look), per user', () => {
  it('follows the rule for two company users and the workshop, and feeds both badges', async () => {
    const { workshop, id } = await freshConversation('Facção Leitura');
    const colleague = await addMember(ctx, a.companyId, 'user', { 'faccao-messages': { canWrite: true } });
    const unreadOf = async (client: TestClient, path: string) =>
      (await client.get(path)).body.items.find((c: { id: string }) => c.id === id).unread as boolean;
    const companyUnread = (client: TestClient) => unreadOf(client, company());
    const workshopUnread = () => unreadOf(workshop.client, portal(a.companyId));
    const count = async (client: TestClient, path: string) => (await client.get(path)).body.count as number;
    const ownerBadge0 = await count(a.client, company('/unread-count'));

    // Empty: nothing to see, for anyone.
    expect(await companyUnread(a.client)).toBe(false);
    expect(await workshopUnread()).toBe(false);

    // The owner writes: the owner saw it (sending marks seen); the colleague never looked; the workshop has news.
    await send(a.client, company(`/${id}/messages`), 'Pode pegar o lote hoje?');
    expect(await companyUnread(a.client)).toBe(false);
    expect(await companyUnread(colleague.client)).toBe(true);
    expect(await workshopUnread()).toBe(true);
    expect(await count(workshop.client, portal(a.companyId, '/unread-count'))).toBe(1);

    // The workshop opens it, then answers: the owner (and still the colleague) have news.
    expect((await workshop.client.post(portal(a.companyId, `/${id}/read`))).status).toBe(204);
    expect(await workshopUnread()).toBe(false);
    expect(await count(workshop.client, portal(a.companyId, '/unread-count'))).toBe(0);
    await send(workshop.client, portal(a.companyId, `/${id}/messages`), 'Posso sim, às 15h.');
    expect(await workshopUnread()).toBe(false);
    expect(await companyUnread(a.client)).toBe(true);
    expect(await count(a.client, company('/unread-count'))).toBe(ownerBadge0 + 1);

    // Read by the owner only: the colleague's state is their own (kept on the server, per user).
    expect((await a.client.post(company(`/${id}/read`))).status).toBe(204);
    expect(await companyUnread(a.client)).toBe(false);
    expect((await a.client.get(company(`/${id}`))).body.unread).toBe(false);
    expect(await count(a.client, company('/unread-count'))).toBe(ownerBadge0);
    expect(await companyUnread(colleague.client)).toBe(true);

    // The company's own later messages never make it unread for the company.
    await send(colleague.client, company(`/${id}/messages`), 'Confirmado.');
    expect(await companyUnread(a.client)).toBe(false);
    expect(await companyUnread(colleague.client)).toBe(false);
  });

  it('counts at most 100 for the badge ("99+")', async () => {
    const res = await a.client.get(company('/unread-count'));
    expect(res.status).toBe(200);
    expect(res.body.count).toBeLessThanOrEqual(100);
  });
});

describe('feature gate and plan', () => {
  it('needs faccao-messages: access to read and mark read, write to start and send', async () => {
    const { id } = await freshConversation('Facção Permissões');
    const none = await addMember(ctx, a.companyId, 'user', { products: {} });
    for (const res of [
      await none.client.get(company()),
      await none.client.get(company('/unread-count')),
      await none.client.get(company(`/${id}/messages`)),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    const reader = await addMember(ctx, a.companyId, 'user', { 'faccao-messages': {} });
    expect((await reader.client.get(company(`/${id}/messages`))).status).toBe(200);
    expect((await reader.client.post(company(`/${id}/read`))).status).toBe(204);
    expect((await reader.client.post(company(`/${id}/messages`), { content: 'Olá' })).status).toBe(403);
    expect((await reader.client.post(company(), { faccaoId: solo.faccaoId })).status).toBe(403);
  });

  it('is refused below the Professional plan', async () => {
    const starter = await signUpCompany(ctx, 'Confecção Starter');
    const res = await starter.client.get(company());
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(PLAN_FEATURE_MESSAGE);
  });
});

describe('isolation', () => {
  let conversationA: string;
  let conversationB: string;
  let soloConversation: string;

  beforeAll(async () => {
    conversationA = (await start(a.client, dual.faccaoId)).conversation.id;
    await send(a.client, company(`/${conversationA}/messages`), 'Mensagem só da empresa A');
    conversationB = (await start(b.client, dual.faccaoId)).conversation.id;
    await send(b.client, company(`/${conversationB}/messages`), 'Mensagem só da empresa B');
    soloConversation = (await start(a.client, solo.faccaoId)).conversation.id;
    await send(a.client, company(`/${soloConversation}/messages`), 'Mensagem só da Facção Solo');
  });

  it("company B can neither read nor write company A's conversation", async () => {
    const before = (await a.client.get(company(`/${conversationA}/messages`))).body;
    for (const res of [
      await b.client.get(company(`/${conversationA}`)),
      await b.client.get(company(`/${conversationA}/messages`)),
      await b.client.post(company(`/${conversationA}/messages`), { content: 'Intrusa' }),
      await b.client.post(company(`/${conversationA}/read`)),
    ]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('empresa A');
    }
    const listB = JSON.stringify((await b.client.get(company())).body);
    expect(listB).not.toContain(conversationA);
    expect(listB).not.toContain('empresa A');
    expect((await a.client.get(company(`/${conversationA}/messages`))).body).toEqual(before);
  });

  it("a workshop cannot read or write another workshop's conversation", async () => {
    for (const res of [
      await dual.client.get(portal(a.companyId, `/${soloConversation}`)),
      await dual.client.get(portal(a.companyId, `/${soloConversation}/messages`)),
      await dual.client.post(portal(a.companyId, `/${soloConversation}/messages`), { content: 'Intrusa' }),
      await dual.client.post(portal(a.companyId, `/${soloConversation}/read`)),
    ]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Facção Solo');
    }
    const list = JSON.stringify((await dual.client.get(portal(a.companyId))).body);
    expect(list).not.toContain(soloConversation);
    const soloThread = (await a.client.get(company(`/${soloConversation}/messages`))).body.items;
    expect(soloThread.map((m: { content: string }) => m.content)).toEqual(['Mensagem só da Facção Solo']);
  });

  it('a workshop of two companies sees each company’s conversations only while that company is chosen', async () => {
    const inA = (await dual.client.get(portal(a.companyId))).body.items;
    const inB = (await dual.client.get(portal(b.companyId))).body.items;
    expect(inA.map((c: { id: string }) => c.id)).toEqual([conversationA]);
    expect(inB.map((c: { id: string }) => c.id)).toEqual([conversationB]);
    expect(inA[0]).toMatchObject({ companyName: 'Confecção A', faccaoName: 'Facção Dupla', unread: true });
    expect(JSON.stringify(inA)).not.toContain('empresa B');
    // B's conversation through A's path (and the reverse) is not found, for reading and writing.
    for (const res of [
      await dual.client.get(portal(a.companyId, `/${conversationB}`)),
      await dual.client.get(portal(a.companyId, `/${conversationB}/messages`)),
      await dual.client.post(portal(a.companyId, `/${conversationB}/messages`), { content: 'Engano' }),
      await dual.client.get(portal(b.companyId, `/${conversationA}/messages`)),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await dual.client.get(portal(b.companyId, '/unread-count'))).body.count).toBe(1);
  });

  it('a workshop gets nothing of a company it is not actively associated with', async () => {
    for (const [client, companyId] of [
      [solo.client, b.companyId],
      [pending.client, a.companyId],
      [solo.client, randomUUID()],
      [solo.client, 'nao-existe'],
    ] as const) {
      for (const res of [
        await client.get(portal(companyId)),
        await client.get(portal(companyId, '/unread-count')),
        await client.get(portal(companyId, `/${conversationB}/messages`)),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe(WORKSHOP_MESSAGES.companyNotFound);
      }
    }
  });

  it('the workshop routes are for workshop logins only, and the company routes for company members', async () => {
    const res = await a.client.get(portal(a.companyId));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Acesso restrito à facção.');
    // A workshop login on a company route: refused, and the web sends it to /faccao.
    const asCompany = await dual.client.get(company());
    expect(asCompany.status).toBe(403);
    expect(asCompany.body.error.code).toBe('WORKSHOP_LOGIN');
  });
});

describe('ending (part2 §4: removing the association ends the conversation)', () => {
  it('ends the open conversation; sending is refused clearly on both sides; Iniciar starts a new one', async () => {
    const { workshop, id } = await freshConversation('Facção Encerrada');
    await send(workshop.client, portal(a.companyId, `/${id}/messages`), 'Até breve');
    const ended = await runAsTenant(ctx.db, a.companyId, (tx) =>
      endConversations(tx, a.companyId, workshop.faccaoId),
    );
    expect(ended).toEqual([id]);
    const one = (await a.client.get(company(`/${id}`))).body;
    expect(one.status).toBe('ended');
    expect(one.endedAt).toEqual(expect.any(String));

    const fromCompany = await a.client.post(company(`/${id}/messages`), { content: 'Ainda aí?' });
    expect(fromCompany.status).toBe(409);
    expect(fromCompany.body.error.message).toBe(WORKSHOP_CONVERSATION_ENDED);
    const fromWorkshop = await workshop.client.post(portal(a.companyId, `/${id}/messages`), {
      content: 'Oi?',
    });
    expect(fromWorkshop.status).toBe(409);
    expect(fromWorkshop.body.error.message).toBe(WORKSHOP_CONVERSATION_ENDED_FOR_WORKSHOP);
    // The history stays readable.
    expect((await a.client.get(company(`/${id}/messages`))).body.items).toHaveLength(1);

    const again = await start(a.client, workshop.faccaoId);
    expect(again.created).toBe(true);
    expect(again.conversation.id).not.toBe(id);
    // Ending again touches only what is open.
    const second = await runAsTenant(ctx.db, a.companyId, (tx) =>
      endConversations(tx, a.companyId, workshop.faccaoId),
    );
    expect(second).toEqual([again.conversation.id]);
  });

  it('ends nothing of another company', async () => {
    const { conversation } = await start(b.client, dual.faccaoId);
    const ended = await runAsTenant(ctx.db, a.companyId, (tx) =>
      endConversations(tx, b.companyId, dual.faccaoId),
    );
    expect(ended).toEqual([]);
    expect((await b.client.get(company(`/${conversation.id}`))).body.status).toBe('open');
  });
});
