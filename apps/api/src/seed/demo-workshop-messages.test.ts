import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUpCompany, signUpCompany, type TestContext } from '../../test/test-app.ts';
import {
  type SignedInWorkshop,
  signInWorkshop,
  useProfessionalPlan,
} from '../modules/workshop-messages/workshop-messages-test-support.ts';
import { runAsSystemForCompany } from '../platform/db/tenant.ts';
import { DEMO_WORKSHOP_MESSAGES, seedDemoWorkshopMessages } from './demo-workshop-messages.ts';

let ctx: TestContext;
let company: SignedUpCompany;
let workshop: SignedInWorkshop;
let conversationId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  company = await signUpCompany(ctx, 'Confecção Demo');
  await useProfessionalPlan(ctx, company.companyId);
  workshop = await signInWorkshop(ctx, 'Facção Demo', [company.companyId]);
  conversationId = await runAsSystemForCompany(ctx.db, company.companyId, (tx) =>
    seedDemoWorkshopMessages(tx, {
      companyId: company.companyId,
      ownerId: company.userId,
      faccaoId: workshop.faccaoId,
      faccaoName: 'Facção Demo',
      workshopUserId: workshop.userId,
    }),
  );
}, 120_000);
afterAll(() => ctx?.close());

describe('the demo conversation', () => {
  it('reads as a real one on both sides, unread for the owner only', async () => {
    const list = (await company.client.get('/api/faccao-conversations')).body.items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: conversationId,
      faccaoName: 'Facção Demo',
      subject: 'Produção da semana',
      status: 'open',
      unread: true,
      lastMessage: { senderType: 'faccao', preview: DEMO_WORKSHOP_MESSAGES.at(-1)!.content },
    });
    expect((await company.client.get('/api/faccao-conversations/unread-count')).body.count).toBe(1);
    const thread = (await company.client.get(`/api/faccao-conversations/${conversationId}/messages`)).body;
    expect(thread.items.map((m: { content: string }) => m.content)).toEqual(
      DEMO_WORKSHOP_MESSAGES.map((m) => m.content),
    );
    const portal = `/api/workshop/companies/${company.companyId}/conversations`;
    const seenByWorkshop = (await workshop.client.get(portal)).body.items;
    expect(seenByWorkshop).toMatchObject([{ id: conversationId, unread: false }]);
  });
});
