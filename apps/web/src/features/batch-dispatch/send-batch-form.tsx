import {
  BATCH_DISPATCH_MESSAGES,
  type BatchDispatch,
  type BatchSendInput,
  batchSendSchema,
  type DispatchSupply,
  defaultExpectedReturn,
  EMPTY_MARKER,
  formatDateOnly,
  formatInteger,
  SUPPLY_SHORTAGE_TITLE,
  todayInSaoPaulo,
  unitDecimals,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Printer, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { canUse, useSessionQuery } from '@/app/session';
import { DateInput } from '@/components/date-input';
import { OptionSelect } from '@/components/option-select';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { decimalFieldText } from '@/lib/field-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { useRefreshDispatch, useSendBatch } from './api';
import { BatchColorsCard } from './batch-colors-card';
import { BATCHES_PATH } from './dispatch-states';
import { SeparationSheet } from './separation-sheet';
import { SuppliesTable } from './supplies-table';
import { dispatchProblems, quantitiesFromInputs, supplyLineStatuses } from './supply-lines';
import { returnDateHint, WorkshopPayment } from './workshop-terms';

type Output = z.output<typeof batchSendSchema>;

/** A line's required quantity as its field starts: '16,80', or '12' for a whole unit. */
const requiredText = (s: DispatchSupply) => decimalFieldText(s.required, unitDecimals(s.unit));

/** The expected return a send starts with, as the date field shows it ('dd/MM/yyyy'). */
const defaultReturnText = (pieces: number, capacityPerDay: number | null) =>
  formatDateOnly(defaultExpectedReturn(todayInSaoPaulo(), pieces, capacityPerDay));

function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <FormField id={id} label={label}>
      <Input readOnly value={value} className="tabular-nums" />
    </FormField>
  );
}

