import { realtimeTopic } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApp, serveTestApp, TestSocket } from '../../../test/realtime.ts';
import { createTestApp, signUpCompany, type TestContext } from '../../../test/test-app.ts';
import { createConversationFixture } from './workshop-messages-test-support.ts';

let ctx: TestContext;
let served: ServedApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  served = await serveTestApp(ctx);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await served.close();
  await ctx.close();
});

async function open(cookie: string) {
  const socket = await TestSocket.open(served, cookie);
  sockets.push(socket);
  return socket;
}

describe('workshop messages on the realtime socket', () => {
  it("tells the company's sockets of a workshop's answer, never another company's", async () => {
    const company = await signUpCompany(ctx, 'Confecção Conversa');
    const other = await signUpCompany(ctx, 'Confecção Alheia');
    const { conversationId, workshop } = await createConversationFixture(ctx, company.client, 'ao-vivo');
    const topic = realtimeTopic('faccao-messages', company.companyId);
    const socket = await open(company.client.cookie);
    expect(await socket.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    const outsider = await open(other.client.cookie);
    expect(await outsider.subscribe(topic)).toMatchObject({ type: 'error', code: 'forbidden' });

    const reply = await workshop.client.post(
      `/api/workshop/companies/${company.companyId}/conversations/${conversationId}/messages`,
      { content: 'Lote pronto para coleta.' },
    );
    expect(reply.status).toBe(201);
    const arrived = await socket.nextEvent(
      (event) => event.table === 'faccao_messages' && event.conversationId === conversationId,
    );
    expect(arrived.event).toMatchObject({
      table: 'faccao_messages',
      op: 'INSERT',
      companyId: company.companyId,
      conversationId,
      senderType: 'faccao',
    });
    // Pointers only: the message itself is read through the authorised HTTP routes.
    expect(JSON.stringify(arrived.event)).not.toContain('Lote pronto para coleta.');
  });
});
