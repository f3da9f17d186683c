import {
  ADMIN_COMPANY_SORT_KEYS,
  type AdminCompany,
  EMPTY_MARKER,
  formatDate,
  formatDocument,
  planTypeLabel,
  subscriptionStatusLabel,
} from '@alinhavo/domain';
import { Building2 } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api';
import { useListParams } from '@/lib/use-list-params';
import { ADMIN_PAGE_SIZE, useAdminCompanies } from './api';
import { SearchBox } from './search-box';

function Owner({ company }: { company: AdminCompany }) {
  if (!company.owner) return <span className="text-muted-foreground">Sem proprietário</span>;
  return (
    <span className="block min-w-0">
      <span className="block truncate">{company.owner.fullName}</span>
      <span className="block truncate text-muted-foreground text-xs">{company.owner.email}</span>
    </span>
  );
}

const usersLabel = (c: AdminCompany) => `${c.activeUsers} de ${c.totalUsers}`;

const columns: DataTableColumn<AdminCompany>[] = [
  {
    key: 'name',
    header: 'Empresa',
    sortable: true,
    cell: (c) => <span className="font-medium">{c.name}</span>,
  },
  {
    key: 'document',
    header: 'Documento',
    cell: (c) => (c.documentNumber ? formatDocument(c.documentNumber) : EMPTY_MARKER),
    className: 'hidden whitespace-nowrap xl:table-cell',
  },
  {
    key: 'plan',
    header: 'Plano',
    cell: (c) => <Badge variant="secondary">{planTypeLabel(c.planType)}</Badge>,
  },
  {
    key: 'subscription',
    header: 'Assinatura',
    cell: (c) => <SubscriptionStatus company={c} />,
    className: 'whitespace-nowrap',
  },
  { key: 'owner', header: 'Proprietário', cell: (c) => <Owner company={c} />, className: 'max-w-64' },
  {
    key: 'users',
    header: 'Usuários ativos',
    cell: usersLabel,
    className: 'whitespace-nowrap',
  },
  {
    key: 'createdAt',
    header: 'Criada em',
    sortable: true,
    cell: (c) => formatDate(c.createdAt),
    className: 'whitespace-nowrap',
  },
];

/** Every customer company (the platform's own is never listed), searchable by name, e-mail or owner. */
export function CompaniesTab() {
  const { params, search, setSearch, setPage, setSort } = useListParams('name', ADMIN_COMPANY_SORT_KEYS);
  const { data, isPending, error } = useAdminCompanies(params);
  return (
    <div className="space-y-4">
      <SearchBox
        value={search}
        onChange={setSearch}
        placeholder="Empresa, e-mail ou proprietário"
        label="Buscar empresas"
      />
      {error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar empresas: {errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {/* Between the phone cards and a wide screen the table may be wider than the page: it scrolls itself. */}
      <div className="md:overflow-x-auto">
        <DataTable
          caption="Empresas"
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(c) => c.id}
          loading={isPending}
          total={data?.total ?? 0}
          totalCapped={data?.totalCapped}
          page={params.page}
          pageSize={ADMIN_PAGE_SIZE}
          onPageChange={setPage}
          sort={{ key: params.sort, direction: params.dir }}
          onSortChange={setSort}
          empty={
            params.q
              ? { title: 'Nenhuma empresa encontrada', description: `Nada corresponde a “${params.q}”.` }
              : {
                  title: 'Nenhuma empresa cadastrada',
                  description: 'As empresas aparecem aqui assim que alguém cria uma conta.',
                }
          }
          mobileCard={(c) => (
            <div className="flex min-w-0 items-start gap-3">
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Building2 className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1 space-y-1.5">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-medium leading-6">{c.name}</span>
                  <Badge variant="secondary" className="mt-0.5">
                    {planTypeLabel(c.planType)}
                  </Badge>
                </div>
                <div className="text-sm">
                  <Owner company={c} />
                </div>
                <SubscriptionStatus company={c} />
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm tabular-nums">
                  <dt className="text-muted-foreground">Documento</dt>
                  <dd className="text-right">
                    {c.documentNumber ? formatDocument(c.documentNumber) : EMPTY_MARKER}
                  </dd>
                  <dt className="text-muted-foreground">Usuários ativos</dt>
                  <dd className="text-right">{usersLabel(c)}</dd>
                  <dt className="text-muted-foreground">Criada em</dt>
                  <dd className="text-right">{formatDate(c.createdAt)}</dd>
                </dl>
              </div>
            </div>
          )}
        />
      </div>
    </div>
  );
}

function SubscriptionStatus({ company }: { company: AdminCompany }) {
  return (
    <span className="text-sm">
      {subscriptionStatusLabel(company.subscriptionStatus)}
      {company.subscriptionStatus === 'trialing' && company.trialEnd && (
        <span className="text-muted-foreground"> até {formatDate(company.trialEnd)}</span>
      )}
    </span>
  );
}
