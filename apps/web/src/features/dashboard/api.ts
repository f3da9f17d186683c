import { DASHBOARD_LIMIT_DEFAULT } from '@alinhavo/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * One query per card (part4 §4): each loads, fails and retries on its own. Kept fresh a minute: the figures move
 * with the production screens, which do not need to know the dashboard exists.
 */
const fresh = { staleTime: 60_000, refetchOnWindowFocus: true } as const;
const limit = { limit: DASHBOARD_LIMIT_DEFAULT };

export const dashboardKeys = {
  all: ['dashboard'] as const,
  lateBatches: ['dashboard', 'late-batches'] as const,
  workshops: ['dashboard', 'workshops'] as const,
  approvedWeek: ['dashboard', 'approved-this-week'] as const,
  stockAlerts: ['dashboard', 'stock-alerts'] as const,
  batchStages: ['dashboard', 'batch-stages'] as const,
};

export function useLateBatches() {
  return useQuery({
    queryKey: dashboardKeys.lateBatches,
    queryFn: ({ signal }) => api.get('/api/dashboard/late-batches', { query: limit, signal }),
    ...fresh,
  });
}

export function useWorkshops() {
  return useQuery({
    queryKey: dashboardKeys.workshops,
    queryFn: ({ signal }) => api.get('/api/dashboard/workshops', { query: limit, signal }),
    ...fresh,
  });
}

export function useApprovedWeek() {
  return useQuery({
    queryKey: dashboardKeys.approvedWeek,
    queryFn: ({ signal }) => api.get('/api/dashboard/approved-this-week', { signal }),
    ...fresh,
  });
}

export function useStockAlerts() {
  return useQuery({
    queryKey: dashboardKeys.stockAlerts,
    queryFn: ({ signal }) => api.get('/api/dashboard/stock-alerts', { query: limit, signal }),
    ...fresh,
  });
}

export function useBatchStages() {
  return useQuery({
    queryKey: dashboardKeys.batchStages,
    queryFn: ({ signal }) => api.get('/api/dashboard/batch-stages', { signal }),
    ...fresh,
  });
}
