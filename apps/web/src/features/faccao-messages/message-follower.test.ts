import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/app/session';
import type { RealtimeListener } from '@/lib/realtime';
import { COMPANY_SCOPE, faccaoMessagesKeys } from './keys';
import { followCompanyMessages } from './message-follower';

const followed: { topic: string; listener: RealtimeListener; stopped: boolean }[] = [];
vi.mock('@/lib/realtime/subscribers', () => ({
  listenToTopic: (topic: string, listener: RealtimeListener) => {
    const entry = { topic, listener, stopped: false };
    followed.push(entry);
    return () => {
      entry.stopped = true;
    };
  },
}));

const COMPANY = '0f1e2d3c-4b5a-4968-8776-655443322110';

describe('followCompanyMessages (the shell)', () => {
  it("follows the company's messaging once for every sidebar, refreshes the badge, and stops with the last", async () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_QUERY_KEY, { company: { id: COMPANY, name: 'Confecção Aurora' } });
    const badge = faccaoMessagesKeys.unreadCount(COMPANY_SCOPE);
    client.setQueryData(badge, { count: 1 });

    const stopSidebar = followCompanyMessages(client);
    const stopDrawer = followCompanyMessages(client);
    expect(followed.map((f) => f.topic)).toEqual([`faccao-messages:${COMPANY}`]);

    // A conversation ended elsewhere: the badge refreshes (no toast: not a message).
    followed[0]?.listener({
      type: 'event',
      event: { table: 'faccao_conversations', op: 'UPDATE', id: 'c1', companyId: COMPANY, seq: 3 },
    });
    await vi.waitFor(() => expect(client.getQueryState(badge)?.isInvalidated).toBe(true));

    stopDrawer();
    stopDrawer();
    expect(followed[0]?.stopped).toBe(false);
    stopSidebar();
    expect(followed[0]?.stopped).toBe(true);
  });

  it('follows nothing before the session is known', () => {
    const before = followed.length;
    followCompanyMessages(new QueryClient())();
    expect(followed).toHaveLength(before);
  });
});
