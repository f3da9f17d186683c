import { realtimeTopic } from '@alinhavo/domain';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type ServedApp, serveTestApp, TestSocket } from '../../../test/realtime.ts';
import { createTestApp, signUpCompany, TestClient, type TestContext } from '../../../test/test-app.ts';
import { signInWorkshop, useProfessionalPlan } from './workshop-messages-test-support.ts';

/**
 * Issue 14 "done means": two API processes on one database — a message the company sends through one reaches the
 * workshop's socket held by the other, and the workshop's answer through the other reaches the company's socket
 * on the first. On PostgreSQL (DATABASE_URL) the two apps share nothing but the server (NOTIFY between their
 * connections); on the embedded database they share the one in-process engine (pglite.listen).
 */
let first: TestContext;
let second: TestContext;
let servedFirst: ServedApp;
let servedSecond: ServedApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  first = await createTestApp();
  second = inject('testDatabaseUrl')
    ? await createTestApp()
    : await createTestApp({ database: first.database });
  servedFirst = await serveTestApp(first);
  servedSecond = await serveTestApp(second);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await servedFirst.close();
  await servedSecond.close();
  await second.close();
  await first.close();
});

it('a message sent through one process reaches the socket the other side holds on the other process', async () => {
  const company = await signUpCompany(first, 'Confecção Dois Processos Mensagens');
  await useProfessionalPlan(first, company.companyId);
  const workshop = await signInWorkshop(first, 'Facção Dois Processos', [company.companyId]);

  // The workshop's phone is connected to the second process; the company's desk to the first.
  const phone = await TestSocket.open(servedSecond, workshop.client.cookie);
  const desk = await TestSocket.open(servedFirst, company.client.cookie);
  sockets.push(phone, desk);
  const workshopTopic = realtimeTopic('workshop-messages', company.companyId, workshop.faccaoId);
  const companyTopic = realtimeTopic('faccao-messages', company.companyId);
  expect(await phone.subscribe(workshopTopic)).toMatchObject({ type: 'subscribed' });
  expect(await desk.subscribe(companyTopic)).toMatchObject({ type: 'subscribed' });

  const started = await company.client.post('/api/faccao-conversations', {
    faccaoId: workshop.faccaoId,
    subject: 'Entrega',
  });
  expect(started.status).toBe(200);
  const conversationId: string = started.body.conversation.id;
  const sent = await company.client.post(`/api/faccao-conversations/${conversationId}/messages`, {
    content: 'O lote sai amanhã.',
  });
  expect(sent.status).toBe(201);
  expect(await phone.nextEvent((e) => e.table === 'faccao_messages' && e.id === sent.body.id)).toMatchObject({
    topic: workshopTopic,
    event: { op: 'INSERT', conversationId, senderType: 'empresa' },
  });

  // The workshop answers through the second process; the company's socket on the first hears it.
  const onSecond = new TestClient(second.app);
  onSecond.cookie = workshop.client.cookie;
  const answer = await onSecond.post(
    `/api/workshop/companies/${company.companyId}/conversations/${conversationId}/messages`,
    { content: 'Combinado.' },
  );
  expect(answer.status).toBe(201);
  expect(await desk.nextEvent((e) => e.table === 'faccao_messages' && e.id === answer.body.id)).toMatchObject(
    {
      topic: companyTopic,
      event: { op: 'INSERT', conversationId, senderType: 'faccao' },
    },
  );
});
