import { checkStockImportLines, STOCK_IMPORT_COLUMNS, STOCK_IMPORT_MAX_LINES } from '@alinhavo/domain';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import type { ImportPreviewColumn } from '@/components/import-preview-table';
import { countLabel } from '@/lib/list-count';
import { useImportOpeningStock } from './api';

const EXAMPLES = [
  ['Malha PV preta', '', '', '125,5', '32,90'],
  ['Linha 120', 'Azul', '', '40', '4,50'],
  ['', '', 'CAM-001-PRETO-M', '24', ''],
];
const PREVIEW: ImportPreviewColumn[] = [
  {
    header: 'Item',
    value: (cell) =>
      cell('SKU') || [cell('Material'), cell(['Variação', 'Variacao'])].filter(Boolean).join(' / '),
  },
  { header: 'Quantidade', value: (cell) => cell(['Quantidade', 'Qtd', 'Saldo']), nowrap: true },
  { header: 'Custo', value: (cell) => cell(['Custo unitário', 'Custo']), nowrap: true },
];

/**
 * The opening stock from a spreadsheet: a line per material (and variation) or SKU with its quantity and cost,
 * posted as one entry of the stock ledger, all or nothing.
 */
export function OpeningStockImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importStock = useImportOpeningStock();
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar saldo inicial"
      description="Lance o estoque de partida de materiais e produtos a partir de uma planilha salva em CSV: tudo numa só entrada, que soma ao saldo atual."
      formId="opening-stock-import"
      columns={STOCK_IMPORT_COLUMNS}
      examples={EXAMPLES}
      templateName="modelo-saldo-inicial.csv"
      hint="Em cada linha, o material (e a variação, vazia para a padrão) ou o SKU do produto; unidades inteiras (un, cone, rolo, par) sem decimais."
      maxLines={STOCK_IMPORT_MAX_LINES}
      preview={PREVIEW}
      check={checkStockImportLines}
      send={importStock.mutateAsync}
      sending={importStock.isPending}
      mode="all-or-nothing"
      done={['item lançado no estoque', 'itens lançados no estoque']}
      failure="Erro ao lançar o saldo inicial"
      submitLabel={(n) => `Lançar ${countLabel(n, ['item', 'itens'])}`}
    />
  );
}
