import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCompany, type TestContext } from '../../../test/test-app.ts';
import { createConversationFixture } from './workshop-messages-test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('removing a workshop association', () => {
  it('ends the open conversation: the company reads it ended and the workshop can no longer write', async () => {
    const company = await signUpCompany(ctx, 'Confecção Remoção');
    const { conversationId, workshop } = await createConversationFixture(ctx, company.client, 'remocao');
    const links = await company.client.get('/api/workshop-links');
    expect(links.status).toBe(200);
    const link = links.body.items.find((item: { kind: string }) => item.kind === 'association');
    expect(link).toBeDefined();

    expect((await company.client.delete(`/api/workshop-links/${link.id}`)).status).toBe(204);

    const conversation = await company.client.get(`/api/faccao-conversations/${conversationId}`);
    expect(conversation.status).toBe(200);
    expect(conversation.body.status).toBe('ended');
    const reply = await workshop.client.post(
      `/api/workshop/companies/${company.companyId}/conversations/${conversationId}/messages`,
      { content: 'Ainda está aí?' },
    );
    expect(reply.status).toBe(404);
  });
});
