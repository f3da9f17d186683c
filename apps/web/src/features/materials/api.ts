import type {
  MaterialCategory,
  MaterialImport,
  MaterialInput,
  MaterialSortKey,
  MaterialStatus,
  MaterialUpdate,
  MaterialVariationsAdd,
  MaterialVariationUpdate,
} from '@alinhavo/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiData, api, apiUrl } from '@/lib/api';

export const MATERIALS_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 20;

export type MaterialListParams = {
  q: string;
  page: number;
  sort: MaterialSortKey;
  dir: 'asc' | 'desc';
  category?: MaterialCategory | undefined;
  status?: MaterialStatus | undefined;
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

/** The list's search, filters and order as the API reads them (without the page). */
function materialQuery(params: MaterialListParams) {
  return {
    q: params.q,
    sort: params.sort,
    dir: params.dir,
    category: params.category,
    status: params.status,
    belowMinimum: params.belowMinimum ? ('true' as const) : undefined,
  };
}

export function useMaterials(params: MaterialListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api.get('/api/materials', {
        query: { ...materialQuery(params), page: params.page, pageSize: MATERIALS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every material the list's search and filters match, in its order. */
export function materialsExportUrl(params: MaterialListParams): string {
  return apiUrl('/api/materials/export', { query: materialQuery(params) });
}

export function useMaterial(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get('/api/materials/{id}', { path: { id }, signal }),
  });
}

/** Colours and suppliers for the forms (and the active materials, for pickers elsewhere). */
export function useMaterialOptions(enabled = true) {
  return useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) => api.get('/api/materials/options', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function usePriceHistory(id: string) {
  return useQuery({
    queryKey: keys.prices(id),
    queryFn: ({ signal }) => api.get('/api/materials/{id}/price-history', { path: { id }, signal }),
  });
}

/** The stock ledger of one material, newest first, a keyset page at a time ('Carregar mais'). */
export function useMaterialLedger(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: keys.ledger(id),
    enabled,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/stock/movements', {
        query: { materialId: id, pageSize: LEDGER_PAGE_SIZE, cursor: pageParam || undefined },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

function useInvalidateMaterials() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (input: MaterialInput) => api.post('/api/materials', { body: input }),
    // The detail screen opened next renders from the create's answer (seeded after the lists are marked stale).
    onSuccess: (material) => {
      const refreshed = invalidate();
      queryClient.setQueryData<ApiData<'get', '/api/materials/{id}'>>(keys.detail(material.id), material);
      return refreshed;
    },
  });
}

export function useUpdateMaterial(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (patch: MaterialUpdate) => api.patch('/api/materials/{id}', { path: { id }, body: patch }),
    onSuccess: (material) => {
      queryClient.setQueryData(keys.detail(id), material);
      return invalidate();
    },
  });
}

export function useDeleteMaterial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/materials/{id}', { path: { id } }),
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
      api.post('/api/materials/{id}/variations', { path: { id: materialId }, body: input }),
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
      api.patch('/api/material-variations/{id}', { path: { id }, body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteVariation() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/material-variations/{id}', { path: { id } }),
    onSuccess: invalidate,
  });
}

/** Sends the valid lines of a CSV: the server checks them again and creates the materials in one go. */
export function useImportMaterials() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: MaterialImport) => api.post('/api/materials/import', { body }),
    // A dry run (the preview) saves nothing: the lists stay as they are.
    onSuccess: (_answer, body) => (body.dryRun ? undefined : invalidate()),
  });
}

/** Deactivates the materials picked on the list. */
export function useDeactivateMaterials() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (ids: string[]) => api.post('/api/materials/deactivate', { body: { ids } }),
    onSuccess: invalidate,
  });
}
