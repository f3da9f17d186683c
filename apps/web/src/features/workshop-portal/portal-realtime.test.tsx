import type { RealtimeEvent } from '@alinhavo/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { faccaoMessagesKeys } from '@/features/faccao-messages';
import type { RealtimeListener } from '@/lib/realtime';
import { renderWithApp } from '../../../test/render';
import { portalKeys } from './api';
import { PortalRealtime } from './portal-realtime';

const followed = new Map<string, RealtimeListener[]>();
vi.mock('@/lib/realtime/subscribers', () => ({
  listenToTopic: (topic: string, listener: RealtimeListener) => {
    followed.set(topic, [...(followed.get(topic) ?? []), listener]);
    return () =>
      followed.set(
        topic,
        (followed.get(topic) ?? []).filter((l) => l !== listener),
      );
  },
}));

const COMPANY = '0f1e2d3c-4b5a-4968-8776-655443322110';
const FACCAO = '9e8d7c6b-5a49-4837-a625-140312f0e1d2';
const OUTWORKERS = ['1a2b3c4d-0000-4000-8000-000000000001', '1a2b3c4d-0000-4000-8000-000000000002'];
const CONV = '5a0c9e2e-1d3b-4c4f-9a8b-7c6d5e4f3a21';

const deliver = (topic: string, event: Partial<RealtimeEvent>) => {
  for (const listener of followed.get(topic) ?? []) {
    listener({
      type: 'event',
      event: { op: 'UPDATE', companyId: COMPANY, seq: 1, id: '', table: '', ...event } as RealtimeEvent,
    });
  }
};

describe('PortalRealtime', () => {
  it("follows the chosen company's topics of the workshop and refreshes what each event changed", async () => {
    const { queryClient, unmount } = renderWithApp(
      <PortalRealtime companyId={COMPANY} faccaoId={FACCAO} outworkerIds={OUTWORKERS} />,
      { path: '/faccao?tab=lotes' },
    );
    expect([...followed.keys()].filter((t) => (followed.get(t) ?? []).length > 0).sort()).toEqual(
      [
        `workshop-messages:${COMPANY}:${FACCAO}`,
        ...OUTWORKERS.flatMap((o) => [
          `workshop-batches:${COMPANY}:${o}`,
          `workshop-payments:${COMPANY}:${o}`,
        ]),
      ].sort(),
    );
    const scope = { side: 'faccao' as const, companyId: COMPANY };
    const keys = {
      batches: portalKeys.batches(COMPANY),
      payments: portalKeys.payments(COMPANY),
      thread: faccaoMessagesKeys.messages(scope, CONV),
      unread: faccaoMessagesKeys.unreadCount(scope),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    deliver(`workshop-payments:${COMPANY}:${OUTWORKERS[1]}`, { table: 'payment_records', id: 'p1' });
    await waitFor(() => expect(stale(keys.payments)).toBe(true));
    expect(stale(keys.batches)).toBe(false);

    deliver(`workshop-batches:${COMPANY}:${OUTWORKERS[0]}`, { table: 'batches', id: 'b1' });
    await waitFor(() => expect(stale(keys.batches)).toBe(true));
    expect(stale(keys.thread)).toBe(false);

    // The workshop's own message (sent from another tab): refreshed, never announced.
    deliver(`workshop-messages:${COMPANY}:${FACCAO}`, {
      table: 'faccao_messages',
      op: 'INSERT',
      id: 'm1',
      conversationId: CONV,
      senderType: 'faccao',
    });
    await waitFor(() => expect(stale(keys.thread)).toBe(true));
    expect(stale(keys.unread)).toBe(true);

    unmount();
    expect([...followed.values()].every((listeners) => listeners.length === 0)).toBe(true);
  });
});
