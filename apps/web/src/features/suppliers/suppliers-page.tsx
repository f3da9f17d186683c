import { formatDocument, maskPhone, SUPPLIER_SORT_KEYS, type Supplier } from '@alinhavo/domain';
import { Plus, Search, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useListParams } from '@/lib/use-list-params';
import { useSuppliers } from './api';
import { SupplierCreateDialog } from './supplier-create-dialog';

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
    cell: (s) => (s.documentNumber ? formatDocument(s.documentNumber) : '-'),
    hideOnMobile: true,
  },
  { key: 'phone', header: 'Telefone', cell: (s) => (s.phone ? maskPhone(s.phone) : '-') },
  { key: 'email', header: 'E-mail', cell: (s) => s.email ?? '-', hideOnMobile: true },
];

/** The reference list screen: search, sort and pages kept in the URL, a create dialog, rows open the detail. */
export function SuppliersPage() {
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, setPage, setSort, searchParams, update } = useListParams(
    'name',
    SUPPLIER_SORT_KEYS,
  );
  const { data, isPending, error } = useSuppliers(params);
  const [creating, setCreating] = useState(false);
  const canWrite = canUse(session, 'suppliers', 'write');

  useEffect(() => {
    if (searchParams.get('novo') === '1' && canWrite) {
      setCreating(true);
      update({ novo: null });
    }
  }, [searchParams, canWrite, update]);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1 sm:max-w-md">
          <Search
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Buscar por nome, CNPJ/CPF, telefone ou e-mail"
            aria-label="Buscar fornecedores"
            className="pl-9"
          />
        </div>
        {canWrite && (
          <Button onClick={() => setCreating(true)} className="sm:ml-auto">
            <Plus aria-hidden="true" />
            Novo fornecedor
          </Button>
        )}
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar fornecedores: {errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      <DataTable
        caption="Fornecedores"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(s) => s.id}
        loading={isPending}
        total={data?.total ?? 0}
        page={params.page}
        pageSize={20}
        onPageChange={setPage}
        sort={{ key: params.sort, direction: params.dir }}
        onSortChange={setSort}
        onRowClick={(s) => navigate(`/app/fornecedores/${s.id}`)}
        rowHref={(s) => `/app/fornecedores/${s.id}`}
        empty={
          params.q
            ? { title: 'Nenhum fornecedor encontrado', description: `Nada corresponde a “${params.q}”.` }
            : {
                title: 'Nenhum fornecedor cadastrado',
                description: 'Cadastre quem fornece tecidos e aviamentos para acompanhar compras e preços.',
                action: canWrite ? (
                  <Button onClick={() => setCreating(true)}>
                    <Plus aria-hidden="true" />
                    Novo fornecedor
                  </Button>
                ) : undefined,
              }
        }
        mobileCard={(s) => (
          <div className="flex min-w-0 items-start gap-3">
            <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Truck className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block truncate font-medium">{s.name}</span>
              <span className="block truncate text-muted-foreground text-sm">
                {[s.phone ? maskPhone(s.phone) : null, s.email].filter(Boolean).join(' · ') || 'Sem contato'}
              </span>
            </span>
          </div>
        )}
      />
      <SupplierCreateDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
