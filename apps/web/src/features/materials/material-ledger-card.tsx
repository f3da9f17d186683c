import {
  EMPTY_MARKER,
  formatBRL,
  formatDateTime,
  type MaterialUnit,
  parseDecimal,
  STOCK_MOVEMENT_TYPE_LABELS,
  type StockMovement,
} from '@alinhavo/domain';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useMaterialLedger } from './api';
import { formatStock } from './format';

function SignedQuantity({ m, unit }: { m: StockMovement; unit: MaterialUnit }) {
  const negative = parseDecimal(m.quantity)?.isNegative() ?? false;
  return (
    <span className={cn('font-medium tabular-nums', negative ? 'text-destructive' : 'text-success')}>
      {negative ? '' : '+'}
      {formatStock(m.quantity, unit)}
    </span>
  );
}

/** The stock ledger of this material (part3 §3), newest first, a page at a time. */
export function MaterialLedgerCard({ materialId, unit }: { materialId: string; unit: MaterialUnit }) {
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useMaterialLedger(
    materialId,
    true,
  );
  const rows = data?.pages.flatMap((page) => page.items) ?? [];

  const columns: DataTableColumn<StockMovement>[] = [
    { key: 'date', header: 'Data', cell: (m) => formatDateTime(m.createdAt) },
    {
      key: 'type',
      header: 'Tipo',
      cell: (m) => <Badge variant="outline">{STOCK_MOVEMENT_TYPE_LABELS[m.type]}</Badge>,
    },
    { key: 'variation', header: 'Variação', cell: (m) => m.variantLabel ?? EMPTY_MARKER },
    {
      key: 'quantity',
      header: 'Quantidade',
      align: 'right',
      cell: (m) => <SignedQuantity m={m} unit={unit} />,
    },
    { key: 'balance', header: 'Saldo', align: 'right', cell: (m) => formatStock(m.balanceAfter, unit) },
    {
      key: 'cost',
      header: 'Custo unit.',
      align: 'right',
      hideOnMobile: true,
      cell: (m) => (m.unitCostCents === null ? EMPTY_MARKER : formatBRL(m.unitCostCents)),
    },
    {
      key: 'origin',
      header: 'Fornecedor / origem',
      hideOnMobile: true,
      cell: (m) => m.supplierName ?? m.origin ?? m.destination ?? EMPTY_MARKER,
    },
    { key: 'user', header: 'Usuário', hideOnMobile: true, cell: (m) => m.createdByName ?? EMPTY_MARKER },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Movimentações de estoque</CardTitle>
        <CardDescription>Entradas, saídas e ajustes deste material, das mais recentes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-2 sm:px-3">
        {error ? (
          <LoadErrorAlert error={error} what="as movimentações" />
        ) : !isPending && rows.length === 0 ? (
          <p className="px-2 text-muted-foreground text-sm">
            Nenhuma movimentação ainda. As entradas, saídas e ajustes deste material aparecem aqui.
          </p>
        ) : (
          <DataTable
            caption="Movimentações de estoque do material"
            columns={columns}
            rows={rows}
            rowKey={(m) => m.id}
            loading={isPending}
            mobileCard={(m) => (
              <div className="grid gap-1">
                <div className="flex items-center justify-between gap-2">
                  <Badge variant="outline">{STOCK_MOVEMENT_TYPE_LABELS[m.type]}</Badge>
                  <SignedQuantity m={m} unit={unit} />
                </div>
                <div className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
                  <span className="truncate">{m.variantLabel ?? EMPTY_MARKER}</span>
                  <span className="shrink-0 tabular-nums">Saldo {formatStock(m.balanceAfter, unit)}</span>
                </div>
                <div className="text-muted-foreground text-xs">
                  {[formatDateTime(m.createdAt), m.supplierName, m.createdByName].filter(Boolean).join(' · ')}
                </div>
              </div>
            )}
          />
        )}
        {hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Carregar mais
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
