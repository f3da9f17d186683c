import { REALTIME_CLOSE, realtimeTopic } from '@alinhavo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBatchFixture } from '../../../test/fixtures/batches.ts';
import { addMember, setProfileActive } from '../../../test/members.ts';
import { type ServedApp, serveTestApp, TestSocket } from '../../../test/realtime.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { advanceBatch } from '../../modules/batches/batch-test-support.ts';
import { userFeaturePermissions } from '../../modules/companies/schema.ts';
import { runAsSystemForCompany } from '../db/tenant.ts';

let ctx: TestContext;
let served: ServedApp;
let companyA: SignedUpCompany;
let companyB: SignedUpCompany;
const sockets: TestSocket[] = [];

const batchesOf = (company: { companyId: string }) => realtimeTopic('batches', company.companyId);
async function open(cookie: string, headers?: Record<string, string>) {
  const socket = await TestSocket.open(served, cookie, headers);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  ctx = await createTestApp();
  served = await serveTestApp(ctx);
  companyA = await signUpCompany(ctx, 'Confecção A');
  companyB = await signUpCompany(ctx, 'Confecção B');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await served.close();
  await ctx.close();
});

describe('connecting', () => {
  it('answers a plain GET with 400: the address only takes WebSocket upgrades', async () => {
    const res = await companyA.client.get('/api/realtime');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Este endereço aceita apenas conexões WebSocket.');
  });

  it('refuses an upgrade without a session (401) or with a signed-out cookie', async () => {
    await expect(TestSocket.open(served, '')).rejects.toMatchObject({ status: 401 });
    await expect(TestSocket.open(served, 'better-auth.session_token=forged.value')).rejects.toMatchObject({
      status: 401,
    });
  });

  it("refuses an upgrade another site's page asked for (Origin or Sec-Fetch-Site), even with a session", async () => {
    await expect(
      TestSocket.open(served, companyA.client.cookie, { origin: 'https://evil.example' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      TestSocket.open(served, companyA.client.cookie, { 'sec-fetch-site': 'cross-site' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a deactivated member (403)', async () => {
    const member = await addMember(ctx, companyA.companyId, 'user', { 'production-batches': {} });
    await setProfileActive(ctx, companyA.companyId, member.userId, false);
    await expect(TestSocket.open(served, member.client.cookie)).rejects.toMatchObject({ status: 403 });
  });
});

describe('subscribing', () => {
  it("lets a member follow its own company's topic, never another company's", async () => {
    const socket = await open(companyB.client.cookie);
    expect(await socket.subscribe(batchesOf(companyB))).toMatchObject({ type: 'subscribed', resync: true });
    expect(await socket.subscribe(batchesOf(companyA))).toEqual({
      type: 'error',
      code: 'forbidden',
      message: 'Sem permissão para acompanhar este canal.',
      topic: batchesOf(companyA),
    });
    // Company A's batches never reach company B's socket.
    await createBatchFixture(companyA.client, 'isolado');
    await createBatchFixture(companyB.client, 'proprio');
    const event = await socket.nextEvent();
    expect(event.topic).toBe(batchesOf(companyB));
    expect(event.event.companyId).toBe(companyB.companyId);
    expect(
      socket.messages.filter((m) => m.type === 'event' && m.event.companyId === companyA.companyId),
    ).toEqual([]);
  });

  it('answers bad messages with an error and keeps the socket open', async () => {
    const socket = await open(companyA.client.cookie);
    const invalid = { type: 'error', code: 'invalid', message: 'Mensagem inválida.' };
    for (const bad of [
      'not json',
      '[]',
      '{"type":"subscribe"}',
      '{"type":"dance","topic":"batches:00000000-0000-0000-0000-000000000000"}',
      `{"type":"subscribe","topic":"batches:${companyA.companyId}","since":-1}`,
      '{"type":"subscribe","topic":"batches:; drop table batches"}',
    ]) {
      socket.send(bad);
      expect(await socket.next((m) => m.type === 'error')).toEqual(invalid);
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next((m) => m.type === 'error')).toEqual(invalid);
    expect(await socket.subscribe(realtimeTopic('unknown-kind', companyA.companyId))).toEqual({
      type: 'error',
      code: 'invalid',
      message: 'Canal desconhecido.',
      topic: realtimeTopic('unknown-kind', companyA.companyId),
    });
    // Wrong number of ids for the kind.
    expect(await socket.subscribe(`${batchesOf(companyA)}:${companyA.companyId}`)).toMatchObject({
      type: 'error',
      code: 'invalid',
    });
    expect(await socket.subscribe(batchesOf(companyA))).toMatchObject({ type: 'subscribed' });
    expect(socket.closeCode).toBeNull();
  });

  it('ends a socket that sends a message over the size limit (1009)', async () => {
    const socket = await open(companyA.client.cookie);
    socket.send('x'.repeat(5000));
    expect(await socket.closed()).toBe(1009);
  });

  it('needs the permission of a feature that shows the topic', async () => {
    const stockOnly = await addMember(ctx, companyA.companyId, 'user', { 'stock-movements': {} });
    const socket = await open(stockOnly.client.cookie);
    expect(await socket.subscribe(batchesOf(companyA))).toMatchObject({ type: 'error', code: 'forbidden' });
    const board = await addMember(ctx, companyA.companyId, 'user', { 'production-management': {} });
    const boardSocket = await open(board.client.cookie);
    expect(await boardSocket.subscribe(batchesOf(companyA))).toMatchObject({ type: 'subscribed' });
    expect(await boardSocket.subscribe(realtimeTopic('payment-records', companyA.companyId))).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
  });

  it('unsubscribes on request', async () => {
    const socket = await open(companyA.client.cookie);
    await socket.subscribe(batchesOf(companyA));
    socket.send({ type: 'unsubscribe', topic: batchesOf(companyA) });
    expect(await socket.next((m) => m.type === 'unsubscribed')).toEqual({
      type: 'unsubscribed',
      topic: batchesOf(companyA),
    });
    await createBatchFixture(companyA.client, 'depois');
    const other = await open(companyA.client.cookie);
    await other.subscribe(batchesOf(companyA));
    await createBatchFixture(companyA.client, 'marco');
    await other.nextEvent();
    expect(socket.messages.filter((m) => m.type === 'event')).toEqual([]);
  });
});

describe('events', () => {
  it("delivers a batch's creation, moves and deletion to the company's subscribed sockets, as pointers", async () => {
    const socket = await open(companyA.client.cookie);
    await socket.subscribe(batchesOf(companyA));
    const batchId = await createBatchFixture(companyA.client, 'eventos');
    const created = await socket.nextEvent((e) => e.id === batchId);
    expect(created).toMatchObject({
      type: 'event',
      topic: batchesOf(companyA),
      event: {
        table: 'batches',
        op: 'INSERT',
        id: batchId,
        companyId: companyA.companyId,
        status: 'aguardando_corte',
      },
    });
    // Only pointers and short codes travel, never the row.
    expect(Object.keys((created as { event: object }).event).sort()).toEqual(
      ['companyId', 'id', 'op', 'outworkerId', 'productionOrderId', 'seq', 'status', 'table'].sort(),
    );
    await advanceBatch(ctx, companyA, batchId, 'cortado');
    const moved = await socket.nextEvent((e) => e.id === batchId);
    expect(moved).toMatchObject({
      event: { op: 'UPDATE', status: 'cortado', was: { status: 'aguardando_corte' } },
    });
    expect((moved as { event: { seq: number } }).event.seq).toBeGreaterThan(
      (created as { event: { seq: number } }).event.seq,
    );
    // A batch still waiting for its cut may be deleted.
    const doomed = await createBatchFixture(companyA.client, 'apagado');
    expect((await companyA.client.delete(`/api/batches/${doomed}`)).status).toBe(204);
    expect(await socket.nextEvent((e) => e.id === doomed && e.op === 'DELETE')).toMatchObject({
      event: { table: 'batches', op: 'DELETE', id: doomed },
    });
  });

  it('says whether a reconnecting client missed anything since the last event it saw', async () => {
    const socket = await open(companyA.client.cookie);
    await socket.subscribe(batchesOf(companyA));
    await createBatchFixture(companyA.client, 'visto');
    const seen = await socket.nextEvent();
    socket.close();
    // Nothing of the topic happened since: no refetch needed.
    const back = await open(companyA.client.cookie);
    expect(await back.subscribe(batchesOf(companyA), seen.event.seq)).toMatchObject({
      type: 'subscribed',
      resync: false,
    });
    back.close();
    await createBatchFixture(companyA.client, 'perdido');
    const again = await open(companyA.client.cookie);
    const answer = await again.subscribe(batchesOf(companyA), seen.event.seq);
    expect(answer).toMatchObject({ type: 'subscribed', resync: true });
    // The batch made while away was heard moments ago.
    expect((answer as { quietMs: number }).quietMs).toBeLessThan(60_000);
    // A seq this process never heard (another process's past, or before it started; the sequence never gives 0):
    // resync.
    const unknown = await open(companyA.client.cookie);
    expect(await unknown.subscribe(batchesOf(companyA), 0)).toMatchObject({ resync: true });
  });

  it('sends payment record and production order changes to their topics', async () => {
    const socket = await open(companyA.client.cookie);
    await socket.subscribe(realtimeTopic('payment-records', companyA.companyId));
    await socket.subscribe(realtimeTopic('production-orders', companyA.companyId));
    const batchId = await createBatchFixture(companyA.client, 'pagamento');
    const order = await socket.nextEvent((e) => e.table === 'production_orders');
    expect(order.event).toMatchObject({ op: 'INSERT', status: 'planejada', companyId: companyA.companyId });
    // A payment record as quality control writes it (its own rules are tested there).
    const [outworker] = (
      (await runAsSystemForCompany(ctx.db, companyA.companyId, (tx) =>
        tx.execute(
          sql`insert into outworkers (company_id, name) values (${companyA.companyId}, 'Facção Realtime') returning id`,
        ),
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    await runAsSystemForCompany(ctx.db, companyA.companyId, (tx) =>
      tx.execute(sql`insert into payment_records (company_id, batch_id, outworker_id, quantity, unit_price_cents,
        gross_amount_cents, final_amount_cents, payment_status)
        values (${companyA.companyId}, ${batchId}, ${outworker!.id}, 10, 150, 1500, 1500, 'pendente')`),
    );
    const payment = await socket.nextEvent((e) => e.table === 'payment_records');
    expect(payment).toMatchObject({
      topic: realtimeTopic('payment-records', companyA.companyId),
      event: { op: 'INSERT', status: 'pendente', outworkerId: outworker!.id, batchId },
    });
  });
});

describe('re-checks', () => {
  it('closes the socket when its session is signed out (4401)', async () => {
    const member = await addMember(ctx, companyA.companyId, 'user', { 'production-batches': {} });
    const socket = await open(member.client.cookie);
    await socket.subscribe(batchesOf(companyA));
    expect((await member.client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await socket.closed()).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('closes the socket when its session expires or is revoked in the database (4401)', async () => {
    const member = await addMember(ctx, companyA.companyId, 'user', { 'production-batches': {} });
    const socket = await open(member.client.cookie);
    await socket.subscribe(batchesOf(companyA));
    await ctx.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${member.userId}`,
    );
    expect(await socket.closed()).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('closes the socket of a member who is deactivated (4403)', async () => {
    const member = await addMember(ctx, companyA.companyId, 'user', { 'production-batches': {} });
    const socket = await open(member.client.cookie);
    await socket.subscribe(batchesOf(companyA));
    await setProfileActive(ctx, companyA.companyId, member.userId, false);
    expect(await socket.closed()).toBe(REALTIME_CLOSE.forbidden);
  });

  it('leaves a topic whose permission was taken away, keeping the socket', async () => {
    const member = await addMember(ctx, companyA.companyId, 'user', { 'production-batches': {} });
    const socket = await open(member.client.cookie);
    await socket.subscribe(batchesOf(companyA));
    await runAsSystemForCompany(ctx.db, companyA.companyId, (tx) =>
      tx
        .delete(userFeaturePermissions)
        .where(
          and(
            eq(userFeaturePermissions.userId, member.userId),
            eq(userFeaturePermissions.feature, 'production-batches'),
          ),
        ),
    );
    expect(await socket.next((m) => m.type === 'unsubscribed')).toEqual({
      type: 'unsubscribed',
      topic: batchesOf(companyA),
      reason: 'forbidden',
    });
    expect(socket.closeCode).toBeNull();
  });
});

describe.skipIf(!inject('testDatabaseUrl'))('the database listener on PostgreSQL', () => {
  it('listens again after its connection is killed, tells sockets to resync, and delivers later events', async () => {
    const socket = await open(companyA.client.cookie);
    await socket.subscribe(batchesOf(companyA));
    await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'alinhavo-realtime' and datname = current_database()`,
    );
    expect(await socket.next((m) => m.type === 'resync', 10_000)).toEqual({
      type: 'resync',
      topic: batchesOf(companyA),
      quietMs: 0,
    });
    const batchId = await createBatchFixture(companyA.client, 'depois-da-queda');
    expect(await socket.nextEvent((e) => e.id === batchId)).toMatchObject({
      event: { op: 'INSERT' },
    });
  });
});
