import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { COMPANY_SCOPE, faccaoMessagesKeys, invalidateConversation, invalidateConversations } from './keys';
import { COMPANY_UNREAD_COUNT_KEY } from './unread-badge';

const CONV = 'c1';
const OTHER = 'c2';
const workshop = { side: 'faccao', companyId: 'company-a' } as const;

function seeded() {
  const client = new QueryClient();
  const keys = {
    companyList: faccaoMessagesKeys.conversations(COMPANY_SCOPE),
    companyCount: COMPANY_UNREAD_COUNT_KEY,
    workshops: faccaoMessagesKeys.workshops,
    companyThread: faccaoMessagesKeys.messages(COMPANY_SCOPE, CONV),
    companyDetail: faccaoMessagesKeys.conversation(COMPANY_SCOPE, CONV),
    otherThread: faccaoMessagesKeys.messages(COMPANY_SCOPE, OTHER),
    workshopList: faccaoMessagesKeys.conversations(workshop),
    workshopCount: faccaoMessagesKeys.unreadCount(workshop),
    workshopThread: faccaoMessagesKeys.messages(workshop, CONV),
    unrelated: ['batches', 'list'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

describe('messaging query keys', () => {
  it("the shell's badge reads the same key as the feature", () => {
    expect(faccaoMessagesKeys.unreadCount(COMPANY_SCOPE)).toEqual(COMPANY_UNREAD_COUNT_KEY);
  });

  it('invalidateConversations refreshes the lists, the dropdown and both badges only', async () => {
    const { client, stale } = seeded();
    await invalidateConversations(client);
    expect(stale()).toEqual(['companyCount', 'companyList', 'workshopCount', 'workshopList', 'workshops']);
  });

  it("invalidateConversation also refreshes that conversation's thread and detail, on both sides", async () => {
    const { client, stale } = seeded();
    await invalidateConversation(client, CONV);
    expect(stale()).toEqual([
      'companyCount',
      'companyDetail',
      'companyList',
      'companyThread',
      'workshopCount',
      'workshopList',
      'workshopThread',
      'workshops',
    ]);
  });
});
