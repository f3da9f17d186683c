import type {
  ColorInput,
  Product,
  ProductImport,
  ProductInput,
  ProductUpdate,
  ProductVariantUpdate,
  SizeGridInput,
} from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api } from '@/lib/api';
import { productKeys } from './product-keys';

export { PRODUCTS_PAGE_SIZE, type ProductListParams } from './product-keys';
export { productsExportUrl, useProductFacets, useProducts } from './product-list-api';

const keys = productKeys;

// ---- Colours and grids ---------------------------------------------------------------------------------------

export function useColors() {
  return useQuery({
    queryKey: keys.colors,
    queryFn: ({ signal }) => api.get('/api/colors', { signal }),
    select: (data) => data.items,
  });
}

export function useSizeGrids() {
  return useQuery({
    queryKey: keys.grids,
    queryFn: ({ signal }) => api.get('/api/size-grids', { signal }),
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
    mutationFn: (input: ColorInput) =>
      id
        ? api.patch('/api/colors/{id}', { path: { id }, body: input })
        : api.post('/api/colors', { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteColor() {
  const invalidate = useInvalidate(keys.colors);
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/colors/{id}', { path: { id } }),
    onSuccess: invalidate,
  });
}

export function useSaveSizeGrid(id?: string) {
  const invalidate = useInvalidate(keys.grids);
  return useMutation({
    mutationFn: (input: SizeGridInput) =>
      id
        ? api.patch('/api/size-grids/{id}', { path: { id }, body: input })
        : api.post('/api/size-grids', { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteSizeGrid() {
  const invalidate = useInvalidate(keys.grids);
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/size-grids/{id}', { path: { id } }),
    onSuccess: invalidate,
  });
}

// ---- Products ------------------------------------------------------------------------------------------------

export function useProduct(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get('/api/products/{id}', { path: { id }, signal }),
  });
}

/**
 * After a product changed: its detail gets the answer (after a create, the detail screen opened next renders
 * from it), lists, facets and colour counts refetch.
 */
function useProductChanged() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData<ApiData<'get', '/api/products/{id}'>>(keys.detail(product.id), product);
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
    mutationFn: (input: ProductInput) => api.post('/api/products', { body: input }),
    onSuccess: changed,
  });
}

/** 'Importar CSV': with `dryRun` the preview's check (grids, references, new colours), else the import. */
export function useImportProducts() {
  const invalidate = useInvalidate(keys.products, keys.colors, keys.grids);
  return useMutation({
    mutationFn: (body: ProductImport) => api.post('/api/products/import', { body }),
    onSuccess: (_answer, body) => (body.dryRun ? undefined : invalidate()),
  });
}

export function useUpdateProduct(id: string) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: (patch: ProductUpdate) => api.patch('/api/products/{id}', { path: { id }, body: patch }),
    onSuccess: changed,
  });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/products/{id}', { path: { id } }),
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
      api.patch('/api/product-variants/{id}', { path: { id }, body: patch }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.detail(productId) }),
        queryClient.invalidateQueries({ queryKey: ['products', 'list'] }),
      ]),
  });
}

/** Sends the photo as multipart/form-data (the one non-JSON request), through the same typed client. */
function uploadPhoto(productId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/products/{id}/photo', { path: { id: productId }, body: form });
}

export function useUploadPhoto(productId: string) {
  const changed = useProductChanged();
  return useMutation({ mutationFn: (file: File) => uploadPhoto(productId, file), onSuccess: changed });
}

export function useDeletePhoto(productId: string) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: () => api.delete('/api/products/{id}/photo', { path: { id: productId } }),
    onSuccess: changed,
  });
}
