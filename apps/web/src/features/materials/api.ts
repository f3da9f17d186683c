import type {
  Material,
  MaterialInput,
  MaterialListItem,
  MaterialOptions,
  MaterialPriceHistory,
  MaterialSortKey,
  MaterialUpdate,
  MaterialVariation,
  MaterialVariationsAdd,
  MaterialVariationUpdate,
  Page,
  StockMovementPage,
} from '@alinhavo/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toQueryString } from '@/lib/use-list-params';

export const MATERIALS_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 20;

export type MaterialListParams = {
  q: string;
  page: number;
  sort: MaterialSortKey;
  dir: 'asc' | 'desc';
  category?: string | undefined;
  status?: string | undefined;
  belowMinimum?: boolean | undefined;
};

const keys = {
  all: ['materials'] as const,
  list: (params: MaterialListParams) => ['materials', 'list', params] as const,
  detail: (id: string) => ['materials', 'detail', id] as const,
  options: ['materials', 'options'] as const,
  prices: (id: string) => ['materials', 'prices', id] as const,
  ledger: (id: string) => ['stock-movements', 'material', id] as const,
};

export function useMaterials(params: MaterialListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api<Page<MaterialListItem>>(
        `/api/materials${toQueryString({
          q: params.q,
          page: params.page,
          sort: params.sort,
          dir: params.dir,
          category: params.category,
          status: params.status,
          belowMinimum: params.belowMinimum ? 'true' : undefined,
          pageSize: MATERIALS_PAGE_SIZE,
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMaterial(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api<Material>(`/api/materials/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Colours and suppliers for the forms (and the active materials, for pickers elsewhere). */
export function useMaterialOptions(enabled = true) {
  return useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) => api<MaterialOptions>('/api/materials/options', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function usePriceHistory(id: string) {
  return useQuery({
    queryKey: keys.prices(id),
    queryFn: ({ signal }) =>
      api<MaterialPriceHistory>(`/api/materials/${encodeURIComponent(id)}/price-history`, { signal }),
  });
}

/** The stock ledger of one material, newest first, a keyset page at a time ('Carregar mais'). */
export function useMaterialLedger(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: keys.ledger(id),
    enabled,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api<StockMovementPage>(
        `/api/stock/movements${toQueryString({ materialId: id, pageSize: LEDGER_PAGE_SIZE, cursor: pageParam || undefined })}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function useInvalidateMaterials() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useCreateMaterial() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (input: MaterialInput) => api<Material>('/api/materials', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateMaterial(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (patch: MaterialUpdate) =>
      api<Material>(`/api/materials/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: (material) => {
      queryClient.setQueryData(keys.detail(id), material);
      return invalidate();
    },
  });
}

export function useDeleteMaterial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/materials/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ['materials', 'list'] });
    },
  });
}

export function useAddVariations(materialId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (input: MaterialVariationsAdd) =>
      api<Material>(`/api/materials/${materialId}/variations`, { method: 'POST', body: input }),
    onSuccess: (material) => {
      queryClient.setQueryData(keys.detail(materialId), material);
      return invalidate();
    },
  });
}

export function useUpdateVariation() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MaterialVariationUpdate }) =>
      api<MaterialVariation>(`/api/material-variations/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteVariation() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/material-variations/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
