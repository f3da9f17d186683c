import { type MaterialVariation, materialVariationUpdateSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMaterialOptions, useUpdateVariation } from './api';

type FormValues = z.input<typeof materialVariationUpdateSchema>;

/** Name, colour and size of one variation. A generated name follows a new colour or size when left as is. */
export function VariationEditDialog({
  variation,
  open,
  onOpenChange,
}: {
  variation: MaterialVariation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateVariation();
  const options = useMaterialOptions(open);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<FormValues, unknown, z.output<typeof materialVariationUpdateSchema>>({
    resolver: zodResolver(materialVariationUpdateSchema),
    defaultValues: { name: variation.name, colorId: variation.colorId, size: variation.size ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // Only what changed: an untouched generated name then follows the new colour or size.
    const patch = Object.fromEntries(
      Object.entries(values).filter(([key]) => dirtyFields[key as keyof FormValues]),
    );
    try {
      await update.mutateAsync({ id: variation.id, patch });
      toast.success('Variação atualizada com sucesso!');
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'colorId', 'size']);
      toast.error('Erro ao atualizar variação', { description: errorMessage(error) });
    }
  });

  const colors = options.data?.colors ?? [];
  const colorOptions = [
    ...colors.map((c) => ({ value: c.id, label: c.name })),
    ...(variation.colorId && !colors.some((c) => c.id === variation.colorId)
      ? [{ value: variation.colorId, label: variation.colorName ?? 'Cor' }]
      : []),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar variação"
      description="O estoque da variação não muda aqui."
      formId="variation-edit"
      submitLabel="Salvar"
      submitting={isSubmitting}
    >
      <form id="variation-edit" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="variation-name" label="Nome" required error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField id="variation-color" label="Cor" error={errors.colorId?.message}>
          <SelectField
            control={control}
            name="colorId"
            options={colorOptions}
            none={{ label: 'Sem cor', value: null }}
          />
        </FormField>
        <FormField id="variation-size" label="Tamanho" error={errors.size?.message}>
          <Input autoComplete="off" placeholder="Ex.: G, 40, 3 cm" {...register('size')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
