import {
  EMPTY_MARKER,
  formatCount,
  formatDateOnly,
  formatDateTime,
  formatInteger,
  type ProductionOrderDetail,
} from '@alinhavo/domain';
import { Ban, CircleCheckBig, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { DetailItem } from '@/components/detail-item';
import { LateChip } from '@/components/late-chip';
import { RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useProductionOrder } from './api';
import { OrderStatusBadge, PriorityBadge } from './order-badges';
import { newBatchPath, OrderBatchesCard } from './order-batches-card';
import { OrderCancelDialog } from './order-cancel-dialog';
import { OrderConcludeDialog } from './order-conclude-dialog';
import { OrderEditDialog } from './order-edit-dialog';
import { OrderProgressCard } from './order-progress-card';
import { RequirementsCard } from './requirements-card';

type Dialog = 'edit' | 'cancel' | 'conclude' | null;

/** /app/producao/:id (the id or the code, OP-000012; part3 §4): the order's grid and progress, material requirements, batches and actions. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { data: session } = useSessionQuery();
  const { data: order, error, isPending, refetch } = useProductionOrder(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  useSetPageLabel(order?.code);

  if (!order) {
    return (
      <RecordPageStates
        query={{ isPending, error, refetch }}
        backTo="/app/producao"
        notFound={{
          title: 'Ordem de produção não encontrada',
          description: 'Ela pode ter sido cancelada e excluída, ou o endereço está incorreto.',
          linkLabel: 'Voltar para Ordens de produção',
        }}
        errorTitle="Erro ao carregar a ordem"
      />
    );
  }

  const canWrite = canUse(session, 'production-orders', 'write');
  const canCreateBatch = canUse(session, 'production-batches', 'write') && order.actions.createBatch;
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <div>
      <BackButton to="/app/producao" />
      <RecordHeader
        title={order.code}
        badges={
          <>
            <OrderStatusBadge status={order.status} />
            <PriorityBadge priority={order.priority} />
            {order.late && <LateChip label="Atrasada" />}
          </>
        }
        meta={
          <>
            {canUse(session, 'products') ? (
              <Link to={`/app/produtos/${order.product.id}`} className="text-primary hover:underline">
                {order.product.reference} · {order.product.name}
              </Link>
            ) : (
              `${order.product.reference} · ${order.product.name}`
            )}{' '}
            · {formatCount(order.totals.ordered, 'peça', 'peças')}
          </>
        }
        actions={
          <OrderActions
            order={order}
            canWrite={canWrite}
            canCreateBatch={canCreateBatch}
            onOpen={setDialog}
          />
        }
      />

      {order.status === 'cancelada' && (
        <Alert variant="destructive" className="mb-4">
          <Ban aria-hidden="true" />
          <AlertTitle>Ordem cancelada em {formatDateTime(order.cancelledAt)}</AlertTitle>
          <AlertDescription>Motivo: {order.cancelReason ?? EMPTY_MARKER}</AlertDescription>
        </Alert>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle>Dados da ordem</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4">
              <DetailItem label="Entrega">
                <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
                  <span className="tabular-nums">{formatDateOnly(order.dueDate)}</span>
                  {order.late && <LateChip />}
                </span>
              </DetailItem>
              <DetailItem label="Peças">{formatInteger(order.totals.ordered)}</DetailItem>
              <DetailItem label="Criada em">{formatDateTime(order.createdAt)}</DetailItem>
              <DetailItem label="Lotes">{order.batchCount}</DetailItem>
              {order.concludedAt && (
                <DetailItem label="Concluída em">{formatDateTime(order.concludedAt)}</DetailItem>
              )}
              <DetailItem label="Observações" className="col-span-2">
                <span className="whitespace-pre-line">{order.notes ?? EMPTY_MARKER}</span>
              </DetailItem>
            </dl>
          </CardContent>
        </Card>
        <div className="lg:col-span-2">
          <OrderBatchesCard order={order} />
        </div>
      </div>

      <div className="mt-4 grid gap-4">
        <OrderProgressCard order={order} />
        {order.status !== 'cancelada' && order.status !== 'concluida' && (
          <RequirementsCard orderId={order.id} canSeeCosts={canUse(session, 'product-costs')} />
        )}
      </div>

      {dialog === 'edit' && <OrderEditDialog order={order} open onOpenChange={close} />}
      {dialog === 'cancel' && <OrderCancelDialog order={order} open onOpenChange={close} />}
      {dialog === 'conclude' && <OrderConcludeDialog order={order} open onOpenChange={close} />}
    </div>
  );
}

function OrderActions({
  order,
  canWrite,
  canCreateBatch,
  onOpen,
}: {
  order: ProductionOrderDetail;
  canWrite: boolean;
  canCreateBatch: boolean;
  onOpen: (dialog: Dialog) => void;
}) {
  return (
    <>
      {canCreateBatch && (
        <Button asChild>
          <Link to={newBatchPath(order.id)}>
            <Plus aria-hidden="true" />
            Criar lote
          </Link>
        </Button>
      )}
      {canWrite && order.actions.conclude === null && (
        <Button variant={canCreateBatch ? 'outline' : 'default'} onClick={() => onOpen('conclude')}>
          <CircleCheckBig aria-hidden="true" />
          Concluir ordem
        </Button>
      )}
      {canWrite && order.actions.edit && (
        <Button variant="outline" onClick={() => onOpen('edit')}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
      )}
      {canWrite && order.actions.cancel === null && (
        <Button variant="outline" onClick={() => onOpen('cancel')}>
          <Ban aria-hidden="true" />
          Cancelar ordem
        </Button>
      )}
    </>
  );
}
