import { REALTIME_CLOSE, type RealtimeServerMessage, realtimeTopic } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchFixture } from '../../../test/fixtures/batches.ts';
import { uploadFile } from '../../../test/fixtures/products.ts';
import { type ServedApp, serveTestApp, TestSocket } from '../../../test/realtime.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import {
  type SignedInWorkshop,
  signInWorkshop,
  useProfessionalPlan,
} from '../workshop-messages/workshop-messages-test-support.ts';
import { TINY_PDF } from '../workshop-payments/workshop-payments-test-support.ts';
import { linkWorkshop } from './workshop-test-support.ts';

let ctx: TestContext;
let served: ServedApp;
const sockets: TestSocket[] = [];

let companyA: SignedUpCompany;
let companyB: SignedUpCompany;
/** Workshop 1: mapped to `outworkerA1` in company A and to `outworkerB1` in company B. */
let workshop1: SignedInWorkshop;
/** Workshop 2: mapped to `outworkerA2` in company A. */
let workshop2: SignedInWorkshop;
const ids = {} as { outworkerA1: string; outworkerA2: string; outworkerB1: string };

const batchesTopic = (companyId: string, outworkerId: string) =>
  realtimeTopic('workshop-batches', companyId, outworkerId);
const paymentsTopic = (companyId: string, outworkerId: string) =>
  realtimeTopic('workshop-payments', companyId, outworkerId);
const messagesTopic = (companyId: string, faccaoId: string) =>
  realtimeTopic('workshop-messages', companyId, faccaoId);

