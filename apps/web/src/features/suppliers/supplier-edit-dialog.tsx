import { maskPhone, type Supplier, supplierInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { MaskedInput } from '@/components/masked-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useUpdateSupplier } from './api';

/** part2 'Supplier detail': the 'Editar' dialog edits name, phone and e-mail; empty optional fields become null. */
const editSchema = supplierInputSchema.pick({ name: true, phone: true, email: true }).required();
type FormValues = z.input<typeof editSchema>;

function initialValues(supplier: Supplier): FormValues {
  return { name: supplier.name, phone: maskPhone(supplier.phone ?? ''), email: supplier.email ?? '' };
}

export function SupplierEditDialog({
  supplier,
  open,
  onOpenChange,
}: {
  supplier: Supplier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateSupplier(supplier.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof editSchema>>({
    resolver: zodResolver(editSchema),
    defaultValues: initialValues(supplier),
  });

  useEffect(() => {
    if (open) reset(initialValues(supplier));
  }, [open, supplier, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success('Fornecedor atualizado com sucesso!');
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'phone', 'email']);
      toast.error('Erro ao atualizar fornecedor', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar fornecedor"
      description="Altere o nome e os contatos do fornecedor."
      formId="supplier-edit"
      submitLabel="Salvar"
      submitting={isSubmitting}
    >
      <form id="supplier-edit" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="edit-name" label="Nome" required error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField id="edit-phone" label="Telefone" error={errors.phone?.message}>
          <MaskedInput mask={maskPhone} type="tel" inputMode="tel" maxLength={15} {...register('phone')} />
        </FormField>
        <FormField id="edit-email" label="E-mail" error={errors.email?.message}>
          <Input type="email" inputMode="email" {...register('email')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