/** The send form of part2 'Send batch to workshop', for a batch with costs and at least one active workshop. */
export function SendBatchForm({ dispatch, batchId }: { dispatch: BatchDispatch; batchId: string }) {
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const canWrite = canUse(session, 'production-batches', 'write');
  const send = useSendBatch(batchId);
  const refresh = useRefreshDispatch(batchId);
  const [printing, setPrinting] = useState(false);
  const [returnDateTyped, setReturnDateTyped] = useState(false);
  const { batch, supplies } = dispatch;
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BatchSendInput, unknown, Output>({
    resolver: zodResolver(batchSendSchema),
    defaultValues: {
      outworkerId: '',
      observations: '',
      expectedReturnDate: defaultReturnText(dispatch.batch.totalQuantity, null),
      quantities: supplies.map((s) => ({ key: s.key, quantity: requiredText(s) })),
    },
  });

  // After a refusal the page is read again: keep what was typed for the lines that are still there.
  useEffect(() => {
    const typed = new Map((getValues('quantities') ?? []).map((q) => [q.key, q.quantity]));
    setValue(
      'quantities',
      supplies.map((s) => ({ key: s.key, quantity: typed.get(s.key) ?? requiredText(s) })),
    );
  }, [supplies, getValues, setValue]);

  const typedQuantities = useWatch({ control, name: 'quantities' });
  const outworkerId = useWatch({ control, name: 'outworkerId' });
  const observations = useWatch({ control, name: 'observations' });
  const quantities = useMemo(() => quantitiesFromInputs(typedQuantities), [typedQuantities]);
  const statuses = supplyLineStatuses(supplies, quantities);
  const { shortages, missing } = dispatchProblems(supplies, quantities);
  const outworker = dispatch.outworkers.find((o) => o.id === outworkerId) ?? null;
  const capacityPerDay = outworker?.capacityPerDay ?? null;

  // The return date follows the chosen workshop's capacity until the person types one.
  useEffect(() => {
    if (!returnDateTyped) {
      setValue('expectedReturnDate', defaultReturnText(batch.totalQuantity, capacityPerDay));
    }
  }, [returnDateTyped, capacityPerDay, batch.totalQuantity, setValue]);
  const sending = isSubmitting || send.isPending;
  const blocked = Boolean(dispatch.blockedReason) || supplies.length === 0 || missing.length > 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await send.mutateAsync(values);
      toast.success(BATCH_DISPATCH_MESSAGES.success);
      navigate(`${BATCHES_PATH}?destaque=${sent.id}`);
    } catch (error) {
      applyFieldErrors(error, setError, ['outworkerId', 'expectedReturnDate', 'observations']);
      toast.error(BATCH_DISPATCH_MESSAGES.sendError, {
        description: <span className="whitespace-pre-line">{errorMessage(error)}</span>,
      });
      // Stock or the batch changed meanwhile: show the page as it is now.
      if (error instanceof ApiError && error.status === 409) void refresh();
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {dispatch.blockedReason ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Este lote não pode ser enviado agora</AlertTitle>
          <AlertDescription>{dispatch.blockedReason}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Envio</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField id="outworkerId" label="Facção" required error={errors.outworkerId?.message}>
              <Controller
                control={control}
                name="outworkerId"
                render={({ field }) => (
                  <OptionSelect
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Selecione a facção"
                    options={dispatch.outworkers.map((o) => ({ value: o.id, label: o.name }))}
                  />
                )}
              />
            </FormField>
            <WorkshopPayment pieces={batch.totalQuantity} workshop={outworker} />
            <FormField
              id="expectedReturnDate"
              label="Previsão de retorno"
              required
              error={errors.expectedReturnDate?.message}
              hint={returnDateHint(batch.totalQuantity, outworker)}
            >
              <DateInput
                className="sm:max-w-40"
                {...register('expectedReturnDate', { onChange: () => setReturnDateTyped(true) })}
              />
            </FormField>
            <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
              <ReadOnly id="batch-code" label="Lote" value={batch.code} />
              <ReadOnly id="batch-size" label="Tamanho" value={batch.sizeLabel || EMPTY_MARKER} />
              <ReadOnly
                id="batch-total"
                label="Quantidade total"
                value={formatInteger(batch.totalQuantity)}
              />
            </div>
            <p className="text-muted-foreground text-sm">
              Produto:{' '}
              <span className="font-medium text-foreground">
                {batch.productReference} — {batch.productName}
              </span>
              {batch.productionOrderCode ? (
                <>
                  {' · '}
                  <span className="whitespace-nowrap">Ordem {batch.productionOrderCode}</span>
                </>
              ) : null}
            </p>
          </CardContent>
        </Card>
        <BatchColorsCard batch={batch} />
      </div>

      <section aria-labelledby="supplies-title" className="grid gap-3">
        <div>
          <h2 id="supplies-title" className="font-semibold text-base">
            Insumos para a facção
          </h2>
          <p className="text-muted-foreground text-sm">
            Calculados pela ficha de custo
            {dispatch.costSheet ? ` (versão ${dispatch.costSheet.version})` : ''}: por cor, e por tamanho para
            etiquetas. Ajuste as quantidades se necessário.
          </p>
        </div>
        {shortages.length > 0 ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>{SUPPLY_SHORTAGE_TITLE}</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {shortages.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
        {missing.length > 0 ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Variações não encontradas</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {missing.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p>Cadastre a variação no material, ou ajuste a quantidade da linha para 0.</p>
            </AlertDescription>
          </Alert>
        ) : null}
        <SuppliesTable supplies={supplies} statuses={statuses} register={register} errors={errors} />
      </section>

      <Card>
        <CardContent>
          <FormField id="observations" label="Observações" error={errors.observations?.message}>
            <Textarea
              placeholder="Instruções para a facção, prazo combinado…"
              {...register('observations')}
            />
          </FormField>
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="outline" onClick={() => setPrinting(true)}>
          <Printer aria-hidden="true" />
          Folha de Separação
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="ghost" onClick={() => navigate(BATCHES_PATH)}>
            Cancelar
          </Button>
          {canWrite ? (
            <Button
              type="submit"
              variant={shortages.length > 0 ? 'destructive' : 'default'}
              loading={sending}
              disabled={blocked || shortages.length > 0}
            >
              {shortages.length > 0 ? null : <Send aria-hidden="true" />}
              {shortages.length > 0 ? 'Estoque Insuficiente' : 'Enviar para Facção'}
            </Button>
          ) : null}
        </div>
      </div>

      {printing ? (
        <SeparationSheet
          dispatch={dispatch}
          companyName={session?.company.name ?? ''}
          outworkerName={outworker?.name ?? null}
          quantities={quantities}
          observations={observations ?? ''}
          onClose={() => setPrinting(false)}
        />
      ) : null}
    </form>
  );
}
