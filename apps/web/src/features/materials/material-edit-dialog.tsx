import { type Material, materialUpdateSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { moneyFieldText, quantityFieldText } from '@/lib/field-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMaterialOptions, useUpdateMaterial } from './api';
import { MaterialFields } from './material-fields';

type FormValues = z.input<typeof materialUpdateSchema>;

function initialValues(material: Material): FormValues {
  return {
    name: material.name,
    category: material.category,
    unit: material.unit,
    defaultSupplierId: material.defaultSupplierId,
    lastCostCents: moneyFieldText(material.lastCostCents),
    minimumStock: quantityFieldText(material.minimumStock),
    notes: material.notes ?? '',
    status: material.status,
  };
}

export function MaterialEditDialog({
  material,
  open,
  onOpenChange,
}: {
  material: Material;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateMaterial(material.id);
  const options = useMaterialOptions(open);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof materialUpdateSchema>>({
    resolver: zodResolver(materialUpdateSchema),
    defaultValues: initialValues(material),
  });

  useEffect(() => {
    if (open) reset(initialValues(material));
  }, [open, material, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success('Material atualizado com sucesso!');
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, [
        'name',
        'category',
        'unit',
        'defaultSupplierId',
        'lastCostCents',
        'minimumStock',
        'notes',
        'status',
      ]);
      toast.error('Erro ao atualizar material', { description: errorMessage(error) });
    }
  });

  // The current supplier stays selectable while the options load.
  const suppliers = options.data?.suppliers ?? [];
  const listed =
    material.defaultSupplierId && !suppliers.some((s) => s.id === material.defaultSupplierId)
      ? [...suppliers, { id: material.defaultSupplierId, name: material.defaultSupplierName ?? 'Fornecedor' }]
      : suppliers;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar material"
      description="O estoque não muda aqui: ele só se move pelas movimentações de estoque."
      formId="material-edit"
      submitLabel="Salvar"
      submitting={isSubmitting}
      className="sm:max-w-2xl"
    >
      <form
        id="material-edit"
        onSubmit={onSubmit}
        noValidate
        className="-mx-1 grid max-h-[65vh] gap-4 overflow-y-auto px-1 sm:grid-cols-2"
      >
        <MaterialFields
          idPrefix="material-edit"
          register={register}
          control={control}
          errors={errors}
          suppliers={listed}
          showStatus
        />
      </form>
    </FormDialog>
  );
}
