import { formatCount, type QualityReview, qualityReviewInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCheck, ListChecks, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { canUse, useSessionQuery } from '@/app/session';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { useCompleteReview, useInspectorOptions, useSaveReview } from './api';
import { PriceMissingAlert } from './price-missing-alert';
import {
  countableCells,
  fillApproved,
  type ReviewFormValues,
  reviewFormValues,
  reviewTotals,
} from './review-form-values';
import { ReviewTable } from './review-table';

type Output = z.output<typeof qualityReviewInputSchema>;

/** The select's 'Sem revisor' (a select item cannot have an empty value). */
const NO_INSPECTOR = 'nenhum';

/** Row messages the server sent as 'items.N' (a cell over its pieces, a cell outside the grid). */
function serverRowErrors(error: unknown): Record<number, string> {
  if (!(error instanceof ApiError)) return {};
  const rows: Record<number, string> = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const match = /^items\.(\d+)$/.exec(key);
    if (match) rows[Number(match[1])] = message;
  }
  return rows;
}

/**
 * The review of a batch in 'Em revisão': inspector, notes and the count table. 'Salvar' keeps the counts;
 * 'Concluir revisão' saves them and completes the review once every piece is counted, which makes the workshop's
 * payment record.
 */
export function ReviewForm({ review, canWrite }: { review: QualityReview; canWrite: boolean }) {
  const { data: session } = useSessionQuery();
  const inspectors = useInspectorOptions(canUse(session, 'employees'));
  const cells = countableCells(review);
  const save = useSaveReview(review.batch.id);
  const complete = useCompleteReview(review.batch.id);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [priceLink, setPriceLink] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setValue, getValues, formState } = useForm<
    ReviewFormValues,
    unknown,
    Output
  >({
    resolver: zodResolver(qualityReviewInputSchema) as never,
    defaultValues: reviewFormValues(review),
  });
  const rows = useWatch({ control, name: 'items' }) ?? [];
  const inspectorId = useWatch({ control, name: 'inspectorEmployeeId' });
  const totals = reviewTotals(rows, cells);
  const busy = save.isPending || complete.isPending;

  async function persist(values: Output): Promise<boolean> {
    setRowErrors({});
    try {
      const saved = await save.mutateAsync(values);
      reset(reviewFormValues(saved));
      return true;
    } catch (error) {
      setRowErrors(serverRowErrors(error));
      toast.error('Erro ao salvar a revisão', { description: errorMessage(error) });
      return false;
    }
  }

  const onSave = handleSubmit(async (values) => {
    if (await persist(values)) toast.success('Contagem salva.');
  });

  // Always saves first: what is on screen is what gets completed.
  const onComplete = handleSubmit(async (values) => {
    if (!(await persist(values))) return;
    setPriceLink(null);
    try {
      const done = await complete.mutateAsync();
      toast.success('Revisão concluída', {
        description: done.payment ? 'Pagamento da facção registrado.' : undefined,
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields.link) setPriceLink(error.fields.link);
      toast.error('Não foi possível concluir a revisão', { description: errorMessage(error) });
    }
  });

  const inspectorOptions = (inspectors.data?.items ?? []).map((e) => ({ value: e.id, label: e.name }));
  const missingPrice = review.agreedPriceCents === null && review.batch.outworkerId;

  return (
    <form noValidate onSubmit={onSave} className="grid gap-4" aria-label="Revisão do lote">
      <div className="grid gap-3 sm:grid-cols-2">
        {inspectors.data ? (
          <FormField id="inspector" label="Revisor">
            <OptionSelect
              value={inspectorId || undefined}
              onChange={(value) =>
                setValue('inspectorEmployeeId', value === NO_INSPECTOR ? '' : value, { shouldDirty: true })
              }
              options={[{ value: NO_INSPECTOR, label: 'Sem revisor' }, ...inspectorOptions]}
              placeholder="Escolha quem revisou"
            />
          </FormField>
        ) : (
          review.check?.inspectorName && (
            <p className="text-sm">
              <span className="text-muted-foreground">Revisor:</span> {review.check.inspectorName}
            </p>
          )
        )}
        <FormField id="review-notes" label="Observações" error={formState.errors.notes?.message}>
          <Textarea rows={1} className="min-h-10" readOnly={!canWrite} {...register('notes')} />
        </FormField>
      </div>

      <ReviewTable
        cells={cells}
        rows={rows}
        register={register}
        errors={formState.errors}
        rowErrors={rowErrors}
        totals={totals}
        readOnly={!canWrite}
      />

      {(priceLink || missingPrice) && (
        <PriceMissingAlert link={priceLink ?? `/app/terceirizados/${review.batch.outworkerId}/editar`} />
      )}

      {canWrite && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="text-muted-foreground text-sm sm:mr-auto" aria-live="polite">
            {totals.hasErrors
              ? 'Corrija as linhas destacadas.'
              : totals.missing > 0
                ? `${totals.missing === 1 ? 'Falta' : 'Faltam'} ${formatCount(totals.missing, 'peça', 'peças')} para concluir.`
                : 'Todas as peças contadas.'}
          </p>
          <Button
            type="button"
            variant="ghost"
            disabled={busy || totals.missing === 0}
            onClick={() => setValue('items', fillApproved(getValues('items'), cells), { shouldDirty: true })}
          >
            <ListChecks aria-hidden="true" />
            Completar com aprovadas
          </Button>
          <Button
            type="submit"
            variant="outline"
            loading={save.isPending && !complete.isPending}
            disabled={busy}
          >
            <Save aria-hidden="true" />
            Salvar
          </Button>
          <Button
            type="button"
            loading={complete.isPending}
            disabled={busy || totals.missing > 0 || totals.hasErrors}
            onClick={onComplete}
          >
            <CheckCheck aria-hidden="true" />
            Concluir revisão
          </Button>
        </div>
      )}
    </form>
  );
}
