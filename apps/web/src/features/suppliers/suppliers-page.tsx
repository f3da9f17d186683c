import { EMPTY_MARKER, formatDocument, maskPhone, SUPPLIER_SORT_KEYS, type Supplier } from '@alinhavo/domain';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { NewButton } from '@/components/new-button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useCreateDialog } from '@/lib/use-create-dialog';
import { useListParams } from '@/lib/use-list-params';
import { suppliersExportUrl, useSuppliers } from './api';

const SupplierCreateDialog = lazyDialog(() =>
  import('./supplier-create-dialog').then((module) => module.SupplierCreateDialog),
);

const SupplierImportDialog = lazyDialog(() =>
  import('./supplier-import-dialog').then((module) => module.SupplierImportDialog),
);

const columns: DataTableColumn<Supplier>[] = [
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    cell: (s) => <span className="font-medium">{s.name}</span>,
  },
  {
    key: 'document',
    header: 'CNPJ/CPF',
    cell: (s) => (s.documentNumber ? formatDocument(s.documentNumber) : EMPTY_MARKER),
    hideOnMobile: true,
  },
  { key: 'phone', header: 'Telefone', cell: (s) => (s.phone ? maskPhone(s.phone) : EMPTY_MARKER) },
  { key: 'email', header: 'E-mail', cell: (s) => s.email ?? EMPTY_MARKER, hideOnMobile: true },
];

/** The reference list screen: search, sort and pages kept in the URL, a create dialog, rows open the detail. */
export function SuppliersPage() {
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, tableProps } = useListParams('name', SUPPLIER_SORT_KEYS);
  const { data, isPending, error } = useSuppliers(params);
  const canWrite = canUse(session, 'suppliers', 'write');
  const create = useCreateDialog('Novo fornecedor', canWrite);
  const [importing, setImporting] = useState(false);

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por nome, CNPJ/CPF, telefone ou e-mail',
          label: 'Buscar fornecedores',
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['fornecedor', 'fornecedores'] }}
        exportHref={suppliersExportUrl(params)}
        onImport={canWrite && (() => setImporting(true))}
        create={create.button}
      />
      <LoadErrorAlert error={error} what="fornecedores" />
      <DataTable
        caption="Fornecedores"
        columns={columns}
        rowKey={(s) => s.id}
        {...tableProps(data, isPending, 20)}
        onRowClick={(s) => navigate(`/app/fornecedores/${s.id}`)}
        rowHref={(s) => `/app/fornecedores/${s.id}`}
        empty={
          params.q
            ? { title: 'Nenhum fornecedor encontrado', description: `Nada corresponde a “${params.q}”.` }
            : {
                title: 'Nenhum fornecedor cadastrado',
                description: 'Cadastre quem fornece tecidos e aviamentos para acompanhar compras e preços.',
                action: create.button && <NewButton {...create.button} />,
              }
        }
        mobileCard={(s) => (
          <MobileCard
            icon={Truck}
            title={s.name}
            subtitle={
              [s.phone ? maskPhone(s.phone) : null, s.email].filter(Boolean).join(' · ') || 'Sem contato'
            }
          />
        )}
      />
      <SupplierCreateDialog open={create.open} onOpenChange={create.setOpen} />
      <SupplierImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
