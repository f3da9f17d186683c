import { type BatchDetail, batchActionsFor } from '@alinhavo/domain';
import { ClipboardCheck, Package, Play, Scissors, Send, SquareCheck, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { Button } from '@/components/ui/button';

/**
 * The next step of the batch, by status and permission: cut, send to a workshop, start and finish (recorded by
 * the company), review, pack; and delete while it waits for its cut.
 */
export function BatchActionButtons({
  batch,
  onStart,
  onFinish,
  onDelete,
}: {
  batch: BatchDetail;
  onStart: () => void;
  onFinish: () => void;
  onDelete: () => void;
}) {
  const { data: session } = useSessionQuery();
  const can = batchActionsFor(batch.status);
  const writeBatches = canUse(session, 'production-batches', 'write');
  const id = encodeURIComponent(batch.id);
  return (
    <div className="flex flex-wrap gap-2">
      {can.cut && canUse(session, 'cutting', 'write') && (
        <Button asChild>
          <Link to={`/app/corte?lote=${id}`}>
            <Scissors aria-hidden="true" />
            Registrar corte
          </Link>
        </Button>
      )}
      {can.send && writeBatches && (
        <Button asChild>
          <Link to={`/app/lotes-producao/${id}/enviar-faccao`}>
            <Send aria-hidden="true" />
            Enviar para Facção
          </Link>
        </Button>
      )}
      {can.start && writeBatches && (
        <Button onClick={onStart}>
          <Play aria-hidden="true" />
          Iniciar produção
        </Button>
      )}
      {can.finish && writeBatches && (
        <Button onClick={onFinish}>
          <SquareCheck aria-hidden="true" />
          Finalizar produção
        </Button>
      )}
      {can.review && canUse(session, 'quality-control', 'write') && (
        <Button asChild>
          <Link to={`/app/controle-qualidade?lote=${id}`}>
            <ClipboardCheck aria-hidden="true" />
            Revisar
          </Link>
        </Button>
      )}
      {can.pack && canUse(session, 'packaging', 'write') && (
        <Button asChild>
          <Link to={`/app/embalagem?lote=${id}`}>
            <Package aria-hidden="true" />
            Embalar
          </Link>
        </Button>
      )}
      {can.remove && canUse(session, 'production-batches', 'delete') && (
        <Button variant="outline" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
      )}
    </div>
  );
}
