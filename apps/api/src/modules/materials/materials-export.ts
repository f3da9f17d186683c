import {
  formatBRL,
  formatQuantity,
  MATERIAL_CATEGORY_LABELS,
  MATERIAL_STATUS_LABELS,
  type MaterialListItem,
  type materialListQuerySchema,
} from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listMaterials } from './service.ts';

type Query = Omit<z.output<typeof materialListQuerySchema>, 'page' | 'pageSize'>;

const HEADER = [
  'Nome',
  'Categoria',
  'Unidade',
  'Estoque',
  'Estoque mínimo',
  'Abaixo do mínimo',
  'Último custo',
  'Fornecedor',
  'Variações',
  'Situação',
  'Observações',
  'Cadastrado em',
];

function row(m: MaterialListItem) {
  return [
    m.name,
    MATERIAL_CATEGORY_LABELS[m.category],
    m.unit,
    formatQuantity(m.stockTotal, 2),
    formatQuantity(m.minimumStock, 2),
    m.belowMinimum ? 'Sim' : 'Não',
    m.lastCostCents === null ? null : formatBRL(m.lastCostCents),
    m.defaultSupplierName,
    m.variationCount,
    MATERIAL_STATUS_LABELS[m.status],
    m.notes,
    dateCell(m.createdAt),
  ];
}

/** GET /materials/export: the materials list (search, filters, order) as a CSV. */
export function exportMaterials(tx: Tx, tenant: TenantContext, query: Query): Promise<Response> {
  return listExport({ name: 'materiais.csv', header: HEADER, row }, (paging) =>
    listMaterials(tx, tenant, { ...query, ...paging }),
  );
}
