import type { SalesCenterQueryInput } from '@alinhavo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** One query per block (figures, what sells, recent sales): each loads and fails on its own. */
const fresh = { staleTime: 60_000, refetchOnWindowFocus: true, placeholderData: keepPreviousData } as const;

export const salesCenterKeys = {
  all: ['sales-center'] as const,
  summary: (period: SalesCenterQueryInput) => ['sales-center', 'summary', period] as const,
  products: (period: SalesCenterQueryInput) => ['sales-center', 'products', period] as const,
  recent: ['sales-center', 'recent'] as const,
};

export function useSalesSummary(period: SalesCenterQueryInput, enabled = true) {
  return useQuery({
    queryKey: salesCenterKeys.summary(period),
    queryFn: ({ signal }) => api.get('/api/sales-center/summary', { query: period, signal }),
    enabled,
    ...fresh,
  });
}

export function useSalesProducts(period: SalesCenterQueryInput, enabled = true) {
  return useQuery({
    queryKey: salesCenterKeys.products(period),
    queryFn: ({ signal }) => api.get('/api/sales-center/products', { query: period, signal }),
    enabled,
    ...fresh,
  });
}

export function useRecentSales() {
  return useQuery({
    queryKey: salesCenterKeys.recent,
    queryFn: ({ signal }) => api.get('/api/sales-center/recent', { query: { limit: 10 }, signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** The customer detail's 'Vendas' card. */
export function useCustomerSales(customerId: string) {
  return useQuery({
    queryKey: ['customers', 'sales', customerId] as const,
    queryFn: ({ signal }) => api.get('/api/customers/{id}/sales', { path: { id: customerId }, signal }),
  });
}
