import {
  EMPTY_MARKER,
  formatBRL,
  formatCount,
  formatDateOnly,
  formatDateTime,
  formatDocument,
  formatInteger,
  SALES_CHANNEL_LABELS,
  SALES_ORDER_STATUS_LABELS,
  type SalesOrderDetail,
  type SalesOrderStatus,
} from '@alinhavo/domain';
import { Ban, Factory, Printer } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { FormDialog } from '@/components/form-dialog';
import { RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import {
  salesOrderPdfUrl,
  useCancelSalesOrder,
  useMoveSalesOrder,
  useProduceShortfall,
  useSalesOrder,
  useSalesOrderOptions,
} from './api';
import { OrderEditor } from './order-editor';
import { SalesStatusBadge } from './status-badge';
import { TotalsPanel } from './totals-panel';

const MOVE_LABELS: Partial<Record<SalesOrderStatus, { button: string; title: string; description: string }>> =
  {
    confirmado: {
      button: 'Confirmar pedido',
      title: 'Confirmar o pedido?',
      description:
        'O estoque disponível é reservado por SKU (o que faltar fica como falta, para produzir) e as parcelas entram em contas a receber. Salve antes as alterações.',
    },
    separado: {
      button: 'Separar',
      title: 'Separar o pedido?',
      description:
        'As peças saem do estoque de produto acabado (venda). Com falta em algum SKU a separação é recusada.',
    },
    faturado: {
      button: 'Faturar',
      title: 'Marcar como faturado?',
      description: 'Fica registrado no histórico.',
    },
    enviado: {
      button: 'Marcar como enviado',
      title: 'Marcar como enviado?',
      description: 'Depois de enviado o pedido não pode mais ser cancelado.',
    },
    entregue: {
      button: 'Marcar como entregue',
      title: 'Marcar como entregue?',
      description: 'Fica registrado no histórico.',
    },
  };

/** /app/pedido/:orderId (part4 §1): the order typed while a quote, its status flow, shortfall, receivables and history. */
export function SalesOrderPage() {
  const { orderId = '' } = useParams();
  const { data: session } = useSessionQuery();
  const { data: order, error, isPending, refetch } = useSalesOrder(orderId);
  const canWrite = canUse(session, 'sales-orders', 'write');
  const editing = Boolean(order?.actions.edit && canWrite);
  const { data: options } = useSalesOrderOptions();
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  useSetPageLabel(order?.code);

  if (!order) {
    return (
      <RecordPageStates
        query={{ isPending, error, refetch }}
        backTo="/app/vendas"
        notFound={{
          title: 'Pedido não encontrado',
          description: 'O endereço pode estar incorreto.',
          linkLabel: 'Voltar para Pedidos de venda',
        }}
        errorTitle="Erro ao carregar o pedido"
      />
    );
  }
  const move = order.actions.next ? MOVE_LABELS[order.actions.next] : undefined;

  return (
    <div>
      <BackButton to="/app/vendas" />
      <RecordHeader
        eyebrow={`${SALES_CHANNEL_LABELS[order.channel]} · ${formatDateTime(order.issuedAt)}`}
        title={order.code}
        badges={<SalesStatusBadge status={order.status} />}
        meta={
          <>
            {order.customer?.name ?? 'Consumidor'}
            {order.customer?.documentNumber ? ` · ${formatDocument(order.customer.documentNumber)}` : ''} ·{' '}
            {formatCount(order.itemCount, 'peça', 'peças')} · {formatBRL(order.totalCents)}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={salesOrderPdfUrl(order.id)} target="_blank" rel="noreferrer">
                <Printer aria-hidden="true" />
                Imprimir pedido
              </a>
            </Button>
            {canWrite && order.actions.cancel && (
              <Button variant="outline" onClick={() => setDialog('cancel')}>
                <Ban aria-hidden="true" />
                Cancelar pedido
              </Button>
            )}
            {canWrite && move && <Button onClick={() => setDialog('move')}>{move.button}</Button>}
          </div>
        }
      />

      {order.status === 'cancelado' && (
        <Alert variant="destructive" className="mb-4">
          <Ban aria-hidden="true" />
          <AlertTitle>Pedido cancelado</AlertTitle>
          <AlertDescription>Motivo: {order.cancelReason ?? EMPTY_MARKER}</AlertDescription>
        </Alert>
      )}

      <div className="grid grid-cols-1 gap-4">
        {editing && options ? (
          <OrderEditor key={order.id} order={order} options={options} />
        ) : (
          <OrderSummary order={order} />
        )}
        {order.shortfall.length > 0 && (
          <ShortfallCard order={order} canWrite={canUse(session, 'production-orders', 'write') && canWrite} />
        )}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {!editing || order.receivables.length ? <ReceivablesCard order={order} /> : null}
          <HistoryCard order={order} />
        </div>
      </div>
      {move && order.actions.next && (
        <MoveDialog
          order={order}
          to={order.actions.next}
          open={dialog === 'move'}
          onOpenChange={(open) => !open && setDialog(null)}
        />
      )}
      <CancelDialog
        order={order}
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </div>
  );
}

function OrderSummary({ order }: { order: SalesOrderDetail }) {
  const reserving = order.status === 'confirmado';
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>Itens</CardTitle>
          <CardDescription>
            {[
              order.priceTable ? `Tabela ${order.priceTable.name}` : null,
              order.seller ? `Vendedor ${order.seller.name}` : null,
              order.expectedDelivery ? `Entrega prevista ${formatDateOnly(order.expectedDelivery)}` : null,
            ]
              .filter(Boolean)
              .join(' · ') || 'Itens do pedido'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {order.lines.length === 0 ? (
            <p className="text-muted-foreground text-sm">Pedido sem itens.</p>
          ) : (
            <>
              <ul className="grid gap-2 md:hidden">
                {order.lines.map((line) => (
                  <li key={line.id} className="rounded-md border p-3 text-sm" data-testid="order-line-card">
                    <span className="block font-medium">
                      {line.productReference} · {line.productName}
                    </span>
                    <span className="block text-muted-foreground text-xs">
                      {line.colorName ?? EMPTY_MARKER} / {line.size} · {line.sku}
                    </span>
                    <span className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-3 tabular-nums">
                      <span>
                        {formatInteger(line.quantity)} × {formatBRL(line.unitPriceCents)}
                        {reserving && (
                          <span
                            className={
                              line.reserved < line.quantity
                                ? 'ml-2 font-medium text-warning'
                                : 'ml-2 text-muted-foreground'
                            }
                          >
                            reservado {formatInteger(line.reserved)}
                          </span>
                        )}
                      </span>
                      <span className="font-medium">{formatBRL(line.totalCents)}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <div className="-mx-2 hidden overflow-x-auto md:block">
                <table className="w-full min-w-[36rem] text-sm">
                  <thead className="text-muted-foreground text-xs">
                    <tr className="border-b">
                      <th className="px-2 py-2 text-left font-medium">Produto</th>
                      <th className="px-2 py-2 text-left font-medium">Cor / Tam.</th>
                      <th className="px-2 py-2 text-right font-medium">Qtd.</th>
                      {reserving && <th className="px-2 py-2 text-right font-medium">Reservado</th>}
                      <th className="px-2 py-2 text-right font-medium">Unitário</th>
                      <th className="px-2 py-2 text-right font-medium">Total</th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.lines.map((line) => (
                      <tr key={line.id} className="border-b last:border-0" data-testid="order-line">
                        <td className="px-2 py-2">
                          <span className="block font-medium">
                            {line.productReference} · {line.productName}
                          </span>
                          <span className="block text-muted-foreground text-xs">{line.sku}</span>
                        </td>
                        <td className="whitespace-nowrap px-2 py-2">
                          {line.colorName ?? EMPTY_MARKER} / {line.size}
                        </td>
                        <td className="px-2 py-2 text-right tabular-nums">{formatInteger(line.quantity)}</td>
                        {reserving && (
                          <td
                            className={`px-2 py-2 text-right tabular-nums ${line.reserved < line.quantity ? 'font-medium text-warning' : ''}`}
                          >
                            {formatInteger(line.reserved)}
                          </td>
                        )}
                        <td className="px-2 py-2 text-right tabular-nums">
                          {formatBRL(line.unitPriceCents)}
                        </td>
                        <td className="px-2 py-2 text-right tabular-nums">
                          {formatBRL(line.totalCents)}
                          {line.discountCents > 0 && (
                            <span className="block text-muted-foreground text-xs">
                              − {formatBRL(line.discountCents)}
                            </span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          {order.notes && (
            <p className="mt-4 whitespace-pre-line text-muted-foreground text-sm">{order.notes}</p>
          )}
        </CardContent>
      </Card>
      <TotalsPanel
        saved={{
          pieces: order.itemCount,
          subtotalCents: order.subtotalCents,
          discountCents: order.discountCents,
          freightCents: order.freightCents,
          totalCents: order.totalCents,
        }}
      />
    </div>
  );
}

function ShortfallCard({ order, canWrite }: { order: SalesOrderDetail; canWrite: boolean }) {
  const produce = useProduceShortfall(order.id);
  const pieces = order.shortfall.reduce((sum, s) => sum + s.quantity, 0);
  async function generate() {
    try {
      const answer = await produce.mutateAsync();
      toast.success(
        answer.orders.length === 1
          ? `Ordem de produção ${answer.orders[0]!.code} criada`
          : `${answer.orders.length} ordens de produção criadas`,
        {
          description: answer.orders
            .map((o) => `${o.code}: ${formatInteger(o.pieces)} peças de ${o.productName}`)
            .join('; '),
        },
      );
    } catch (error) {
      toast.error('Erro ao gerar a ordem de produção', { description: errorMessage(error) });
    }
  }
  return (
    <Card className="border-warning/40" data-testid="shortfall">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Falta de estoque</CardTitle>
          <CardDescription>
            {formatCount(pieces, 'peça', 'peças')} sem estoque{' '}
            {order.status === 'orcamento' ? 'disponível hoje' : 'reservado'}: o pedido pode seguir sob
            encomenda.
          </CardDescription>
        </div>
        {canWrite && (
          <Button
            variant="outline"
            onClick={() => void generate()}
            loading={produce.isPending}
            className="shrink-0"
          >
            <Factory aria-hidden="true" />
            Gerar ordem de produção
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1.5 text-sm">
          {order.shortfall.map((s) => (
            <li
              key={s.variantId}
              className="flex items-baseline justify-between gap-3 border-b pb-1.5 last:border-0"
            >
              <span className="min-w-0">
                <span className="font-medium">{s.productReference}</span> · {s.colorName ?? EMPTY_MARKER} /{' '}
                {s.size}
                <span className="block truncate text-muted-foreground text-xs">{s.sku}</span>
              </span>
              <span className="shrink-0 font-medium text-warning tabular-nums">
                faltam {formatInteger(s.quantity)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ReceivablesCard({ order }: { order: SalesOrderDetail }) {
  const live = order.receivables.length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{live ? 'Contas a receber' : 'Parcelas previstas'}</CardTitle>
        {!live && (
          <CardDescription>
            As parcelas entram em contas a receber quando o pedido é confirmado.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {live ? (
          <ul className="grid gap-1.5 text-sm" data-testid="receivables">
            {order.receivables.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 tabular-nums">
                <span>
                  {r.installmentNumber}/{r.installmentCount} · {formatDateOnly(r.dueDate)}
                </span>
                <span className="flex items-center gap-2">
                  <span className="text-muted-foreground text-xs">{r.statusLabel}</span>
                  <span className={r.status === 'cancelado' ? 'line-through' : 'font-medium'}>
                    {formatBRL(r.amountCents)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : order.installments.length ? (
          <ul className="grid gap-1.5 text-sm">
            {order.installments.map((i) => (
              <li key={i.number} className="flex justify-between gap-3 tabular-nums">
                <span>
                  {i.number}/{order.installments.length} · {formatDateOnly(i.dueDate)}
                </span>
                <span className="font-medium">{formatBRL(i.amountCents)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">Sem parcelas.</p>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryCard({ order }: { order: SalesOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 text-sm" data-testid="history">
          {[...order.history].reverse().map((h) => (
            <li key={h.id} className="flex flex-col gap-0.5 border-b pb-2 last:border-0">
              <span>
                <span className="font-medium">{SALES_ORDER_STATUS_LABELS[h.toStatus]}</span>
                {h.note ? <span className="text-muted-foreground"> · {h.note}</span> : null}
              </span>
              <span className="text-muted-foreground text-xs">
                {formatDateTime(h.createdAt)}
                {h.userName ? ` · ${h.userName}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function MoveDialog({
  order,
  to,
  open,
  onOpenChange,
}: {
  order: SalesOrderDetail;
  to: SalesOrderStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const move = useMoveSalesOrder(order.id);
  const labels = MOVE_LABELS[to]!;
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const moved = await move.mutateAsync({ status: to as 'confirmado' });
      toast.success(`Pedido ${order.code}: ${SALES_ORDER_STATUS_LABELS[moved.status].toLowerCase()}`);
      onOpenChange(false);
    } catch (error) {
      toast.error(`Não foi possível: ${labels.button.toLowerCase()}`, { description: errorMessage(error) });
      onOpenChange(false);
    }
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      formId="sales-order-move"
      submitLabel={labels.button}
      submitting={move.isPending}
    >
      <form id="sales-order-move" onSubmit={submit} noValidate>
        <p className="text-sm">
          {order.code} · {order.customer?.name ?? 'Consumidor'} · {formatBRL(order.totalCents)}
        </p>
      </form>
    </FormDialog>
  );
}

function CancelDialog({
  order,
  open,
  onOpenChange,
}: {
  order: SalesOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelSalesOrder(order.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Informe o motivo do cancelamento');
      return;
    }
    try {
      await cancel.mutateAsync({ reason });
      toast.success(`Pedido ${order.code} cancelado`);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fields.reason : undefined);
      toast.error('Erro ao cancelar o pedido', { description: errorMessage(failure) });
    }
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancelar ${order.code}?`}
      description="As reservas são liberadas, as peças que saíram voltam ao estoque e as parcelas em aberto são canceladas."
      formId="sales-order-cancel"
      submitLabel="Cancelar pedido"
      submitting={cancel.isPending}
    >
      <form id="sales-order-cancel" onSubmit={submit} noValidate>
        <FormField id="sales-order-cancel-reason" label="Motivo" required error={error}>
          <Textarea
            autoFocus
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Ex.: cliente desistiu da compra"
          />
        </FormField>
      </form>
    </FormDialog>
  );
}
