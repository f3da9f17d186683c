import {
  idParamSchema,
  productExportQuerySchema,
  productFacetsSchema,
  productImportResultSchema,
  productImportSchema,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
  productPhotoQuerySchema,
  productSchema,
  productUpdateSchema,
  productVariantSchema,
  productVariantUpdateSchema,
} from '@alinhavo/domain';
import { defineRoute, type RouteServices } from '../../platform/http/route.ts';
import { requireStorage } from '../../platform/storage/storage.ts';
import { deleteProductPhoto, productPhotoResponse, uploadProductPhoto } from './photo-service.ts';
import { exportProducts } from './product-export.ts';
import { importProducts } from './product-import.ts';
import { getProduct, listProducts, productFacets } from './product-read.ts';
import { createProduct, deleteProduct, updateProduct } from './product-write.ts';
import { getVariant, updateVariant } from './variants.ts';

const tag = 'Produtos';

const files = (services: RouteServices) => ({ defer: services.defer, storage: requireStorage(services) });

/** Static paths (/products/export, /products/facets) come before /products/:id: the first match answers. */
export const productRoutes = [
  defineRoute({
    method: 'get',
    path: '/products',
    summary: 'Lista produtos com busca (referência, nome, SKU, código de barras), filtros e estoque total',
    tag,
    access: { feature: 'products', action: 'access' },
    query: productListQuerySchema,
    response: productPageSchema,
    handler: ({ tx, tenant, query }) => listProducts(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/products/export',
    summary: 'Exporta os produtos da lista em CSV, uma linha por SKU',
    tag,
    access: { feature: 'products', action: 'access' },
    query: productExportQuerySchema,
    handler: ({ tx, tenant, query }) => exportProducts(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/products/facets',
    summary: 'Coleções e categorias em uso, para filtros',
    tag,
    access: { feature: 'products', action: 'access' },
    response: productFacetsSchema,
    handler: ({ tx, tenant }) => productFacets(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/products',
    summary: 'Cadastra um produto e cria de uma vez os SKUs de cada cor × tamanho',
    tag,
    access: { feature: 'products', action: 'write' },
    body: productInputSchema,
    response: productSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createProduct(tx, tenant, body),
  }),
  defineRoute({
    method: 'post',
    path: '/products/import',
    summary:
      'Importa produtos de um CSV com grade e cores, criando os SKUs; devolve os erros por linha (dryRun: só confere)',
    tag,
    access: { feature: 'products', action: 'write' },
    body: productImportSchema,
    response: productImportResultSchema,
    handler: ({ tx, tenant, body }) => importProducts(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/products/:id',
    summary: 'Detalhe de um produto (pelo id ou pela referência) com a grade de SKUs',
    tag,
    access: { feature: 'products', action: 'access' },
    params: idParamSchema,
    response: productSchema,
    handler: ({ tx, tenant, params }) => getProduct(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/products/:id',
    summary: 'Atualiza um produto; cores e tamanhos novos criam SKUs, os retirados são inativados',
    tag,
    access: { feature: 'products', action: 'write' },
    params: idParamSchema,
    body: productUpdateSchema,
    response: productSchema,
    handler: ({ tx, tenant, params, body }) => updateProduct(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/products/:id',
    summary: 'Exclui um produto sem estoque nem movimentações',
    tag,
    access: { feature: 'products', action: 'delete' },
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params, services }) => deleteProduct(tx, tenant, params.id, files(services)),
  }),
  defineRoute({
    method: 'post',
    path: '/products/:id/photo',
    summary: 'Envia a foto do produto (multipart/form-data, campo file; JPG, PNG ou WebP até 5 MB)',
    tag,
    access: { feature: 'products', action: 'write' },
    params: idParamSchema,
    response: productSchema,
    handler: ({ tx, tenant, params, c, services }) =>
      uploadProductPhoto(tx, tenant, params.id, c, files(services)),
  }),
  defineRoute({
    method: 'get',
    path: '/products/:id/photo',
    summary: 'A foto do produto',
    tag,
    access: { feature: 'products', action: 'access' },
    params: idParamSchema,
    query: productPhotoQuerySchema,
    handler: ({ tx, tenant, params, query, c, services }) =>
      productPhotoResponse(tx, tenant, params.id, c, query.v, files(services)),
  }),
  defineRoute({
    method: 'delete',
    path: '/products/:id/photo',
    summary: 'Remove a foto do produto',
    tag,
    access: { feature: 'products', action: 'write' },
    params: idParamSchema,
    response: productSchema,
    handler: ({ tx, tenant, params, services }) => deleteProductPhoto(tx, tenant, params.id, files(services)),
  }),
  defineRoute({
    method: 'get',
    path: '/product-variants/:id',
    summary: 'Um SKU (variante) de produto',
    tag,
    access: { feature: 'products', action: 'access' },
    params: idParamSchema,
    response: productVariantSchema,
    handler: ({ tx, tenant, params }) => getVariant(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/product-variants/:id',
    summary: 'Altera o SKU, o código de barras ou a situação de uma variante',
    tag,
    access: { feature: 'products', action: 'write' },
    params: idParamSchema,
    body: productVariantUpdateSchema,
    response: productVariantSchema,
    handler: ({ tx, tenant, params, body }) => updateVariant(tx, tenant, params.id, body),
  }),
];
