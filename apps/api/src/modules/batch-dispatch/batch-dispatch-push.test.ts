import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { createPushService, type PushService } from '../push/index.ts';
import {
  browserStandIn,
  decryptPush,
  type FakePushService,
  startFakePushService,
} from '../push/push-test-support.ts';
import {
  CUT_GRID,
  createOutworker,
  type DispatchCatalogue,
  seedBatch,
  seedDispatchCatalogue,
  setStock,
} from './dispatch-test-support.ts';

/**
 * part2 §7: a batch sent to a workshop notifies the workshop's own users (newBatch) by web push, once the send is
 * committed. Workshop accounts are another area's; here a member of the company stands in for the workshop's user,
 * named by the push service's workshop-users lookup as the composition root will.
 */
let fake: FakePushService;
let ctx: TestContext;
let owner: SignedUpCompany;
let cat: DispatchCatalogue;
let workshop: string;
let otherWorkshop: string;
let workshopUserId = '';
let push: PushService;

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
        workshopUsers: async (_tx, _companyId, outworkerId) =>
          outworkerId === workshop ? [workshopUserId] : [],
      });
      return push;
    },
  });
  owner = await signUpCompany(ctx, 'Confecção Avisa Lote');
  cat = await seedDispatchCatalogue(ctx, owner);
  workshop = await createOutworker(owner.client, 'Facção Avisada');
  otherWorkshop = await createOutworker(owner.client, 'Facção Sem Conta');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.received.length = 0;
  return setStock(ctx, owner.companyId, {
    ...Object.fromEntries(Object.values(cat.thread.variations).map((id) => [id, '10'])),
    ...Object.fromEntries(Object.values(cat.label.variations).map((id) => [id, '500'])),
    [cat.bag.variationId]: '500',
  });
});

async function workshopBrowser() {
  const member = await addMember(ctx, owner.companyId, 'user');
  workshopUserId = member.userId;
  const browser = browserStandIn();
  const name = randomUUID();
  const res = await member.client.post('/api/push/subscriptions', {
    endpoint: fake.endpoint(name),
    keys: browser.keys,
  });
  expect(res.status).toBe(200);
  return { browser, name };
}

describe('sending a batch to a workshop', () => {
  it('pushes "Novo lote recebido" to the workshop’s users, opening the batch in the portal', async () => {
    const { browser, name } = await workshopBrowser();
    const batch = await seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(res.status).toBe(200);
    await push.settled();
    const pushes = fake.received.filter((p) => p.path === `/push/${name}`);
    expect(pushes).toHaveLength(1);
    expect(decryptPush(pushes[0]!, browser)).toEqual({
      title: 'Novo lote recebido',
      body: `Confecção Avisa Lote enviou o lote ${batch.code} para a sua facção.`,
      tag: `lote-${batch.id}`,
      url: `/faccao?tab=lotes&batch=${batch.id}`,
    });
  });

  it('pushes nothing when the send is refused (nothing was committed)', async () => {
    await workshopBrowser();
    await setStock(ctx, owner.companyId, { [cat.bag.variationId]: '1' });
    const batch = await seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(res.status).toBe(409);
    await push.settled();
    expect(fake.received).toHaveLength(0);
  });

  it('pushes nobody for a workshop without accounts, and the send stands', async () => {
    await workshopBrowser();
    const batch = await seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: otherWorkshop });
    expect(res.status).toBe(200);
    await push.settled();
    expect(fake.received).toHaveLength(0);
  });
});
