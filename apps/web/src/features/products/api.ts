import type {
  ApiErrorBody,
  Color,
  ColorInput,
  ColorList,
  ColorUpdate,
  Page,
  Product,
  ProductFacets,
  ProductInput,
  ProductListItem,
  ProductSortKey,
  ProductStatus,
  ProductUpdate,
  ProductVariant,
  ProductVariantUpdate,
  SizeGrid,
  SizeGridInput,
  SizeGridList,
  SizeGridUpdate,
} from '@alinhavo/domain';
import { API_ERROR_MESSAGES } from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { toQueryString } from '@/lib/use-list-params';

export const PRODUCTS_PAGE_SIZE = 20;

export type ProductListParams = {
  q: string;
  page: number;
  sort: ProductSortKey;
  dir: 'asc' | 'desc';
  collection?: string | undefined;
  category?: string | undefined;
  status?: ProductStatus | undefined;
};

const keys = {
  colors: ['colors'] as const,
  grids: ['size-grids'] as const,
  products: ['products'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  facets: ['products', 'facets'] as const,
};

// ---- Colours and grids ---------------------------------------------------------------------------------------

export function useColors() {
  return useQuery({
    queryKey: keys.colors,
    queryFn: ({ signal }) => api<ColorList>('/api/colors', { signal }),
    select: (data) => data.items,
  });
}

export function useSizeGrids() {
  return useQuery({
    queryKey: keys.grids,
    queryFn: ({ signal }) => api<SizeGridList>('/api/size-grids', { signal }),
    select: (data) => data.items,
  });
}

function useInvalidate(...queryKeys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveColor(id?: string) {
  const invalidate = useInvalidate(keys.colors, keys.products);
  return useMutation({
    mutationFn: (input: ColorInput | ColorUpdate) =>
      id
        ? api<Color>(`/api/colors/${id}`, { method: 'PATCH', body: input })
        : api<Color>('/api/colors', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteColor() {
  const invalidate = useInvalidate(keys.colors);
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/colors/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSaveSizeGrid(id?: string) {
  const invalidate = useInvalidate(keys.grids);
  return useMutation({
    mutationFn: (input: SizeGridInput | SizeGridUpdate) =>
      id
        ? api<SizeGrid>(`/api/size-grids/${id}`, { method: 'PATCH', body: input })
        : api<SizeGrid>('/api/size-grids', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteSizeGrid() {
  const invalidate = useInvalidate(keys.grids);
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/size-grids/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

// ---- Products ------------------------------------------------------------------------------------------------

export function productQueryString(params: Omit<ProductListParams, 'page'> & { page?: number }) {
  return toQueryString({
    q: params.q,
    sort: params.sort,
    dir: params.dir,
    collection: params.collection,
    category: params.category,
    status: params.status,
    ...(params.page ? { page: params.page, pageSize: PRODUCTS_PAGE_SIZE } : {}),
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api<Page<ProductListItem>>(`/api/products${productQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProductFacets() {
  return useQuery({
    queryKey: keys.facets,
    queryFn: ({ signal }) => api<ProductFacets>('/api/products/facets', { signal }),
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api<Product>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  });
}

/** After a product changed: its detail gets the answer, lists, facets and colour counts refetch. */
function useProductChanged() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(keys.detail(product.id), product);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['products', 'list'] }),
      queryClient.invalidateQueries({ queryKey: keys.facets }),
      queryClient.invalidateQueries({ queryKey: keys.colors }),
      queryClient.invalidateQueries({ queryKey: keys.grids }),
    ]);
  };
}

export function useCreateProduct() {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: (input: ProductInput) => api<Product>('/api/products', { method: 'POST', body: input }),
    onSuccess: changed,
  });
}

export function useUpdateProduct(id: string) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: (patch: ProductUpdate) =>
      api<Product>(`/api/products/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: changed,
  });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/products/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: keys.products });
    },
  });
}

export function useUpdateVariant(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductVariantUpdate }) =>
      api<ProductVariant>(`/api/product-variants/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.detail(productId) }),
        queryClient.invalidateQueries({ queryKey: ['products', 'list'] }),
      ]),
  });
}

/** Sends the photo as multipart/form-data (the one non-JSON request), with the same error handling as `api`. */
async function uploadPhoto(productId: string, file: File): Promise<Product> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/products/${productId}/photo`, {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiError(0, 'INTERNAL', 'Erro de conexão. Tente novamente.');
  }
  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (payload as ApiErrorBody | null)?.error;
    const code = error?.code ?? (response.status >= 500 ? 'INTERNAL' : 'VALIDATION');
    throw new ApiError(
      response.status,
      code,
      error?.message ?? API_ERROR_MESSAGES[code],
      error?.fields ?? {},
    );
  }
  return payload as Product;
}

export function useUploadPhoto(productId: string) {
  const changed = useProductChanged();
  return useMutation({ mutationFn: (file: File) => uploadPhoto(productId, file), onSuccess: changed });
}

export function useDeletePhoto(productId: string) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: () => api<Product>(`/api/products/${productId}/photo`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
