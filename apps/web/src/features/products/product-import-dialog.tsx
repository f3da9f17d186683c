import {
  checkProductImportLines,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_MAX_LINES,
  type ProductImportResult,
} from '@alinhavo/domain';
import { Palette } from 'lucide-react';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import { previewColumn } from '@/components/import-preview-table';
import { useImportProducts } from './api';

const EXAMPLES = [
  [
    'CAM-001',
    'Camiseta básica gola redonda',
    'PP ao GG',
    'Preto | Branco | Azul-marinho',
    '59,90',
    'Verão 2026',
    'Camisetas',
    '6109.10.00',
  ],
  ['BER-010', 'Bermuda sarja', 'Numérica 36 ao 46', 'Bege | Preto', '119,90', 'Verão 2026', 'Bermudas', ''],
];
const PREVIEW = [
  previewColumn('Referência'),
  previewColumn('Nome'),
  previewColumn('Grade'),
  previewColumn('Cores'),
];

/** The colours the import will create, listed so a misspelt one is seen before importing. */
function NewColors({ answer }: { answer: ProductImportResult }) {
  if (!answer.newColors.length) return null;
  return (
    <p className="flex gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
      <Palette aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        <span className="font-medium">
          {answer.newColors.length === 1 ? 'Cor nova, será cadastrada: ' : 'Cores novas, serão cadastradas: '}
        </span>
        {answer.newColors.join(', ')}.
      </span>
    </p>
  );
}

/**
 * 'Importar CSV' of the products list: one product per line with its grid (by name) and colours; each product gets
 * its SKUs and barcodes for every colour × size, as the product form makes them.
 */
export function ProductImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importProducts = useImportProducts();
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar produtos"
      description="Cadastre vários produtos com a grade de cores e tamanhos: os SKUs e códigos de barras são criados de uma vez."
      formId="product-import"
      columns={PRODUCT_IMPORT_COLUMNS}
      examples={EXAMPLES}
      templateName="modelo-produtos.csv"
      hint="A grade deve estar cadastrada; cores separadas por | ou ; (as que não existirem são cadastradas)."
      maxLines={PRODUCT_IMPORT_MAX_LINES}
      preview={PREVIEW}
      check={checkProductImportLines}
      send={importProducts.mutateAsync}
      sending={importProducts.isPending}
      mode="valid-lines"
      done={['produto importado', 'produtos importados']}
      failure="Erro ao importar produtos"
      checked={(answer) => <NewColors answer={answer} />}
    />
  );
}
