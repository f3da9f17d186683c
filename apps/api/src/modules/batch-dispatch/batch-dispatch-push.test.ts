import { randomUUID } from 'node:crypto';
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
  browserStandIn,
  decryptPush,
  type FakePushService,
  startFakePushService,
} from '../push/push-test-support.ts';
import { signInWorkshop } from '../workshop-messages/workshop-messages-test-support.ts';
import { workshopUserIds } from '../workshops/index.ts';
import { linkWorkshop } from '../workshops/workshop-test-support.ts';
import {
  CUT_GRID,
  createOutworker,
  type DispatchCatalogue,
  seedBatch,
  seedDispatchCatalogue,
  setStock,
} from './dispatch-test-support.ts';

/**
 * part2 §7: a batch sent to a workshop notifies the workshop's own logins (newBatch) by web push, once the send is
 * committed: the logins of the workshop mapped to that outworker record (faccao_outworkers) while its association
 * with the company is active — nobody else's browser.
 */
let fake: FakePushService;
let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;
let cat: DispatchCatalogue;
let workshop: string;
let accountless: string;
let pending: string;
let push: PushService;
/** Browsers by who holds them: the stand-in push service's path names each one. */
const browsers: Record<string, { browser: ReturnType<typeof browserStandIn>; name: string }> = {};

async function subscribe(holder: string, client: TestClient, path: string) {
  const browser = browserStandIn();
  const name = randomUUID();
  const res = await client.post(path, { endpoint: fake.endpoint(name), keys: browser.keys });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  browsers[holder] = { browser, name };
}

async function workshopLogin(holder: string, companyId: string, outworkerId: string, status?: 'pending') {
  const login = await signInWorkshop(ctx, `Facção ${holder}`);
  await linkWorkshop(ctx.db, {
    faccaoId: login.faccaoId,
    companyId,
    outworkerId,
    ...(status ? { status } : {}),
  });
  await subscribe(holder, login.client, '/api/workshop/push/subscriptions');
}

const pushedTo = () =>
  Object.entries(browsers)
    .filter(([, { name }]) => fake.received.some((p) => p.path === `/push/${name}`))
    .map(([holder]) => holder);

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
  owner = await signUpCompany(ctx, 'Confecção Avisa Lote');
  other = await signUpCompany(ctx, 'Confecção Vizinha');
  cat = await seedDispatchCatalogue(ctx, owner);
  workshop = await createOutworker(owner.client, 'Facção Avisada');
  accountless = await createOutworker(owner.client, 'Facção Sem Conta');
  await workshopLogin('the workshop', owner.companyId, workshop);
  await workshopLogin(
    'a sibling workshop',
    owner.companyId,
    await createOutworker(owner.client, 'Facção Irmã'),
  );
  pending = await createOutworker(owner.client, 'Facção Pendente');
  await workshopLogin('a pending workshop', owner.companyId, pending, 'pending');
  await workshopLogin(
    'another company’s workshop',
    other.companyId,
    await createOutworker(other.client, 'Outra'),
  );
  const member = await addMember(ctx, owner.companyId, 'user');
  await subscribe('a member of the company', member.client, '/api/push/subscriptions');
  await subscribe('the owner', owner.client, '/api/push/subscriptions');
}, 120_000);
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

describe('sending a batch to a workshop', () => {
  it('pushes "Novo lote recebido" to that workshop’s logins only, opening the batch in the portal', async () => {
    const batch = await seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(res.status).toBe(200);
    await push.settled();
    expect(pushedTo()).toEqual(['the workshop']);
    const { browser, name } = browsers['the workshop']!;
    const pushes = fake.received.filter((p) => p.path === `/push/${name}`);
    expect(pushes).toHaveLength(1);
    expect(decryptPush(pushes[0]!, browser)).toEqual({
      title: 'Novo lote recebido',
      body: `Confecção Avisa Lote enviou o lote ${batch.code} para a sua facção.`,
      tag: `lote-${batch.id}`,
      url: `/faccao?tab=lotes&batch=${batch.id}&empresa=${owner.companyId}`,
    });
  });

  it('pushes nothing when the send is refused (nothing was committed)', async () => {
    await setStock(ctx, owner.companyId, { [cat.bag.variationId]: '1' });
    const batch = await seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(res.status).toBe(409);
    await push.settled();
    expect(fake.received).toHaveLength(0);
  });

  it('pushes nobody for a workshop without accounts, and the send stands', async () => {
    const batch = await seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: accountless });
    expect(res.status).toBe(200);
    await push.settled();
    expect(fake.received).toHaveLength(0);
  });

  it('pushes nobody while the workshop has not accepted the association', async () => {
    const batch = await seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: pending });
    expect(res.status).toBe(200);
    await push.settled();
    expect(fake.received).toHaveLength(0);
  });
});
