import { REALTIME_TOPIC_KINDS, type RealtimeEvent, realtimeTopic } from '@alinhavo/domain';
import type { QueryKey } from '@tanstack/react-query';
import { useSessionQuery } from '@/app/session';
import { useRealtimeInvalidation } from '@/lib/realtime';

/** The company's batches topic, once the session is known. */
function useBatchesTopic(): string | null {
  const { data: session } = useSessionQuery();
  return session ? realtimeTopic(REALTIME_TOPIC_KINDS.batches, session.company.id) : null;
}

/** Any batch of the company changed: the list, its filter options and the order options are stale. */
export const batchListKeys = (): QueryKey[] => [['batches']];

/** The batch on screen changed (or a resync): its detail and the stock it moved are stale; other batches are not. */
export const batchDetailKeys =
  (batchId: string | undefined) =>
  (event: RealtimeEvent | null): QueryKey[] =>
    event === null || (batchId !== undefined && event.id === batchId)
      ? [
          ['batches', 'detail'],
          ['stock-movements', 'batch', batchId],
        ]
      : [];

/** /app/lotes-producao follows the company's batches: another user's or tab's change shows without reloading. */
export function useBatchListRealtime(): void {
  useRealtimeInvalidation(useBatchesTopic(), batchListKeys);
}

/**
 * The batch page follows its batch (by its id, known once loaded; `routeKey` is the id or code in the address).
 * Deleted elsewhere, its cached data is dropped so the page says it is gone instead of showing it still.
 */
export function useBatchDetailRealtime(routeKey: string, batchId: string | undefined): void {
  useRealtimeInvalidation(useBatchesTopic(), batchDetailKeys(batchId), batchRemovedKeys(routeKey, batchId));
}

/** The batch on screen was deleted: its page's data goes, so the page says it is not found. */
export const batchRemovedKeys =
  (routeKey: string, batchId: string | undefined) =>
  (event: RealtimeEvent): QueryKey[] =>
    batchId !== undefined && event.id === batchId ? [['batches', 'detail', routeKey]] : [];
