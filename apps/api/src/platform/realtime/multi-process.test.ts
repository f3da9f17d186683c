import { realtimeTopic } from '@alinhavo/domain';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createBatchFixture } from '../../../test/fixtures/batches.ts';
import { type ServedApp, serveTestApp, TestSocket } from '../../../test/realtime.ts';
import { createTestApp, signUpCompany, TestClient, type TestContext } from '../../../test/test-app.ts';

/**
 * Two API processes on one database (issue 14 "done means"): each app has its own pool, caches, database listener
 * and sockets, as two processes behind a load balancer would. On PostgreSQL (DATABASE_URL) they share nothing but
 * the server, and an event travels by NOTIFY between their connections; on the embedded database both apps use the
 * one in-process engine (the embedded install is one process), and the event travels through pglite.listen.
 */
let first: TestContext;
let second: TestContext;
let servedFirst: ServedApp;
let servedSecond: ServedApp;

beforeAll(async () => {
  first = await createTestApp();
  second = inject('testDatabaseUrl')
    ? await createTestApp()
    : await createTestApp({ database: first.database });
  servedFirst = await serveTestApp(first);
  servedSecond = await serveTestApp(second);
});

afterAll(async () => {
  await servedFirst.close();
  await servedSecond.close();
  await second.close();
  await first.close();
});

it('a change made through one process reaches a socket held by the other, and back', async () => {
  const owner = await signUpCompany(first, 'Confecção Dois Processos');
  const topic = realtimeTopic('batches', owner.companyId);
  // The same session cookie is good on both processes: sessions live in the database.
  const onSecond = await TestSocket.open(servedSecond, owner.client.cookie);
  const onFirst = await TestSocket.open(servedFirst, owner.client.cookie);
  try {
    expect(await onSecond.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    expect(await onFirst.subscribe(topic)).toMatchObject({ type: 'subscribed' });

    const throughFirst = await createBatchFixture(owner.client, 'via-primeiro');
    const heard = await onSecond.nextEvent((e) => e.id === throughFirst);
    expect(heard).toMatchObject({
      topic,
      event: { table: 'batches', op: 'INSERT', companyId: owner.companyId },
    });

    const secondClient = new TestClient(second.app);
    secondClient.cookie = owner.client.cookie;
    const throughSecond = await createBatchFixture(secondClient, 'via-segundo');
    expect(await onFirst.nextEvent((e) => e.id === throughSecond)).toMatchObject({
      event: { op: 'INSERT' },
    });
    // Both processes hear the events in the same order: a client moving from one to the other after the last event
    // it saw is told it missed nothing.
    const last = await onSecond.nextEvent((e) => e.id === throughSecond);
    onSecond.close();
    const moved = await TestSocket.open(servedFirst, owner.client.cookie);
    expect(await moved.subscribe(topic, last.event.seq)).toMatchObject({ type: 'subscribed', resync: false });
    moved.close();
  } finally {
    onSecond.close();
    onFirst.close();
  }
});
