import { formatDateTime, type Outworker, outworkerInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { canUse, useSessionQuery } from '@/app/session';
import { DeleteButton, RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useOutworker, useUpdateOutworker } from './api';
import { OutworkerDeleteDialog } from './outworker-delete-dialog';
import {
  OUTWORKER_FIELDS,
  OutworkerFields,
  type OutworkerFormValues,
  outworkerFormValues,
} from './outworker-fields';
import { OutworkerPerformanceCard } from './outworker-performance-card';
import { OutworkerPricesCard } from './outworker-prices-card';

/** /app/terceirizados/:id/editar: the workshop's performance, its record and its agreed price per piece of each product. */
export function OutworkerEditPage() {
  const { id = '' } = useParams();
  const { data: session } = useSessionQuery();
  const query = useOutworker(id);
  const outworker = query.data;
  const [deleting, setDeleting] = useState(false);
  const canWrite = canUse(session, 'outworkers', 'write');
  const canDelete = canUse(session, 'outworkers', 'delete');

  if (query.error || !outworker) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/terceirizados"
        notFound={{ title: 'Terceirizado não encontrado', linkLabel: 'Voltar para Terceirizados' }}
        errorTitle="Erro ao carregar terceirizado"
      />
    );
  }

  return (
    <div>
      <BackButton to="/app/terceirizados" />
      <RecordHeader
        title={outworker.name}
        badges={outworker.status === 'inativo' && <Badge variant="outline">Inativo</Badge>}
        meta={`Cadastrado em ${formatDateTime(outworker.createdAt)}`}
        actions={canDelete && <DeleteButton onClick={() => setDeleting(true)} />}
      />
      <div className="grid gap-4">
        <OutworkerPerformanceCard outworkerId={outworker.id} />
        <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
          <OutworkerDetailsCard outworker={outworker} canWrite={canWrite} />
          <OutworkerPricesCard outworkerId={outworker.id} canWrite={canWrite} />
        </div>
      </div>
      <OutworkerDeleteDialog outworker={outworker} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

function OutworkerDetailsCard({ outworker, canWrite }: { outworker: Outworker; canWrite: boolean }) {
  const update = useUpdateOutworker(outworker.id);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<OutworkerFormValues, unknown, z.output<typeof outworkerInputSchema>>({
    resolver: zodResolver(outworkerInputSchema),
    defaultValues: outworkerFormValues(outworker),
  });

  // A save elsewhere (e.g. 'Inativar' in the delete dialog) shows up here unless the person is typing.
  useEffect(() => {
    if (!isDirty) reset(outworkerFormValues(outworker));
  }, [outworker, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(outworkerFormValues(saved));
      toast.success('Terceirizado atualizado.');
    } catch (error) {
      applyFieldErrors(error, setError, [...OUTWORKER_FIELDS]);
      toast.error('Erro ao salvar terceirizado', { description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados do terceirizado</CardTitle>
      </CardHeader>
      <CardContent>
        <form id="outworker-edit" onSubmit={onSubmit} noValidate>
          <fieldset disabled={!canWrite} className="grid items-start gap-4 sm:grid-cols-2">
            <OutworkerFields
              idPrefix="outworker-edit"
              register={register}
              control={control}
              errors={errors}
              showStatus
            />
          </fieldset>
        </form>
      </CardContent>
      {canWrite && (
        <CardFooter className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || isSubmitting}
            onClick={() => reset(outworkerFormValues(outworker))}
          >
            Descartar
          </Button>
          <Button type="submit" form="outworker-edit" loading={isSubmitting}>
            Salvar alterações
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
