import {
  EMPTY_MARKER,
  formatDocument,
  isUuid,
  maskPhone,
  OUTWORKER_SORT_KEYS,
  OUTWORKER_STATUSES,
  type Outworker,
} from '@alinhavo/domain';
import { Factory } from 'lucide-react';
import { canUse, useSessionQuery } from '@/app/session';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect, StatusFilter } from '@/components/filter-select';
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
import { OUTWORKERS_PAGE_SIZE, outworkersExportUrl, useOutworkers, useServiceOptions } from './api';
import { capacityText, ServiceChips } from './service-chips';

const OutworkerCreateDialog = lazyDialog(() =>
  import('./outworker-create-dialog').then((module) => module.OutworkerCreateDialog),
);

const columns: DataTableColumn<Outworker>[] = [
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    cell: (o) => (
      <span className="inline-flex items-center gap-2">
        <span className="font-medium">{o.name}</span>
        {o.status === 'inativo' && <Badge variant="outline">Inativo</Badge>}
      </span>
    ),
  },
  { key: 'services', header: 'Serviços', cell: (o) => <ServiceChips services={o.services} /> },
  {
    key: 'capacityPerDay',
    header: 'Capacidade',
    sortable: true,
    align: 'right',
    className: 'whitespace-nowrap',
    cell: capacityText,
  },
  {
    key: 'contact',
    header: 'Contato',
    hideOnMobile: true,
    cell: (o) =>
      o.contactName || o.phone ? (
        <span>
          {o.contactName}
          {o.contactName && o.phone && ' · '}
          {/* A phone number never breaks at its hyphen. */}
          {o.phone && <span className="whitespace-nowrap">{maskPhone(o.phone)}</span>}
        </span>
      ) : (
        EMPTY_MARKER
      ),
  },
  {
    key: 'document',
    header: 'CNPJ/CPF',
    hideOnMobile: true,
    // '12.345.678/0001-90' breaks at the slash and hyphen otherwise.
    className: 'whitespace-nowrap',
    cell: (o) => (o.documentNumber ? formatDocument(o.documentNumber) : EMPTY_MARKER),
  },
];

/** /app/terceirizados: the workshops, with search, status and service filters kept in the URL. */
export function OutworkersPage() {
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, tableProps, setFilter, searchParams, update } = useListParams(
    'name',
    OUTWORKER_SORT_KEYS,
  );
  const services = useServiceOptions();
  const status = OUTWORKER_STATUSES.find((s) => s === searchParams.get('situacao'));
  const serviceParam = searchParams.get('servico');
  const processId = serviceParam && isUuid(serviceParam) ? serviceParam : undefined;
  const listParams = { ...params, status, processId };
  const { data, isPending, error } = useOutworkers(listParams);
  const canWrite = canUse(session, 'outworkers', 'write');
  const create = useCreateDialog('Novo terceirizado', canWrite);
  const filtered = Boolean(params.q || status || processId);
  const serviceOptions = (services.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por nome, contato, CNPJ/CPF ou e-mail',
          label: 'Buscar terceirizados',
        }}
        filters={{
          active: activeFilterCount([status, processId]),
          onClear: () => update({ servico: null, situacao: null, page: 1 }),
          controls: (
            <FilterRow>
              <FilterSelect
                label="Serviço"
                value={processId}
                allLabel="Todos os serviços"
                options={serviceOptions}
                onChange={(value) => setFilter('servico', value)}
                className="sm:w-44"
              />
              <StatusFilter value={status} onChange={(value) => setFilter('situacao', value)} />
            </FilterRow>
          ),
        }}
        count={
          data && { total: data.total, capped: data.totalCapped, noun: ['terceirizado', 'terceirizados'] }
        }
        exportHref={outworkersExportUrl(listParams)}
        create={create.button}
      />
      <LoadErrorAlert error={error} what="terceirizados" />
      <DataTable
        caption="Terceirizados"
        columns={columns}
        rowKey={(o) => o.id}
        {...tableProps(data, isPending, OUTWORKERS_PAGE_SIZE)}
        rowHref={(o) => `/app/terceirizados/${o.id}`}
        empty={
          filtered
            ? filteredEmpty('Nenhum terceirizado encontrado', params.q)
            : {
                title: 'Nenhum terceirizado cadastrado',
                description:
                  'Cadastre as facções que costuram para você e combine o preço por peça de cada produto.',
                action: create.button && <NewButton {...create.button} />,
              }
        }
        mobileCard={(o) => (
          <MobileCard
            icon={Factory}
            title={o.name}
            badges={o.status === 'inativo' && <Badge variant="outline">Inativo</Badge>}
            subtitle={
              [o.contactName, o.phone ? maskPhone(o.phone) : null].filter(Boolean).join(' · ') ||
              'Sem contato'
            }
          >
            {(o.capacityPerDay || o.documentNumber) && (
              <span className="block truncate text-muted-foreground text-sm">
                {[
                  o.capacityPerDay ? capacityText(o) : null,
                  o.documentNumber ? formatDocument(o.documentNumber) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
            {o.services.length > 0 && (
              <span className="mt-1 block">
                <ServiceChips services={o.services} />
              </span>
            )}
          </MobileCard>
        )}
      />
      <OutworkerCreateDialog open={create.open} onOpenChange={create.setOpen} />
    </div>
  );
}
