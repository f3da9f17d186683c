import { type ProductVariant, productVariantUpdateSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatStockCount } from '@/lib/stock-text';
import { useUpdateVariant } from './api';

type FormValues = { sku: string; barcode: string; status: 'ativo' | 'inativo' };

/** One SKU: its code, its EAN-13 and whether it is in use. The stock is shown, never edited here. */
export function VariantEditDialog({
  productId,
  variant,
  onOpenChange,
}: {
  productId: string;
  variant: ProductVariant | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateVariant(productId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof productVariantUpdateSchema>>({
    resolver: zodResolver(productVariantUpdateSchema) as never,
    defaultValues: { sku: '', barcode: '', status: 'ativo' },
  });

  useEffect(() => {
    if (variant) reset({ sku: variant.sku, barcode: variant.barcode, status: variant.status });
  }, [variant, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!variant) return;
    try {
      await update.mutateAsync({ id: variant.id, patch: values });
      toast.success('SKU atualizado.');
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['sku', 'barcode', 'status']);
      toast.error('Erro ao salvar o SKU', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={variant !== null}
      onOpenChange={onOpenChange}
      title="Editar SKU"
      description={
        variant
          ? `${variant.colorName ?? 'Sem cor'} · tamanho ${variant.size} · estoque ${formatStockCount(variant.stock)}`
          : undefined
      }
      formId="variant-edit"
      submitLabel="Salvar"
      submitting={isSubmitting}
    >
      <form id="variant-edit" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="variant-sku" label="SKU" required error={errors.sku?.message}>
          <Input autoComplete="off" className="font-mono" {...register('sku')} />
        </FormField>
        <FormField
          id="variant-barcode"
          label="Código de barras (EAN-13)"
          required
          error={errors.barcode?.message}
          hint="13 dígitos com dígito verificador"
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            className="font-mono"
            maxLength={17}
            {...register('barcode')}
          />
        </FormField>
        <FormField id="variant-status" label="Situação" error={errors.status?.message}>
          <SelectField
            control={control}
            name="status"
            options={[
              { value: 'ativo', label: 'Ativo' },
              { value: 'inativo', label: 'Inativo' },
            ]}
          />
        </FormField>
      </form>
    </FormDialog>
  );
}
