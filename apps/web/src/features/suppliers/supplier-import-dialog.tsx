import {
  checkSupplierImportLines,
  SUPPLIER_IMPORT_COLUMNS,
  SUPPLIER_IMPORT_MAX_LINES,
} from '@alinhavo/domain';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import { previewColumn } from '@/components/import-preview-table';
import { useImportSuppliers } from './api';

const EXAMPLES = [
  [
    'Malharia Vale do Itajaí',
    '11.222.333/0001-81',
    '(47) 3333-4444',
    'vendas@malhariavale.com.br',
    'Rua das Malhas, 100 - Brusque/SC',
    'Entrega em 7 dias',
  ],
  ['Ana Aviamentos', '529.982.247-25', '(11) 98888-7777', '', '', ''],
];
const PREVIEW = [
  previewColumn('Nome'),
  previewColumn('CPF/CNPJ', ['CPF/CNPJ', 'CNPJ/CPF', 'CNPJ', 'CPF', 'Documento'], { nowrap: true }),
  previewColumn('Telefone', ['Telefone', 'Fone', 'Celular', 'WhatsApp'], { nowrap: true }),
];

/** 'Importar CSV' of the suppliers list: the supplier form's columns, one CPF/CNPJ per supplier. */
export function SupplierImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importSuppliers = useImportSuppliers();
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar fornecedores"
      description="Cadastre vários fornecedores de uma vez a partir de uma planilha salva em CSV."
      formId="supplier-import"
      columns={SUPPLIER_IMPORT_COLUMNS}
      examples={EXAMPLES}
      templateName="modelo-fornecedores.csv"
      hint="Só o nome é obrigatório; um CPF/CNPJ já cadastrado é recusado."
      maxLines={SUPPLIER_IMPORT_MAX_LINES}
      preview={PREVIEW}
      check={checkSupplierImportLines}
      send={importSuppliers.mutateAsync}
      sending={importSuppliers.isPending}
      mode="valid-lines"
      done={['fornecedor importado', 'fornecedores importados']}
      failure="Erro ao importar fornecedores"
    />
  );
}
