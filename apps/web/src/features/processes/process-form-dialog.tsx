import { PROCESS_KIND_LABELS, PROCESS_KINDS, type Process, processInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { labelledOptions } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { moneyFieldText } from '@/lib/field-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateProcess, useUpdateProcess } from './api';

type FormValues = z.input<typeof processInputSchema>;
const kindOptions = labelledOptions(PROCESS_KINDS, PROCESS_KIND_LABELS);

function initialValues(process: Process | null): FormValues {
  if (!process) return { name: '', costPerPieceCents: '', kind: 'interno', isActive: true };
  return {
    name: process.name,
    costPerPieceCents: moneyFieldText(process.costPerPieceCents),
    kind: process.kind,
    isActive: process.isActive,
  };
}

/** Creates a process (at the end of the order) or edits one: name, cost per piece, kind and status. */
export function ProcessFormDialog({
  process,
  open,
  onOpenChange,
}: {
  /** The process to edit; null creates one. */
  process: Process | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateProcess();
  const update = useUpdateProcess();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof processInputSchema>>({
    resolver: zodResolver(processInputSchema),
    defaultValues: initialValues(process),
  });

  useEffect(() => {
    if (open) reset(initialValues(process));
  }, [open, process, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (process) {
        await update.mutateAsync({ id: process.id, patch: values });
        toast.success('Processo atualizado.');
      } else {
        await create.mutateAsync(values);
        toast.success('Processo cadastrado!', { description: 'Ele entrou no fim da ordem de produção.' });
      }
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'costPerPieceCents', 'kind', 'isActive']);
      toast.error(process ? 'Erro ao salvar processo' : 'Erro ao cadastrar processo', {
        description: errorMessage(error),
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={process ? 'Editar processo' : 'Novo processo'}
      description={
        process
          ? undefined
          : 'Uma etapa da produção. Ele entra no fim da lista; use as setas para colocá-lo na ordem certa.'
      }
      formId="process-form"
      submitLabel={process ? 'Salvar' : 'Cadastrar'}
      submitting={isSubmitting}
    >
      <form
        id="process-form"
        onSubmit={onSubmit}
        noValidate
        className="grid items-start gap-4 sm:grid-cols-2"
      >
        <FormField
          id="process-name"
          label="Nome"
          required
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <Input autoFocus placeholder="Ex.: Caseado, Travete" {...register('name')} />
        </FormField>
        <FormField
          id="process-cost"
          label="Custo por peça"
          required
          error={errors.costPerPieceCents?.message}
        >
          <MoneyInput {...register('costPerPieceCents')} />
        </FormField>
        <FormField id="process-kind" label="Tipo" required error={errors.kind?.message}>
          <SelectField control={control} name="kind" options={kindOptions} placeholder="Escolha" />
        </FormField>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id="process-active"
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
            aria-describedby="process-active-hint"
            {...register('isActive')}
          />
          <div className="grid gap-0.5">
            <label htmlFor="process-active" className="cursor-pointer font-medium text-sm leading-5">
              Ativo
            </label>
            <p id="process-active-hint" className="text-[13px] text-muted-foreground leading-5">
              Processos inativos continuam no histórico, mas não aparecem em novos cadastros.
            </p>
          </div>
        </div>
      </form>
    </FormDialog>
  );
}
