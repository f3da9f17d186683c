import {
  EMPLOYEE_SECTOR_LABELS,
  EMPLOYEE_SECTORS,
  EMPLOYEE_SORT_KEYS,
  EMPLOYEE_STATUSES,
  EMPTY_MARKER,
  type Employee,
  type EmployeeStatus,
  formatDateOnly,
  maskPhone,
} from '@alinhavo/domain';
import { EllipsisVertical, IdCard, Pencil, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect, StatusFilter } from '@/components/filter-select';
import { FilterRow, ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { NewButton } from '@/components/new-button';
import { labelledOptions } from '@/components/option-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { lazyDialog } from '@/lib/lazy-dialog';
import { filteredEmpty } from '@/lib/list-empty';
import { toastAction } from '@/lib/toast-action';
import { useListParams } from '@/lib/use-list-params';
import { useOpenOnQuery } from '@/lib/use-open-on-query';
import { EMPLOYEES_PAGE_SIZE, employeesExportUrl, useEmployees, useUpdateEmployee } from './api';
import { EmployeeDeleteDialog } from './employee-delete-dialog';
import { formatPay } from './format';

const EmployeeFormDialog = lazyDialog(() =>
  import('./employee-form-dialog').then((module) => module.EmployeeFormDialog),
);

const SECTOR_OPTIONS = labelledOptions(EMPLOYEE_SECTORS, EMPLOYEE_SECTOR_LABELS);

function StatusBadge({ status }: { status: EmployeeStatus }) {
  return status === 'ativo' ? (
    <Badge variant="success">Ativo</Badge>
  ) : (
    <Badge variant="outline">Inativo</Badge>
  );
}

/** /app/funcionarios: search, sector and status filters and pages kept in the URL; create and edit in dialogs. */
export function EmployeesPage() {
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, tableProps, setFilter, searchParams, update } = useListParams(
    'name',
    EMPLOYEE_SORT_KEYS,
  );
  const sector = EMPLOYEE_SECTORS.find((s) => s === searchParams.get('setor'));
  const status = EMPLOYEE_STATUSES.find((s) => s === searchParams.get('situacao'));
  const listParams = { ...params, sector, status };
  const { data, isPending, error } = useEmployees(listParams);
  const setStatus = useUpdateEmployee();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const canWrite = canUse(session, 'employees', 'write');
  const canDelete = canUse(session, 'employees', 'delete');
  const create = canWrite && { label: 'Novo funcionário', onClick: () => openForm(null) };
  const filtered = Boolean(params.q || sector || status);

  function openForm(employee: Employee | null) {
    setEditing(employee);
    setFormOpen(true);
  }

  useOpenOnQuery(canWrite, () => openForm(null));

  function toggleStatus(employee: Employee) {
    const next = employee.status === 'ativo' ? 'inativo' : 'ativo';
    return toastAction(() => setStatus.mutateAsync({ id: employee.id, patch: { status: next } }), {
      success: next === 'ativo' ? 'Funcionário reativado.' : 'Funcionário inativado.',
      error: 'Erro ao mudar a situação',
    });
  }

  // The menu renders in a portal, but React still bubbles its clicks to the row: stop them here.
  const menu = (e: Employee) =>
    canWrite || canDelete ? (
      // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from reaching the row
      // biome-ignore lint/a11y/useKeyWithClickEvents: the menu's own items handle the keyboard
      <span onClick={(event) => event.stopPropagation()}>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-8" aria-label={`Ações de ${e.name}`}>
              <EllipsisVertical aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {canWrite && (
              <DropdownMenuItem onSelect={() => openForm(e)}>
                <Pencil aria-hidden="true" />
                Editar
              </DropdownMenuItem>
            )}
            {canWrite && (
              <DropdownMenuItem onSelect={() => void toggleStatus(e)}>
                <Power aria-hidden="true" />
                {e.status === 'ativo' ? 'Inativar' : 'Reativar'}
              </DropdownMenuItem>
            )}
            {canDelete && (
              <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(e)}>
                <Trash2 aria-hidden="true" />
                Excluir
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </span>
    ) : null;

  const columns: DataTableColumn<Employee>[] = [
    {
      key: 'name',
      header: 'Nome',
      sortable: true,
      cell: (e) => (
        <span className="block min-w-0">
          <span className="block font-medium">{e.name}</span>
          {e.jobTitle && <span className="block text-muted-foreground text-xs">{e.jobTitle}</span>}
        </span>
      ),
    },
    { key: 'sector', header: 'Setor', sortable: true, cell: (e) => EMPLOYEE_SECTOR_LABELS[e.sector] },
    { key: 'pay', header: 'Pagamento', align: 'right', cell: (e) => formatPay(e.payType, e.payAmountCents) },
    {
      key: 'admissionDate',
      header: 'Admissão',
      sortable: true,
      hideOnMobile: true,
      cell: (e) => formatDateOnly(e.admissionDate),
    },
    {
      key: 'phone',
      header: 'Telefone',
      hideOnMobile: true,
      cell: (e) => (e.phone ? maskPhone(e.phone) : EMPTY_MARKER),
    },
    { key: 'status', header: 'Situação', cell: (e) => <StatusBadge status={e.status} /> },
    ...(canWrite || canDelete
      ? [{ key: 'actions', header: '', align: 'right' as const, className: 'w-12', cell: menu }]
      : []),
  ];

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por nome, função, CPF ou telefone',
          label: 'Buscar funcionários',
        }}
        filters={{
          active: activeFilterCount([sector, status]),
          onClear: () => update({ setor: null, situacao: null, page: 1 }),
          controls: (
            <FilterRow>
              <FilterSelect
                label="Setor"
                value={sector}
                allLabel="Todos os setores"
                options={SECTOR_OPTIONS}
                onChange={(value) => setFilter('setor', value)}
                className="sm:w-44"
              />
              <StatusFilter value={status} onChange={(value) => setFilter('situacao', value)} />
            </FilterRow>
          ),
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['funcionário', 'funcionários'] }}
        exportHref={employeesExportUrl(listParams)}
        create={create}
      />
      <LoadErrorAlert error={error} what="funcionários" />
      <DataTable
        caption="Funcionários"
        columns={columns}
        rowKey={(e) => e.id}
        {...tableProps(data, isPending, EMPLOYEES_PAGE_SIZE)}
        {...(canWrite ? { onRowClick: (e: Employee) => openForm(e) } : {})}
        empty={
          filtered
            ? filteredEmpty('Nenhum funcionário encontrado', params.q)
            : {
                title: 'Nenhum funcionário cadastrado',
                description: 'Cadastre a equipe para indicar quem cortou e quem revisou cada lote.',
                action: create && <NewButton {...create} />,
              }
        }
        mobileCard={(e) => (
          <MobileCard
            icon={IdCard}
            title={e.name}
            badges={e.status === 'inativo' && <Badge variant="outline">Inativo</Badge>}
            subtitle={[EMPLOYEE_SECTOR_LABELS[e.sector], e.jobTitle].filter(Boolean).join(' · ')}
            aside={menu(e)}
          >
            <span className="block text-sm tabular-nums">{formatPay(e.payType, e.payAmountCents)}</span>
          </MobileCard>
        )}
      />
      <EmployeeFormDialog employee={editing} open={formOpen} onOpenChange={setFormOpen} />
      <EmployeeDeleteDialog employee={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
