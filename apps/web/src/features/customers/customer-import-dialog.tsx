import {
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_MAX_LINES,
  CUSTOMER_IMPORT_TITLES,
  checkCustomerImportLines,
} from '@alinhavo/domain';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import { previewColumn } from '@/components/import-preview-table';
import { useImportCustomers } from './api';

const EXAMPLES = [
  [
    'PJ',
    'Boutique Flor de Lis Ltda',
    'Flor de Lis',
    '11.222.333/0001-81',
    'Isento',
    'compras@flordelis.com.br',
    '(47) 3322-4455',
    '(47) 98877-6655',
    'Marta',
    '89010-000',
    'Rua XV de Novembro',
    '1200',
    'Sala 3',
    'Centro',
    'Blumenau',
    'SC',
    '2.500,00',
    'Ativo',
    'Compra no atacado',
  ],
  [
    'PF',
    'Ana Souza',
    '',
    '529.982.247-25',
    '',
    '',
    '',
    '(11) 98888-7777',
    '',
    '',
    '',
    '',
    '',
    '',
    'São Paulo',
    'SP',
    '',
    '',
    '',
  ],
];
const PREVIEW = [
  previewColumn('Nome', CUSTOMER_IMPORT_TITLES.name),
  previewColumn('CPF/CNPJ', CUSTOMER_IMPORT_TITLES.document, { nowrap: true }),
  previewColumn('Cidade'),
];

/** 'Importar CSV' of the customers list (ADR 021): the customer form's columns, one CPF/CNPJ per customer. */
export function CustomerImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importCustomers = useImportCustomers();
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar clientes"
      description="Cadastre vários clientes de uma vez a partir de uma planilha salva em CSV."
      formId="customer-import"
      columns={CUSTOMER_IMPORT_COLUMNS}
      examples={EXAMPLES}
      templateName="modelo-clientes.csv"
      hint="Só o nome é obrigatório; Tipo é PF ou PJ (vazio: pelo documento); um CPF/CNPJ já cadastrado é recusado."
      maxLines={CUSTOMER_IMPORT_MAX_LINES}
      preview={PREVIEW}
      check={checkCustomerImportLines}
      send={importCustomers.mutateAsync}
      sending={importCustomers.isPending}
      mode="valid-lines"
      done={['cliente importado', 'clientes importados']}
      failure="Erro ao importar clientes"
    />
  );
}
