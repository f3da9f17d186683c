import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

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
    refetchInterval: 60_000,
  });
}

export function useBoardOptions() {
  return useQuery({
    queryKey: ['production-board-options'],
    queryFn: ({ signal }) => api.get('/api/production-board/options', { signal }),
  });
}
