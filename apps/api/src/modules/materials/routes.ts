import {
  idParamSchema,
  materialImportResultSchema,
  materialImportSchema,
  materialInputSchema,
  materialListQuerySchema,
  materialOptionsQuerySchema,
  materialOptionsSchema,
  materialPageSchema,
  materialPriceHistorySchema,
  materialSchema,
  materialUpdateSchema,
  materialVariationSchema,
  materialVariationsAddSchema,
  materialVariationUpdateSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { importMaterials } from './import-service.ts';
import { exportMaterials } from './materials-export.ts';
import { listMaterialOptions } from './options-service.ts';
import { getPriceHistory } from './price-history-service.ts';
import { createMaterial, deleteMaterial, getMaterial, listMaterials, updateMaterial } from './service.ts';
import { addVariations, deleteVariation, getVariation, updateVariation } from './variations-service.ts';

const tag = 'Materiais';
const read = { feature: 'materials', action: 'access' } as const;
const write = { feature: 'materials', action: 'write' } as const;
const remove = { feature: 'materials', action: 'delete' } as const;

const exportQuery = materialListQuerySchema.omit({ page: true, pageSize: true });

// '/materials/options' and '/materials/export' come before '/materials/:id', which would take them for an id.
export const materialsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/materials/options',
    summary: 'Materiais ativos com suas variações, cores e fornecedores, para seletores',
    tag,
    access: read,
    query: materialOptionsQuerySchema,
    response: materialOptionsSchema,
    handler: ({ tx, tenant, query }) => listMaterialOptions(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/materials/export',
    summary: 'Exporta em CSV todos os materiais da busca e dos filtros da lista',
    tag,
    access: read,
    query: exportQuery,
    handler: ({ tx, tenant, query }) => exportMaterials(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/materials',
    summary: 'Lista materiais com busca, filtros (categoria, situação, abaixo do mínimo) e estoque total',
    tag,
    access: read,
    query: materialListQuerySchema,
    response: materialPageSchema,
    handler: ({ tx, tenant, query }) => listMaterials(tx, tenant, query),
  }),
  defineRoute({
    method: 'post',
    path: '/materials',
    summary: 'Cadastra um material, com variações geradas de cores × tamanhos ou a variação padrão',
    tag,
    access: write,
    body: materialInputSchema,
    response: materialSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createMaterial(tx, tenant, body),
  }),
  defineRoute({
    method: 'post',
    path: '/materials/import',
    summary: 'Importa materiais de linhas de um CSV: cadastra as válidas e devolve os erros por linha',
    tag,
    access: write,
    body: materialImportSchema,
    response: materialImportResultSchema,
    handler: ({ tx, tenant, body }) => importMaterials(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/materials/:id',
    summary: 'Detalhe de um material com suas variações e estoques',
    tag,
    access: read,
    params: idParamSchema,
    response: materialSchema,
    handler: ({ tx, tenant, params }) => getMaterial(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/materials/:id',
    summary: 'Atualiza um material (o estoque só muda pelas movimentações)',
    tag,
    access: write,
    params: idParamSchema,
    body: materialUpdateSchema,
    response: materialSchema,
    handler: ({ tx, tenant, params, body }) => updateMaterial(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/materials/:id',
    summary: 'Exclui um material sem estoque, movimentações nem uso em ficha de custo',
    tag,
    access: remove,
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params }) => deleteMaterial(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/materials/:id/price-history',
    summary: 'Histórico de preços de compra do material por fornecedor (entradas do estoque com custo)',
    tag,
    access: read,
    params: idParamSchema,
    response: materialPriceHistorySchema,
    handler: ({ tx, tenant, params }) => getPriceHistory(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/materials/:id/variations',
    summary: 'Adiciona variações (cores × tamanhos) a um material',
    tag,
    access: write,
    params: idParamSchema,
    body: materialVariationsAddSchema,
    response: materialSchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => addVariations(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/material-variations/:id',
    summary: 'Uma variação de material com seu estoque',
    tag,
    access: read,
    params: idParamSchema,
    response: materialVariationSchema,
    handler: ({ tx, tenant, params }) => getVariation(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/material-variations/:id',
    summary: 'Altera nome, cor ou tamanho de uma variação, ou a desativa/reativa',
    tag,
    access: write,
    params: idParamSchema,
    body: materialVariationUpdateSchema,
    response: materialVariationSchema,
    handler: ({ tx, tenant, params, body }) => updateVariation(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/material-variations/:id',
    summary: 'Exclui uma variação que nunca teve estoque (as demais são desativadas)',
    tag,
    access: remove,
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params }) => deleteVariation(tx, tenant, params.id),
  }),
];
