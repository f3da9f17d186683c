import {
  COST_USAGE_AREA_LABELS,
  Dec,
  EMPTY_MARKER,
  formatBRL,
  formatPercent,
  formatQuantity,
  type ProductCostMaterialLine,
  type ProductCostProcessLine,
  type ProductCostSheet,
  roundCents,
} from '@alinhavo/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { CostSummary } from './cost-summary';
import { categoryLabel } from './material-picker';
import { summaryFromApi } from './summary-figures';

/** A stored quantity without its trailing zeros ('60.0000' → '60', '0.1800' → '0,18'). */
function formatTrimmed(value: string): string {
  return formatQuantity(value, new Dec(value).decimalPlaces());
}

const materialColumns: DataTableColumn<ProductCostMaterialLine>[] = [
  {
    key: 'material',
    header: 'Material',
    cell: (l) => (
      <span className="block min-w-0">
        <span className="block truncate font-medium">{l.materialName}</span>
        <span className="block text-muted-foreground text-xs">{categoryLabel(l.materialCategory)}</span>
      </span>
    ),
  },
  {
    key: 'color',
    header: 'Cor',
    cell: (l) =>
      l.colorRule === 'fixed' ? `Fixa: ${l.variationName ?? EMPTY_MARKER}` : 'Segue a cor do lote',
  },
  {
    key: 'quantity',
    header: 'Quantidade',
    align: 'right',
    cell: (l) => `${formatTrimmed(l.quantity)} ${l.materialUnit}`,
  },
  {
    key: 'yield',
    header: 'Rendimento',
    align: 'right',
    cell: (l) => `${formatTrimmed(l.yieldUnits)} ${new Dec(l.yieldUnits).eq(1) ? 'peça' : 'peças'}`,
  },
  {
    key: 'consumption',
    header: 'Consumo/peça',
    align: 'right',
    cell: (l) => `${formatQuantity(l.consumptionPerPiece, 4)} ${l.materialUnit}`,
  },
  { key: 'usage', header: 'Uso', cell: (l) => COST_USAGE_AREA_LABELS[l.usageArea] },
  {
    key: 'unitCost',
    header: 'Custo unitário',
    align: 'right',
    cell: (l) => `${formatBRL(l.unitCostCents)}/${l.materialUnit}`,
  },
  {
    key: 'cost',
    header: 'Custo/peça',
    align: 'right',
    cell: (l) => <span className="font-medium">{formatBRL(roundCents(new Dec(l.costPerPieceCents)))}</span>,
  },
];

const processColumns: DataTableColumn<ProductCostProcessLine>[] = [
  { key: 'process', header: 'Processo', cell: (l) => <span className="font-medium">{l.processName}</span> },
  { key: 'cost', header: 'Custo por peça', align: 'right', cell: (l) => formatBRL(l.costPerPieceCents) },
];

/** A saved version, read-only (older versions, or members who may not edit). */
export function CostSheetView({ sheet }: { sheet: ProductCostSheet }) {
  return (
    <div className="grid gap-4">
      <CostSummary figures={summaryFromApi(sheet.figures, sheet.targetMarginPercent)} />
      <Card>
        <CardHeader>
          <CardTitle>Materiais</CardTitle>
        </CardHeader>
        <CardContent>
          <DataTable
            caption="Materiais da ficha"
            columns={materialColumns}
            rows={sheet.materials}
            rowKey={(l) => l.id}
            empty={{ title: 'Nenhum material nesta versão' }}
          />
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Processos</CardTitle>
          </CardHeader>
          <CardContent>
            <DataTable
              caption="Processos da ficha"
              columns={processColumns}
              rows={sheet.processes}
              rowKey={(l) => l.id}
              empty={{ title: 'Nenhum processo nesta versão' }}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Percentuais</CardTitle>
            <CardDescription>Custos indiretos sobre a base; impostos e taxas sobre o preço.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Item label="Custos indiretos">{formatPercent(sheet.overheadPercent)}</Item>
              <Item label="Impostos">{formatPercent(sheet.taxesPercent)}</Item>
              <Item label="Taxas de cartão/marketplace">{formatPercent(sheet.feesPercent)}</Item>
              <Item label="Margem alvo">{formatPercent(sheet.targetMarginPercent)}</Item>
            </dl>
            <div className="text-sm">
              <p className="text-muted-foreground text-xs uppercase tracking-wide">Observações</p>
              <p className="mt-1 whitespace-pre-line">{sheet.notes ?? EMPTY_MARKER}</p>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Item({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}
