import {
  Dec,
  formatBRL,
  formatDate,
  type MaterialPriceEntry,
  type MaterialSupplierPrice,
  type MaterialUnit,
} from '@alinhavo/domain';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { usePriceHistory } from './api';
import { formatStock } from './format';

const NO_SUPPLIER = 'Sem fornecedor';

/** Quantity × unit cost, rounded half-up to the centavo. */
function totalCents(entry: MaterialPriceEntry): number {
  return new Dec(entry.quantity).times(entry.unitCostCents).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();
}

/** Purchase prices by supplier (part3 §1): last and average price each, and the purchases themselves. */
export function PriceHistoryCard({ materialId, unit }: { materialId: string; unit: MaterialUnit }) {
  const { data, isPending, error } = usePriceHistory(materialId);

  const supplierColumns: DataTableColumn<MaterialSupplierPrice>[] = [
    {
      key: 'supplier',
      header: 'Fornecedor',
      cell: (s) => <span className="font-medium">{s.supplierName ?? NO_SUPPLIER}</span>,
    },
    {
      key: 'last',
      header: 'Último preço',
      align: 'right',
      cell: (s) => `${formatBRL(s.lastUnitCostCents)}/${unit}`,
    },
    { key: 'lastDate', header: 'Última compra', cell: (s) => formatDate(s.lastDate) },
    {
      key: 'average',
      header: 'Preço médio',
      align: 'right',
      cell: (s) => `${formatBRL(s.averageUnitCostCents)}/${unit}`,
    },
    { key: 'purchases', header: 'Compras', align: 'right', hideOnMobile: true, cell: (s) => s.purchases },
    {
      key: 'quantity',
      header: 'Quantidade',
      align: 'right',
      cell: (s) => formatStock(s.totalQuantity, unit),
    },
  ];
  const entryColumns: DataTableColumn<MaterialPriceEntry>[] = [
    { key: 'date', header: 'Data', cell: (e) => formatDate(e.date) },
    { key: 'supplier', header: 'Fornecedor', cell: (e) => e.supplierName ?? NO_SUPPLIER },
    { key: 'variation', header: 'Variação', cell: (e) => e.variationName },
    { key: 'quantity', header: 'Quantidade', align: 'right', cell: (e) => formatStock(e.quantity, unit) },
    { key: 'cost', header: 'Custo unitário', align: 'right', cell: (e) => formatBRL(e.unitCostCents) },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      hideOnMobile: true,
      cell: (e) => formatBRL(totalCents(e)),
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico de preços de compra</CardTitle>
        <CardDescription>Entradas de estoque com custo unitário, por fornecedor.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-2 sm:px-3">
        {isPending ? (
          <div className="grid gap-2 px-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : error ? (
          <LoadErrorAlert error={error} what="o histórico de preços" />
        ) : !data || data.entries.length === 0 ? (
          <p className="px-2 text-muted-foreground text-sm">
            Nenhuma compra com custo registrada ainda. As entradas de estoque com custo unitário aparecem
            aqui.
          </p>
        ) : (
          <>
            <section className="grid gap-2">
              <h3 className="px-2 font-medium text-sm">Por fornecedor</h3>
              <DataTable
                caption="Preços por fornecedor"
                columns={supplierColumns}
                rows={data.suppliers}
                rowKey={(s) => s.supplierId ?? 'none'}
              />
            </section>
            <section className="grid gap-2">
              <h3 className="px-2 font-medium text-sm">Compras</h3>
              <DataTable
                caption="Compras do material"
                columns={entryColumns}
                rows={data.entries}
                rowKey={(e) => e.movementId}
              />
              {data.totalEntries > data.entries.length && (
                <p className="px-2 text-muted-foreground text-xs">
                  Mostrando as {data.entries.length} compras mais recentes de {data.totalEntries}.
                </p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
