import { type PriceTable, priceTableUpdateSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DecimalInput } from '@/components/decimal-input';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreatePriceTable, useUpdatePriceTable } from './api';

type FormValues = z.input<typeof priceTableUpdateSchema>;

/** 'Nova tabela' or 'Editar tabela': name, minimum quantity and, for a table other than 'Varejo', active or not. */
export function PriceTableDialog({
  open,
  onOpenChange,
  table,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table?: PriceTable;
  onSaved: (id: string) => void;
}) {
  const create = useCreatePriceTable();
  const update = useUpdatePriceTable(table?.id ?? '');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof priceTableUpdateSchema>>({
    resolver: zodResolver(priceTableUpdateSchema),
    defaultValues: {
      name: table?.name ?? '',
      minQuantity: table?.minQuantity ? String(table.minQuantity) : '',
      active: table?.active ?? true,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = table
        ? await update.mutateAsync(values)
        : await create.mutateAsync({ name: values.name ?? '', minQuantity: values.minQuantity ?? null });
      toast.success(table ? 'Tabela salva' : 'Tabela criada');
      onSaved(saved.id);
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'minQuantity', 'active']);
      toast.error(table ? 'Erro ao salvar a tabela' : 'Erro ao criar a tabela', {
        description: errorMessage(error),
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={table ? 'Editar tabela' : 'Nova tabela de preços'}
      description={
        table?.isDefault
          ? 'Varejo é a tabela padrão: pode ser renomeada, mas não desativada.'
          : 'Ex.: Atacado, a partir de 12 peças por pedido.'
      }
      formId="price-table"
      submitLabel={table ? 'Salvar' : 'Criar tabela'}
      submitting={isSubmitting}
    >
      <form id="price-table" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="price-table-name" label="Nome" required error={errors.name?.message}>
          <Input autoFocus placeholder="Ex.: Atacado" {...register('name')} />
        </FormField>
        <FormField
          id="price-table-min"
          label="Quantidade mínima por pedido (peças)"
          error={errors.minQuantity?.message}
        >
          <Controller
            control={control}
            name="minQuantity"
            render={({ field }) => (
              <DecimalInput
                decimals={0}
                placeholder="Qualquer quantidade"
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                className="text-left"
              />
            )}
          />
        </FormField>
        {table && !table.isDefault && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...register('active')} />
            Tabela ativa (inativa, não aparece para novas vendas)
          </label>
        )}
        {errors.active?.message && <p className="text-destructive text-sm">{errors.active.message}</p>}
      </form>
    </FormDialog>
  );
}
