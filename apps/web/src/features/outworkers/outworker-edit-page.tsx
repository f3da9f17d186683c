import { type Outworker, outworkerInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useDesktop } from '@/lib/use-desktop';
import { useOutworker, useOutworkerPrices, useUpdateOutworker } from './api';
import {
  OUTWORKER_FIELDS,
  OutworkerFields,
  type OutworkerFormValues,
  outworkerFormValues,
} from './outworker-fields';
import { OutworkerPricesFields } from './outworker-prices-fields';
import { outworkerPath } from './paths';
import { type PriceDraft, priceChanges } from './price-draft';

const FORM_ID = 'outworker-edit';

/**
 * /app/terceirizados/:id/editar: the one form of a workshop, its record and its agreed price per piece of each
 * product, saved together by 'Salvar alterações' (one request, all or nothing); then back to the read view.
 */
export function OutworkerEditPage() {
  const { id = '' } = useParams();
  const { data: session } = useSessionQuery();
  const query = useOutworker(id);
  useSetPageLabel(query.data?.name);

  if (!canUse(session, 'outworkers', 'write')) return <Navigate to={outworkerPath(id)} replace />;
  if (query.error || !query.data) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/terceirizados"
        notFound={{ title: 'Terceirizado não encontrado', linkLabel: 'Voltar para Terceirizados' }}
        errorTitle="Erro ao carregar terceirizado"
      />
    );
  }
  return <OutworkerEditForm outworker={query.data} />;
}

function OutworkerEditForm({ outworker }: { outworker: Outworker }) {
  const navigate = useNavigate();
  const update = useUpdateOutworker(outworker.id);
  const prices = useOutworkerPrices(outworker.id);
  const [draft, setDraft] = useState<PriceDraft>({});
  const [priceErrors, setPriceErrors] = useState<Record<string, string>>({});
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OutworkerFormValues, unknown, z.output<typeof outworkerInputSchema>>({
    resolver: zodResolver(outworkerInputSchema),
    defaultValues: outworkerFormValues(outworker),
  });
  const readView = outworkerPath(outworker.id);
  const desktop = useDesktop();
  const actions = (
    <>
      <Button type="button" variant="outline" onClick={() => navigate(readView)}>
        Cancelar
      </Button>
      <Button type="submit" form={FORM_ID} loading={isSubmitting}>
        Salvar alterações
      </Button>
    </>
  );

  /** The price changes to send, or null (with the messages shown) when a typed price is not one. */
  function checkedPrices() {
    const result = priceChanges(prices.data?.items ?? [], draft);
    setPriceErrors(result.errors);
    return Object.keys(result.errors).length > 0 ? null : result.changes;
  }

  const onSubmit = handleSubmit(
    async (values) => {
      const changes = checkedPrices();
      if (!changes) {
        toast.error('Verifique os preços destacados.');
        return;
      }
      try {
        await update.mutateAsync({ ...values, prices: changes });
        toast.success('Terceirizado atualizado.');
        navigate(readView);
      } catch (error) {
        applyFieldErrors(error, setError, [...OUTWORKER_FIELDS]);
        toast.error('Erro ao salvar terceirizado', { description: errorMessage(error) });
      }
    },
    () => {
      checkedPrices();
    },
  );

  return (
    <div>
      <BackButton to={readView} />
      <RecordHeader
        title={outworker.name}
        meta="Editando o cadastro e os preços combinados"
        actions={desktop && actions}
      />
      <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Dados do terceirizado</CardTitle>
          </CardHeader>
          <CardContent>
            <form id={FORM_ID} onSubmit={onSubmit} noValidate>
              <fieldset className="grid items-start gap-4 sm:grid-cols-2">
                <OutworkerFields
                  idPrefix={FORM_ID}
                  register={register}
                  control={control}
                  errors={errors}
                  showStatus
                />
              </fieldset>
            </form>
          </CardContent>
        </Card>
        {/* Outside the <form>: Enter in a price or in its search box does not save the form. */}
        <OutworkerPricesFields
          items={prices.data?.items ?? []}
          loading={prices.isPending}
          error={prices.error}
          onRetry={() => void prices.refetch()}
          draft={draft}
          errors={priceErrors}
          onEdit={(productId, text) => {
            setDraft((current) => ({ ...current, [productId]: text }));
            if (priceErrors[productId]) setPriceErrors(({ [productId]: _, ...rest }) => rest);
          }}
        />
      </div>
      {/*
        On a phone the price list is long: the two buttons stay at the bottom of the screen (toasts show at the top
        there). On the desktop they sit in the header, away from the toasts at the bottom right.
      */}
      {!desktop && (
        <div className="sticky bottom-0 z-20 -mx-3 mt-4 grid grid-cols-2 gap-2 border-t bg-card/95 px-3 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.2)] backdrop-blur sm:-mx-4 sm:px-4">
          {actions}
        </div>
      )}
    </div>
  );
}
