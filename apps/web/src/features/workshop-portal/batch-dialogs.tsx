import { formatBRL, formatDate, formatDateTime, type WorkshopBatch } from '@alinhavo/domain';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useBatchHistory, useProgressBatch } from './api';

const pieces = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'peça' : 'peças'}`;

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Preço combinado': the agreed price per piece, the quantity and the estimated total. */
export function PriceDialog({ batch, onClose }: { batch: WorkshopBatch | null; onClose: () => void }) {
  const price = batch?.unitPriceCents ?? null;
  return (
    <Dialog open={batch !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Preço combinado</DialogTitle>
          <DialogDescription>
            Lote {batch?.code} · {batch?.productName}
          </DialogDescription>
        </DialogHeader>
        {batch && (
          <Facts
            items={[
              ['Preço por peça', price === null ? 'Não combinado' : formatBRL(price)],
              ['Quantidade', pieces(batch.quantity)],
              ['Total estimado', price === null ? '—' : formatBRL(price * batch.quantity)],
            ]}
          />
        )}
        {price === null && (
          <p className="text-muted-foreground text-sm">
            Combine o preço por peça deste produto com a empresa.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Fechar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export type ProgressStep = { batch: WorkshopBatch; step: 'start' | 'finish' };

/**
 * 'Iniciar produção' / 'Finalizar produção': Lote, Entrega, Quantidade and optional observations. The dialog closes
 * only when the move worked; otherwise the server's message stays in it.
 */
export function ProgressDialog({
  companyId,
  target,
  onClose,
}: {
  companyId: string;
  target: ProgressStep | null;
  onClose: () => void;
}) {
  const progress = useProgressBatch(companyId);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const starting = target?.step === 'start';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new batch starts a clean form
  useEffect(() => {
    setNotes('');
    setProblem(null);
  }, [target?.batch.id, target?.step]);

  async function confirm() {
    if (!target) return;
    setProblem(null);
    try {
      await progress.mutateAsync({ batchId: target.batch.id, step: target.step, body: { notes } });
      toast.success(starting ? 'Produção iniciada' : 'Produção finalizada', {
        description: `Lote ${target.batch.code}`,
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      toast.error('Erro ao atualizar status do lote', { description: message });
    }
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !progress.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{starting ? 'Iniciar produção' : 'Finalizar produção'}</DialogTitle>
          <DialogDescription>
            {starting
              ? 'A empresa verá que o lote está em produção na sua facção.'
              : 'A empresa verá que o lote está pronto para voltar.'}
          </DialogDescription>
        </DialogHeader>
        {target && (
          <Facts
            items={[
              ['Lote', target.batch.code],
              ['Entrega', target.batch.dueDate ? formatDate(target.batch.dueDate) : '—'],
              ['Quantidade', pieces(target.batch.quantity)],
            ]}
          />
        )}
        <FormField id="portal-progress-notes" label="Observações (opcional)">
          <Textarea
            value={notes}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNotes(event.target.value)}
            placeholder={starting ? 'Ex.: começamos pelo tamanho M' : 'Ex.: 2 peças com defeito no tecido'}
          />
        </FormField>
        {problem && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={progress.isPending} onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={progress.isPending} onClick={() => void confirm()}>
            {starting ? 'Iniciar' : 'Finalizar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** 'Histórico do lote': what happened and when, newest first, or 'Sem registros.'. */
export function HistoryDialog({
  companyId,
  batch,
  onClose,
}: {
  companyId: string;
  batch: WorkshopBatch | null;
  onClose: () => void;
}) {
  const history = useBatchHistory(companyId, batch?.id ?? null);
  const items = history.data?.items ?? [];
  return (
    <Dialog open={batch !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Histórico do lote</DialogTitle>
          <DialogDescription>Lote {batch?.code}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Carregando histórico" />
          </div>
        ) : history.error ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>Erro ao carregar histórico: {errorMessage(history.error)}</AlertDescription>
          </Alert>
        ) : items.length === 0 ? (
          <p className="py-4 text-center text-muted-foreground text-sm">Sem registros.</p>
        ) : (
          <ol className="grid max-h-80 gap-3 overflow-y-auto">
            {items.map((entry) => (
              <li key={entry.id} className="border-l-2 border-primary/40 pl-3 text-sm">
                <p className="font-medium">{entry.actionLabel}</p>
                <p className="text-muted-foreground text-xs">{formatDateTime(entry.actionDate)}</p>
                {entry.notes && <p className="mt-1 text-sm">{entry.notes}</p>}
              </li>
            ))}
          </ol>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Fechar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
