import {
  formatBRL,
  formatDateTime,
  formatQuantity,
  STOCK_MOVEMENT_TYPE_LABELS,
  type StockMovement,
} from '@alinhavo/domain';
import type { Tx } from '../../platform/db/client.ts';
import { csvResponse } from '../../platform/http/csv.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listMovementsForExport, type MovementFilters } from './movements-query.ts';

/** More lines than a spreadsheet handles comfortably; narrow the period to see the rest. */
export const EXPORT_MAX_LINES = 100_000;

const HEADER = [
  'Data',
  'Tipo',
  'Item',
  'Variação / SKU',
  'SKU',
  'Quantidade',
  'Unidade',
  'Saldo após',
  'Custo unitário',
  'Fornecedor',
  'Origem',
  'Destino',
  'Usuário',
  'Observações',
  'Estorno',
];

export function exportRow(m: StockMovement): (string | null)[] {
  return [
    formatDateTime(m.createdAt),
    STOCK_MOVEMENT_TYPE_LABELS[m.type],
    m.itemName,
    m.variantLabel,
    m.sku,
    formatQuantity(m.quantity, 2),
    m.unit,
    formatQuantity(m.balanceAfter, 2),
    m.unitCostCents === null ? null : formatBRL(m.unitCostCents),
    m.supplierName,
    m.origin,
    m.destination,
    m.createdByName,
    m.notes,
    m.reversesMovementId ? 'Estorno' : m.reversedByMovementId ? 'Estornada' : null,
  ];
}

/**
 * GET /stock/movements/export: the filtered ledger as a pt-BR Excel CSV, newest first, capped at
 * EXPORT_MAX_LINES (the header `x-export-truncated` says when the cap cut it).
 */
export async function exportMovements(
  tx: Tx,
  tenant: TenantContext,
  filters: MovementFilters,
): Promise<Response> {
  const movements = await listMovementsForExport(tx, tenant, filters, EXPORT_MAX_LINES + 1);
  const truncated = movements.length > EXPORT_MAX_LINES;
  const response = csvResponse(
    'movimentacoes-estoque.csv',
    HEADER,
    movements.slice(0, EXPORT_MAX_LINES).map(exportRow),
  );
  if (truncated) response.headers.set('x-export-truncated', 'true');
  return response;
}
