import { outworkerInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateOutworker } from './api';
import {
  EMPTY_OUTWORKER,
  OUTWORKER_FIELDS,
  OutworkerFields,
  type OutworkerFormValues,
} from './outworker-fields';

/** Registers a workshop, then opens its edit page, where the agreed prices per product are set. */
export function OutworkerCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateOutworker();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OutworkerFormValues, unknown, z.output<typeof outworkerInputSchema>>({
    resolver: zodResolver(outworkerInputSchema),
    defaultValues: EMPTY_OUTWORKER,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outworker = await create.mutateAsync(values);
      toast.success('Terceirizado cadastrado com sucesso!', {
        description: 'Agora combine os preços por peça de cada produto.',
      });
      reset(EMPTY_OUTWORKER);
      onOpenChange(false);
      navigate(`/app/terceirizados/${outworker.id}/editar`);
    } catch (error) {
      applyFieldErrors(error, setError, [...OUTWORKER_FIELDS]);
      toast.error('Erro ao cadastrar terceirizado', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(EMPTY_OUTWORKER);
        onOpenChange(next);
      }}
      title="Novo terceirizado"
      description="A facção ou oficina que faz etapas da sua produção. Só o nome é obrigatório."
      formId="outworker-create"
      submitLabel="Cadastrar"
      submitting={isSubmitting}
      className="sm:max-w-2xl"
    >
      <form
        id="outworker-create"
        onSubmit={onSubmit}
        noValidate
        className="-mx-1 grid max-h-[65vh] items-start gap-4 overflow-y-auto px-1 pb-1 sm:grid-cols-2"
      >
        <OutworkerFields
          idPrefix="outworker-create"
          register={register}
          control={control}
          errors={errors}
          autoFocus
        />
      </form>
    </FormDialog>
  );
}
