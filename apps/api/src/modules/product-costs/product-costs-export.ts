import {
  formatBRL,
  formatQuantity,
  type ProductCostListItem,
  type productCostListQuerySchema,
} from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listProductCosts } from './list-product-costs.ts';

type Query = Omit<z.output<typeof productCostListQuerySchema>, 'page' | 'pageSize'>;

const HEADER = [
  'Referência',
  'Produto',
  'Situação do produto',
  'Preço de venda',
  'Ficha de custo',
  'Versão',
  'Custo unitário',
  'Margem (%)',
  'Margem alvo (%)',
  'Abaixo do custo',
  'Atualizada em',
];

const money = (cents: number | null) => (cents === null ? null : formatBRL(cents));
const percent = (value: string | null) => (value === null ? null : formatQuantity(value, 2));

const row = (p: ProductCostListItem) => [
  p.reference,
  p.name,
  p.status === 'inativo' ? 'Inativo' : 'Ativo',
  money(p.salePriceCents),
  p.hasSheet ? 'Sim' : 'Não',
  p.version,
  money(p.unitCostCents),
  percent(p.marginPercent),
  percent(p.targetMarginPercent),
  p.belowCost ? 'Sim' : 'Não',
  dateCell(p.updatedAt),
];

/** GET /product-costs/export: the cost sheets list (search, filter, order) as a CSV. */
export function exportProductCosts(tx: Tx, tenant: TenantContext, query: Query): Promise<Response> {
  return listExport({ name: 'custos-produtos.csv', header: HEADER, row }, (paging) =>
    listProductCosts(tx, tenant, { ...query, ...paging }),
  );
}
