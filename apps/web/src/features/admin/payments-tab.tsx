import {
  type AdminPayment,
  EMPTY_MARKER,
  formatBRL,
  formatDateTime,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@alinhavo/domain';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/features/users';
import { errorMessage } from '@/lib/api';
import { useAdminPayments, useConfirmPayment } from './api';

const ALL = 'todos';
const VARIANTS: Record<PaymentStatus, BadgeProps['variant']> = {
  pending: 'warning',
  confirmed: 'success',
  canceled: 'secondary',
};

function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={VARIANTS[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

/** Pending first: the tab opens on the payments waiting for staff; 'todos' lists every one. */
function statusFilter(value: string | null): PaymentStatus | undefined {
  if (value === ALL) return undefined;
  return (PAYMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as PaymentStatus) : 'pending';
}

/** Built-in payments: staff confirm the ones received, which activates the company's subscription. */
export function PaymentsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFilter(searchParams.get('situacao'));
  const { data, isPending, error } = useAdminPayments(status);
  const confirm = useConfirmPayment();
  const [asking, setAsking] = useState<{ payment: AdminPayment | null; open: boolean }>({
    payment: null,
    open: false,
  });
  // Rows confirmed here stay in the list (marked Confirmado) until the filter changes.
  const [confirmed, setConfirmed] = useState<Record<string, AdminPayment>>({});
  const rows = (data?.items ?? []).map((p) => confirmed[p.id] ?? p);
  const shown = [...rows, ...Object.values(confirmed).filter((p) => !rows.some((r) => r.id === p.id))];

  function changeFilter(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value === 'pending') next.delete('situacao');
    else next.set('situacao', value);
    setConfirmed({});
    setSearchParams(next, { replace: true });
  }

  async function onConfirm() {
    const payment = asking.payment;
    if (!payment) return;
    try {
      const saved = await confirm.mutateAsync(payment.id);
      setConfirmed((current) => ({ ...current, [saved.id]: saved }));
      toast.success('Pagamento confirmado!', {
        description: `A assinatura de ${saved.companyName} está ativa no plano ${saved.planName}.`,
      });
      setAsking((current) => ({ ...current, open: false }));
    } catch (err) {
      toast.error('Erro ao confirmar pagamento', { description: errorMessage(err) });
    }
  }

  const action = (p: AdminPayment) =>
    p.status === 'pending' ? (
      <Button size="sm" onClick={() => setAsking({ payment: p, open: true })}>
        Confirmar pagamento
      </Button>
    ) : null;

  const columns: DataTableColumn<AdminPayment>[] = [
    {
      key: 'company',
      header: 'Empresa',
      cell: (p) => (
        <span className="block max-w-56">
          <span className="block truncate font-medium">{p.companyName}</span>
          <span className="block truncate text-muted-foreground text-xs">
            {p.createdByEmail ?? EMPTY_MARKER}
          </span>
        </span>
      ),
    },
    { key: 'plan', header: 'Plano', cell: (p) => p.planName },
    {
      key: 'amount',
      header: 'Valor',
      className: 'whitespace-nowrap tabular-nums',
      cell: (p) => formatBRL(p.amountCents),
    },
    {
      key: 'createdAt',
      header: 'Criado em',
      className: 'whitespace-nowrap',
      cell: (p) => (
        <span className="block text-xs leading-5">
          <span className="block">{formatDateTime(p.createdAt)}</span>
          {p.confirmedAt && (
            <span className="block text-muted-foreground">Confirmado {formatDateTime(p.confirmedAt)}</span>
          )}
        </span>
      ),
    },
    { key: 'status', header: 'Situação', cell: (p) => <PaymentStatusBadge status={p.status} /> },
    { key: 'action', header: 'Ação', cell: action },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          Pagamentos do provedor interno. Confirme quando o valor for recebido: a assinatura da empresa é
          ativada na hora.
        </p>
        <Select value={status ?? ALL} onValueChange={changeFilter}>
          <SelectTrigger className="sm:w-56" aria-label="Situação">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAYMENT_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {PAYMENT_STATUS_LABELS[value]}
              </SelectItem>
            ))}
            <SelectItem value={ALL}>Todos</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar pagamentos: {errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      <div className="md:overflow-x-auto">
        <DataTable
          caption="Pagamentos"
          columns={columns}
          rows={shown}
          rowKey={(p) => p.id}
          loading={isPending}
          empty={
            status === 'pending'
              ? {
                  title: 'Nenhum pagamento aguardando confirmação',
                  description: 'Quando uma empresa assinar um plano, o pagamento aparece aqui.',
                }
              : { title: 'Nenhum pagamento encontrado' }
          }
          mobileCard={(p) => (
            <div className="flex min-w-0 items-start gap-3">
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <CreditCard className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 break-words font-medium leading-6">{p.companyName}</span>
                  <span className="mt-0.5 shrink-0">
                    <PaymentStatusBadge status={p.status} />
                  </span>
                </div>
                <p className="text-sm">
                  {p.planName} · <span className="tabular-nums">{formatBRL(p.amountCents)}</span>
                </p>
                <p className="text-muted-foreground text-xs">Criado em {formatDateTime(p.createdAt)}</p>
                {p.status === 'pending' && <div className="pt-1">{action(p)}</div>}
              </div>
            </div>
          )}
        />
      </div>
      <ConfirmDialog
        open={asking.open}
        onOpenChange={(open) => setAsking((current) => ({ ...current, open }))}
        title="Confirmar pagamento?"
        description={
          asking.payment ? (
            <>
              <p>
                Confirme somente se o valor de {formatBRL(asking.payment.amountCents)} de{' '}
                <strong>{asking.payment.companyName}</strong> foi recebido.
              </p>
              <p>
                A assinatura passa a ativa no plano {asking.payment.planName} por um mês, e a fatura é
                registrada.
              </p>
            </>
          ) : null
        }
        confirmLabel="Confirmar pagamento"
        pending={confirm.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
