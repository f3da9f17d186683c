import { maskCpfOrCnpjInput, maskPhone, supplierInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { MaskedInput } from '@/components/masked-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateSupplier } from './api';

type FormValues = z.input<typeof supplierInputSchema>;
const EMPTY: FormValues = { name: '', documentNumber: '', phone: '', email: '', address: '', notes: '' };

export function SupplierCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateSupplier();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof supplierInputSchema>>({
    resolver: zodResolver(supplierInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const supplier = await create.mutateAsync(values);
      toast.success('Fornecedor cadastrado com sucesso!');
      reset(EMPTY);
      onOpenChange(false);
      navigate(`/app/fornecedores/${supplier.id}`);
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'documentNumber', 'phone', 'email', 'address', 'notes']);
      toast.error('Erro ao cadastrar fornecedor', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(EMPTY);
        onOpenChange(next);
      }}
      title="Novo fornecedor"
      description="Só o nome é obrigatório; complete o resto quando quiser."
      formId="supplier-create"
      submitLabel="Cadastrar"
      submitting={isSubmitting}
      className="sm:max-w-lg"
    >
      <form id="supplier-create" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="supplier-name"
          label="Nome"
          required
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <Input autoFocus placeholder="Ex.: Malharia Vale do Itajaí" {...register('name')} />
        </FormField>
        <FormField id="supplier-document" label="CNPJ ou CPF" error={errors.documentNumber?.message}>
          <MaskedInput
            mask={maskCpfOrCnpjInput}
            autoComplete="off"
            maxLength={18}
            {...register('documentNumber')}
          />
        </FormField>
        <FormField id="supplier-phone" label="Telefone" error={errors.phone?.message}>
          <MaskedInput mask={maskPhone} type="tel" inputMode="tel" maxLength={15} {...register('phone')} />
        </FormField>
        <FormField id="supplier-email" label="E-mail" error={errors.email?.message} className="sm:col-span-2">
          <Input type="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField
          id="supplier-address"
          label="Endereço"
          error={errors.address?.message}
          className="sm:col-span-2"
        >
          <Input {...register('address')} />
        </FormField>
        <FormField
          id="supplier-notes"
          label="Observações"
          error={errors.notes?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={3} placeholder="Prazos, pedido mínimo, o que fornece..." {...register('notes')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
