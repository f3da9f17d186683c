import { cashRegisterCreateSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateCashRegister } from './api';

type Values = z.input<typeof cashRegisterCreateSchema>;

/** 'Novo caixa': another register of the company (e.g. 'Caixa 2'); it is chosen once created. */
export function NewRegisterDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (registerId: string) => void;
}) {
  const create = useCreateCashRegister();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof cashRegisterCreateSchema>>({
    resolver: zodResolver(cashRegisterCreateSchema),
    defaultValues: { name: '' },
  });

  useEffect(() => {
    if (open) reset({ name: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      toast.success('Caixa cadastrado');
      onOpenChange(false);
      onCreated(created.id);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['name']))
        toast.error('Erro ao cadastrar o caixa', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Novo caixa"
      formId="cash-register-new"
      submitLabel="Cadastrar"
      submitting={isSubmitting}
    >
      <form id="cash-register-new" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="cash-register-name" label="Nome do caixa" required error={errors.name?.message}>
          <Input autoFocus placeholder="Ex.: Caixa 2" maxLength={60} {...register('name')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
