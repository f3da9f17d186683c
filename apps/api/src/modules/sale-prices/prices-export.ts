import { formatBRL, formatQuantity, type PriceProductRow, type priceListQuerySchema } from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listTablePrices } from './price-list.service.ts';
import { findPriceTable } from './price-tables.service.ts';

type Query = Omit<z.output<typeof priceListQuerySchema>, 'page' | 'pageSize'>;

const HEADER = [
  'Referência',
  'Produto',
  'Situação do produto',
  'Custo unitário',
  'Preço',
  'Markup (%)',
  'Margem (%)',
  'Abaixo do custo',
  'SKUs com preço próprio',
];

const money = (cents: number | null) => (cents === null ? null : formatBRL(cents));
const percent = (value: string | null) => (value === null ? null : formatQuantity(value, 2));

const row = (p: PriceProductRow) => [
  p.reference,
  p.name,
  p.status === 'inativo' ? 'Inativo' : 'Ativo',
  money(p.unitCostCents),
  money(p.priceCents),
  percent(p.markupPercent),
  percent(p.marginPercent),
  p.belowCost ? 'Sim' : 'Não',
  p.overrides,
];

/** A file name from the table's name: 'precos-atacado.csv'. */
function fileName(tableName: string): string {
  const slug = tableName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `precos-${slug || 'tabela'}.csv`;
}

/** GET /price-tables/:id/products/export: the table's list (search, filter, order) as a CSV. */
export async function exportTablePrices(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
  query: Query,
): Promise<Response> {
  const table = await findPriceTable(tx, tenant, tableId);
  return listExport({ name: fileName(table.name), header: HEADER, row }, (paging) =>
    listTablePrices(tx, tenant, table.id, { ...query, ...paging }),
  );
}
