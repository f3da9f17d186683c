import {
  type AdminEmail,
  emailKindLabel,
  formatCount,
  formatDateTime,
  OUTBOX_STATUS_FILTERS,
  OUTBOX_STATUS_LABELS,
  type OutboxStatusFilter,
} from '@alinhavo/domain';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useListParams } from '@/lib/use-list-params';
import { ADMIN_PAGE_SIZE, useAdminEmails } from './api';
import { EmailDialog } from './email-dialog';
import { EmailStatusBadge, transportLabel } from './email-status';
import { SearchBox } from './search-box';

const ALL = 'todos';
const NO_SORT = ['createdAt'] as const;

function isStatusFilter(value: string | null): value is OutboxStatusFilter {
  return (OUTBOX_STATUS_FILTERS as readonly string[]).includes(value ?? '');
}

const attemptsLabel = (count: number) => formatCount(count, 'tentativa', 'tentativas');

const columns: DataTableColumn<AdminEmail>[] = [
  {
    key: 'to',
    header: 'Destinatário',
    cell: (e) => <span className="block max-w-52 truncate font-medium">{e.to}</span>,
  },
  {
    key: 'subject',
    header: 'Assunto',
    cell: (e) => (
      <span className="block min-w-0 max-w-64">
        <span className="block truncate">{e.subject}</span>
        <span className="block truncate text-muted-foreground text-xs">{emailKindLabel(e.kind)}</span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Situação',
    cell: (e) => (
      <span className="block max-w-36">
        <EmailStatusBadge status={e.status} />
        {e.lastError && e.status !== 'sent' ? (
          <span className="mt-1 block truncate text-destructive text-xs" title={e.lastError}>
            {e.lastError}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'delivery',
    header: 'Envio',
    className: 'hidden whitespace-nowrap xl:table-cell',
    cell: (e) => (
      <span className="block leading-5">
        <span className="block">{transportLabel(e.transport)}</span>
        <span className="block text-muted-foreground text-xs">{attemptsLabel(e.attempts)}</span>
      </span>
    ),
  },
  {
    key: 'createdAt',
    header: 'Criado / enviado',
    className: 'whitespace-nowrap',
    cell: (e) => (
      <span className="block text-xs leading-5">
        <span className="block">{formatDateTime(e.createdAt)}</span>
        <span className="block text-muted-foreground">
          {e.sentAt ? formatDateTime(e.sentAt) : 'Não enviado'}
        </span>
      </span>
    ),
  },
];

/** The e-mail outbox, newest first, with a status filter and a search by recipient; a row opens the message. */
export function EmailsTab() {
  const { params, search, setSearch, setPage, searchParams, update } = useListParams('createdAt', NO_SORT);
  const statusParam = searchParams.get('situacao');
  const status = isStatusFilter(statusParam) ? statusParam : undefined;
  const { data, isPending, error } = useAdminEmails({ q: params.q, page: params.page, status });
  // The last opened id stays while the dialog animates closed, so its content does not blink away.
  const [shown, setShown] = useState<{ id: string | null; open: boolean }>({ id: null, open: false });
  const filtered = Boolean(params.q || status);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Buscar por destinatário"
          label="Buscar e-mails por destinatário"
        />
        <Select
          value={status ?? ALL}
          onValueChange={(value) => update({ situacao: value === ALL ? null : value, page: 1 })}
        >
          <SelectTrigger className="sm:w-48" aria-label="Situação">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos</SelectItem>
            {OUTBOX_STATUS_FILTERS.map((value) => (
              <SelectItem key={value} value={value}>
                {OUTBOX_STATUS_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar e-mails: {errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {/* Between the phone cards and a wide screen the table may be wider than the page: it scrolls itself. */}
      <div className="md:overflow-x-auto">
        <DataTable
          caption="E-mails"
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(e) => e.id}
          loading={isPending}
          total={data?.total ?? 0}
          totalCapped={data?.totalCapped}
          page={params.page}
          pageSize={ADMIN_PAGE_SIZE}
          onPageChange={setPage}
          onRowClick={(e) => setShown({ id: e.id, open: true })}
          empty={
            filtered
              ? { title: 'Nenhum e-mail encontrado', description: 'Nenhum e-mail corresponde aos filtros.' }
              : {
                  title: 'Nenhum e-mail enviado ainda',
                  description: 'Confirmações de cadastro, convites e redefinições de senha aparecem aqui.',
                }
          }
          mobileCard={(e) => (
            <div className="flex min-w-0 items-start gap-3">
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Mail className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 break-words font-medium leading-6">{e.subject}</span>
                  <span className="mt-0.5 shrink-0">
                    <EmailStatusBadge status={e.status} />
                  </span>
                </div>
                <p className="truncate text-sm">{e.to}</p>
                <p className="text-muted-foreground text-xs">
                  {emailKindLabel(e.kind)} · {formatDateTime(e.createdAt)}
                </p>
                {e.lastError && e.status !== 'sent' ? (
                  <p className="truncate text-destructive text-xs">{e.lastError}</p>
                ) : null}
              </div>
            </div>
          )}
        />
      </div>
      <EmailDialog
        id={shown.id}
        open={shown.open}
        onClose={() => setShown((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
