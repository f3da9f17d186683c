import { type BatchDetail, batchProgressSchema, formatDateOnly, formatInteger } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DetailItem } from '@/components/detail-item';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useBatchProgress } from './api';

type Values = z.input<typeof batchProgressSchema>;

const TEXT = {
  start: { title: 'Iniciar produção', done: 'Produção iniciada', error: 'Erro ao iniciar produção' },
  finish: { title: 'Finalizar produção', done: 'Produção finalizada', error: 'Erro ao finalizar produção' },
} as const;

/**
 * part2 'Iniciar produção' / 'Finalizar produção' (Lote, Entrega, Quantidade, optional observations), recorded by
 * the company for the workshop until the workshop portal exists. Closes only when the step was saved.
 */
export function BatchProgressDialog({
  batch,
  step,
  open,
  onOpenChange,
}: {
  batch: BatchDetail;
  step: 'start' | 'finish';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const progress = useBatchProgress(batch.id, step);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof batchProgressSchema>>({
    resolver: zodResolver(batchProgressSchema),
    defaultValues: { notes: '' },
  });
  const text = TEXT[step];
  const formId = `batch-${step}`;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await progress.mutateAsync(values);
      toast.success(text.done, { description: `Lote ${batch.code}, registrado pela empresa.` });
      reset({ notes: '' });
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['notes']);
      toast.error(text.error, { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset({ notes: '' });
        onOpenChange(next);
      }}
      title={text.title}
      description={batch.workshop ? `Registre pela facção ${batch.workshop.name}.` : 'Registre pela facção.'}
      formId={formId}
      submitLabel={text.title}
      submitting={isSubmitting}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <dl className="grid grid-cols-3 gap-3 rounded-md border bg-muted/40 p-3">
          <DetailItem label="Lote">
            <span className="font-mono">{batch.code}</span>
          </DetailItem>
          <DetailItem label="Entrega">{formatDateOnly(batch.dueDate)}</DetailItem>
          <DetailItem label="Quantidade">{formatInteger(batch.totalQuantity)}</DetailItem>
        </dl>
        <FormField id={`${formId}-notes`} label="Observações" error={errors.notes?.message}>
          <Textarea rows={3} placeholder="Opcional" {...register('notes')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