async function insertOutworker(company: SignedUpCompany, name: string): Promise<string> {
  const result = (await runAsSystemForCompany(ctx.db, company.companyId, (tx) =>
    tx.execute(
      sql`insert into outworkers (company_id, name) values (${company.companyId}, ${name}) returning id`,
    ),
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

/** Hands a batch to an outworker the way a database write does it (the send's own rules are tested elsewhere). */
async function assignBatch(company: SignedUpCompany, batchId: string, outworkerId: string): Promise<void> {
  await runAsSystemForCompany(ctx.db, company.companyId, (tx) =>
    tx.execute(sql`update batches set outworker_id = ${outworkerId} where id = ${batchId}`),
  );
}

async function insertPayment(
  company: SignedUpCompany,
  batchId: string,
  outworkerId: string,
): Promise<string> {
  const result = (await runAsSystemForCompany(ctx.db, company.companyId, (tx) =>
    tx.execute(sql`insert into payment_records (company_id, batch_id, outworker_id, quantity, unit_price_cents,
      gross_amount_cents, final_amount_cents, payment_status)
      values (${company.companyId}, ${batchId}, ${outworkerId}, 10, 150, 1500, 1500, 'pendente') returning id`),
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

async function open(cookie: string): Promise<TestSocket> {
  const socket = await TestSocket.open(served, cookie);
  sockets.push(socket);
  return socket;
}

const events = (socket: TestSocket) =>
  socket.messages.filter((m): m is Extract<RealtimeServerMessage, { type: 'event' }> => m.type === 'event');

beforeAll(async () => {
  ctx = await createTestApp();
  served = await serveTestApp(ctx);
  companyA = await signUpCompany(ctx, 'Confecção Ao Vivo A');
  companyB = await signUpCompany(ctx, 'Confecção Ao Vivo B');
  await useProfessionalPlan(ctx, companyA.companyId);
  await useProfessionalPlan(ctx, companyB.companyId);
  ids.outworkerA1 = await insertOutworker(companyA, 'Facção Um em A');
  ids.outworkerA2 = await insertOutworker(companyA, 'Facção Dois em A');
  ids.outworkerB1 = await insertOutworker(companyB, 'Facção Um em B');
  workshop1 = await signInWorkshop(ctx, 'Facção Um');
  workshop2 = await signInWorkshop(ctx, 'Facção Dois');
  await linkWorkshop(ctx.db, {
    faccaoId: workshop1.faccaoId,
    companyId: companyA.companyId,
    outworkerId: ids.outworkerA1,
  });
  await linkWorkshop(ctx.db, {
    faccaoId: workshop1.faccaoId,
    companyId: companyB.companyId,
    outworkerId: ids.outworkerB1,
  });
  await linkWorkshop(ctx.db, {
    faccaoId: workshop2.faccaoId,
    companyId: companyA.companyId,
    outworkerId: ids.outworkerA2,
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await served.close();
  await ctx.close();
});

describe('a workshop login on the realtime socket', () => {
  it("may follow only its own outworker's and workshop's topics in companies it is associated with", async () => {
    const socket = await open(workshop1.client.cookie);
    expect(await socket.subscribe(batchesTopic(companyA.companyId, ids.outworkerA1))).toMatchObject({
      type: 'subscribed',
    });
    expect(await socket.subscribe(paymentsTopic(companyB.companyId, ids.outworkerB1))).toMatchObject({
      type: 'subscribed',
    });
    expect(await socket.subscribe(messagesTopic(companyA.companyId, workshop1.faccaoId))).toMatchObject({
      type: 'subscribed',
    });
    const refused = [
      // Another workshop's outworker record in the same company.
      batchesTopic(companyA.companyId, ids.outworkerA2),
      paymentsTopic(companyA.companyId, ids.outworkerA2),
      // Its own outworker record, named under another company.
      batchesTopic(companyB.companyId, ids.outworkerA1),
      // Another workshop's conversations.
      messagesTopic(companyA.companyId, workshop2.faccaoId),
      // The company's own topics are its members'.
      realtimeTopic('batches', companyA.companyId),
      realtimeTopic('faccao-messages', companyA.companyId),
    ];
    for (const topic of refused) {
      expect(await socket.subscribe(topic)).toMatchObject({ type: 'error', code: 'forbidden', topic });
    }
    // A company member may not follow a workshop's topic.
    const member = await open(companyA.client.cookie);
    expect(await member.subscribe(batchesTopic(companyA.companyId, ids.outworkerA1))).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
  });

  it("receives its batches' and payments' events, never another workshop's or company's", async () => {
    const one = await open(workshop1.client.cookie);
    const two = await open(workshop2.client.cookie);
    await one.subscribe(batchesTopic(companyA.companyId, ids.outworkerA1));
    await one.subscribe(paymentsTopic(companyA.companyId, ids.outworkerA1));
    await one.subscribe(batchesTopic(companyB.companyId, ids.outworkerB1));
    await two.subscribe(batchesTopic(companyA.companyId, ids.outworkerA2));
    await two.subscribe(paymentsTopic(companyA.companyId, ids.outworkerA2));

    const batchA1 = await createBatchFixture(companyA.client, 'oficina-um');
    await assignBatch(companyA, batchA1, ids.outworkerA1);
    const assigned = await one.nextEvent((e) => e.id === batchA1);
    expect(assigned).toMatchObject({
      topic: batchesTopic(companyA.companyId, ids.outworkerA1),
      event: { table: 'batches', op: 'UPDATE', outworkerId: ids.outworkerA1, companyId: companyA.companyId },
    });
    const paymentA1 = await insertPayment(companyA, batchA1, ids.outworkerA1);
    expect(await one.nextEvent((e) => e.id === paymentA1)).toMatchObject({
      topic: paymentsTopic(companyA.companyId, ids.outworkerA1),
      event: { table: 'payment_records', op: 'INSERT' },
    });

    // The batch handed over to the other workshop: both hear it, the first to see it leave.
    await assignBatch(companyA, batchA1, ids.outworkerA2);
    expect(await one.nextEvent((e) => e.id === batchA1)).toMatchObject({
      event: { outworkerId: ids.outworkerA2, was: { outworkerId: ids.outworkerA1 } },
    });
    expect(await two.nextEvent((e) => e.id === batchA1)).toMatchObject({
      topic: batchesTopic(companyA.companyId, ids.outworkerA2),
    });

    // Company B's batch of workshop 1 reaches only its company-B topic; workshop 2 hears nothing of it.
    const batchB1 = await createBatchFixture(companyB.client, 'oficina-b');
    await assignBatch(companyB, batchB1, ids.outworkerB1);
    expect(await one.nextEvent((e) => e.id === batchB1)).toMatchObject({
      topic: batchesTopic(companyB.companyId, ids.outworkerB1),
    });
    // Workshop 2's payment: a marker that every earlier event reached workshop 2 first.
    const batchA2 = await createBatchFixture(companyA.client, 'oficina-dois');
    const paymentA2 = await insertPayment(companyA, batchA2, ids.outworkerA2);
    await two.nextEvent((e) => e.id === paymentA2);
    // A receipt attached by the company is a change of the record: the workshop's Pagamentos tab reloads.
    const receipt = await uploadFile(
      companyA.client,
      `/api/workshop-payments/${paymentA2}/receipts`,
      TINY_PDF,
      'comprovante.pdf',
      'application/pdf',
    );
    expect(receipt.status).toBe(201);
    expect(await two.nextEvent((e) => e.id === paymentA2 && e.op === 'UPDATE')).toMatchObject({
      topic: paymentsTopic(companyA.companyId, ids.outworkerA2),
      event: { table: 'payment_records' },
    });
    await one.subscribe(paymentsTopic(companyB.companyId, ids.outworkerB1));
    expect(events(two).map((m) => m.event.id)).not.toContain(batchB1);
    expect(events(one).map((m) => m.event.id)).not.toContain(paymentA2);
    // A batch as created (no outworker yet) reaches no workshop.
    expect(
      events(one)
        .concat(events(two))
        .some((m) => m.event.outworkerId === null),
    ).toBe(false);
  });

  it("receives its conversations' messages with one company, not another workshop's", async () => {
    const one = await open(workshop1.client.cookie);
    const two = await open(workshop2.client.cookie);
    await one.subscribe(messagesTopic(companyA.companyId, workshop1.faccaoId));
    await two.subscribe(messagesTopic(companyA.companyId, workshop2.faccaoId));
    const started = await companyA.client.post('/api/faccao-conversations', {
      faccaoId: workshop1.faccaoId,
      subject: 'Entrega de sexta',
    });
    expect(started.status).toBe(200);
    const conversationId: string = started.body.conversation.id;
    expect(await one.nextEvent((e) => e.id === conversationId)).toMatchObject({
      event: { table: 'faccao_conversations', faccaoId: workshop1.faccaoId },
    });
    const sent = await companyA.client.post(`/api/faccao-conversations/${conversationId}/messages`, {
      content: 'Consegue adiantar o lote?',
    });
    expect(sent.status).toBe(201);
    const message = await one.nextEvent((e) => e.table === 'faccao_messages');
    expect(message).toMatchObject({
      topic: messagesTopic(companyA.companyId, workshop1.faccaoId),
      event: { op: 'INSERT', conversationId, senderType: 'empresa', faccaoId: workshop1.faccaoId },
    });
    expect(JSON.stringify(message.event)).not.toContain('adiantar');
    // Workshop 2's own conversation: a marker that workshop 1's events would have reached it by now.
    const other = await companyA.client.post('/api/faccao-conversations', { faccaoId: workshop2.faccaoId });
    expect(other.status).toBe(200);
    await two.nextEvent((e) => e.id === other.body.conversation.id);
    expect(events(two).some((m) => m.event.faccaoId === workshop1.faccaoId)).toBe(false);
  });

  it('loses the topics of a removed association at once, and the socket when it signs out', async () => {
    const socket = await open(workshop1.client.cookie);
    await socket.subscribe(batchesTopic(companyA.companyId, ids.outworkerA1));
    await socket.subscribe(messagesTopic(companyA.companyId, workshop1.faccaoId));
    await socket.subscribe(batchesTopic(companyB.companyId, ids.outworkerB1));
    const links = await companyA.client.get('/api/workshop-links');
    const link = links.body.items.find(
      (item: { kind: string; outworkerId: string | null }) =>
        item.kind === 'association' && item.outworkerId === ids.outworkerA1,
    );
    expect(link).toBeDefined();
    expect((await companyA.client.delete(`/api/workshop-links/${link.id}`)).status).toBe(204);

    for (const topic of [
      batchesTopic(companyA.companyId, ids.outworkerA1),
      messagesTopic(companyA.companyId, workshop1.faccaoId),
    ]) {
      expect(await socket.next((m) => m.type === 'unsubscribed' && m.topic === topic, 3_000)).toMatchObject({
        reason: 'forbidden',
      });
    }
    // Nor may it follow them again; company B's topic stays.
    expect(await socket.subscribe(batchesTopic(companyA.companyId, ids.outworkerA1))).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
    const batchA = await createBatchFixture(companyA.client, 'depois-da-remocao');
    await assignBatch(companyA, batchA, ids.outworkerA1);
    const batchB = await createBatchFixture(companyB.client, 'ainda-associada');
    await assignBatch(companyB, batchB, ids.outworkerB1);
    await socket.nextEvent((e) => e.id === batchB);
    expect(events(socket).map((m) => m.event.id)).not.toContain(batchA);

    expect((await workshop1.client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await socket.closed()).toBe(REALTIME_CLOSE.sessionEnded);
  });
});
