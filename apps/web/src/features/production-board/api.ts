import { REALTIME_TOPIC_KINDS, realtimeTopic } from '@alinhavo/domain';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useSessionQuery } from '@/app/session';
import { api } from '@/lib/api';
import { useRealtimeInvalidation } from '@/lib/realtime';

export type BoardParams = {
  productId?: string | undefined;
  outworkerId?: string | undefined;
  dueUntil?: string | undefined;
};

export function useProductionBoard(params: BoardParams) {
  return useQuery({
    queryKey: ['production-board', params],
    queryFn: ({ signal }) => api.get('/api/production-board', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

const boardKeys = (): QueryKey[] => [['production-board']];

/**
 * The board follows the company's batches and orders: a batch moved, sent or returned, or an order made or
 * concluded anywhere (another user, another tab) redraws it. No polling.
 */
export function useBoardRealtime(): void {
  const { data: session } = useSessionQuery();
  const companyId = session?.company.id;
  useRealtimeInvalidation(
    companyId ? realtimeTopic(REALTIME_TOPIC_KINDS.batches, companyId) : null,
    boardKeys,
  );
  useRealtimeInvalidation(
    companyId ? realtimeTopic(REALTIME_TOPIC_KINDS.productionOrders, companyId) : null,
    boardKeys,
  );
}

export function useBoardOptions() {
  return useQuery({
    queryKey: ['production-board-options'],
    queryFn: ({ signal }) => api.get('/api/production-board/options', { signal }),
  });
}
