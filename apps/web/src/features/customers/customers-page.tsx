import { CUSTOMER_SORT_KEYS, CUSTOMER_STATUSES, type Customer, EMPTY_MARKER } from '@alinhavo/domain';
import { Contact } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { activeFilterCount } from '@/components/filter-layout';
import { StatusFilter } from '@/components/filter-select';
import { FilterRow, ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { NewButton } from '@/components/new-button';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { lazyDialog } from '@/lib/lazy-dialog';
import { filteredEmpty } from '@/lib/list-empty';
import { useCreateDialog } from '@/lib/use-create-dialog';
import { useListParams } from '@/lib/use-list-params';
import { CUSTOMERS_PAGE_SIZE, customersExportUrl, useCustomers } from './api';
import { CustomerStatusBadge } from './customer-status-badge';
import { customerDocument, customerPhones, customerPlace } from './format';

const CustomerFormDialog = lazyDialog(() =>
  import('./customer-form-dialog').then((module) => module.CustomerFormDialog),
);

const CustomerImportDialog = lazyDialog(() =>
  import('./customer-import-dialog').then((module) => module.CustomerImportDialog),
);

const columns: DataTableColumn<Customer>[] = [
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    cell: (c) => (
      <div className="min-w-0">
        <span className="font-medium">{c.name}</span>
        {c.tradeName && <span className="block text-muted-foreground text-xs">{c.tradeName}</span>}
      </div>
    ),
  },
  { key: 'document', header: 'CNPJ/CPF', cell: customerDocument, className: 'whitespace-nowrap' },
  { key: 'city', header: 'Cidade', sortable: true, cell: customerPlace, hideOnMobile: true },
  {
    key: 'phone',
    header: 'Telefone',
    hideOnMobile: true,
    className: 'whitespace-nowrap',
    cell: (c) => customerPhones(c) ?? EMPTY_MARKER,
  },
  { key: 'status', header: 'Situação', cell: (c) => <CustomerStatusBadge status={c.status} /> },
];

/** /app/clientes (part4 §1): search, situação and pages kept in the URL, CSV import and export, rows open the detail. */
export function CustomersPage() {
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, tableProps, setFilter, searchParams, update } = useListParams(
    'name',
    CUSTOMER_SORT_KEYS,
  );
  const status = CUSTOMER_STATUSES.find((s) => s === searchParams.get('situacao'));
  const listParams = { ...params, status };
  const { data, isPending, error } = useCustomers(listParams);
  const canWrite = canUse(session, 'customers', 'write');
  const create = useCreateDialog('Novo cliente', canWrite);
  const [importing, setImporting] = useState(false);

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por nome, CNPJ/CPF, cidade ou telefone',
          label: 'Buscar clientes',
        }}
        filters={{
          active: activeFilterCount([status]),
          onClear: () => update({ situacao: null, page: 1 }),
          controls: (
            <FilterRow>
              <StatusFilter value={status} onChange={(value) => setFilter('situacao', value)} />
            </FilterRow>
          ),
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['cliente', 'clientes'] }}
        exportHref={customersExportUrl(listParams)}
        onImport={canWrite && (() => setImporting(true))}
        create={create.button}
      />
      <LoadErrorAlert error={error} what="clientes" />
      <DataTable
        caption="Clientes"
        columns={columns}
        rowKey={(c) => c.id}
        {...tableProps(data, isPending, CUSTOMERS_PAGE_SIZE)}
        onRowClick={(c) => navigate(`/app/clientes/${c.id}`)}
        rowHref={(c) => `/app/clientes/${c.id}`}
        empty={
          params.q || status
            ? filteredEmpty('Nenhum cliente encontrado', params.q)
            : {
                title: 'Nenhum cliente cadastrado',
                description: 'Cadastre as lojas e pessoas que compram da confecção, ou importe uma planilha.',
                action: create.button && <NewButton {...create.button} />,
              }
        }
        mobileCard={(c) => (
          <MobileCard
            icon={Contact}
            title={c.name}
            badges={c.status === 'inativo' && <Badge variant="outline">Inativo</Badge>}
            subtitle={
              [
                c.documentNumber ? customerDocument(c) : null,
                customerPlace(c) === EMPTY_MARKER ? null : customerPlace(c),
              ]
                .filter(Boolean)
                .join(' · ') || 'Sem documento nem cidade'
            }
          >
            {customerPhones(c) && <span className="block text-sm">{customerPhones(c)}</span>}
          </MobileCard>
        )}
      />
      <CustomerFormDialog customer={null} open={create.open} onOpenChange={create.setOpen} />
      <CustomerImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
