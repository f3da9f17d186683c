import { type Material, materialVariationsAddSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors, fieldMessage } from '@/lib/form-errors';
import { useAddVariations, useMaterialOptions } from './api';
import { VariationGridPicker } from './variation-grid-picker';

type FormValues = z.input<typeof materialVariationsAddSchema>;
const EMPTY: FormValues = { colorIds: [], sizes: [] };

/** Adds colours × sizes to a material; its 'Padrão' variation is replaced if it never held stock. */
export function VariationAddDialog({
  material,
  open,
  onOpenChange,
}: {
  material: Material;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddVariations(material.id);
  const options = useMaterialOptions(open);
  const {
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof materialVariationsAddSchema>>({
    resolver: zodResolver(materialVariationsAddSchema),
    defaultValues: EMPTY,
  });

  function close() {
    reset(EMPTY);
    onOpenChange(false);
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const before = material.variations.length;
      const updated = await add.mutateAsync(values);
      const added = updated.variations.filter((v) => !material.variations.some((old) => old.id === v.id));
      toast.success(
        added.length === 1 ? 'Variação adicionada.' : `${added.length} variações adicionadas.`,
        updated.variations.length < before + added.length
          ? { description: 'A variação “Padrão”, sem estoque, foi substituída.' }
          : undefined,
      );
      close();
    } catch (error) {
      applyFieldErrors(error, setError, ['colorIds', 'sizes']);
      toast.error('Erro ao adicionar variações', { description: errorMessage(error) });
    }
  });

  const fallback = material.variations.find((v) => v.isDefault);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Adicionar variações"
      description={
        fallback
          ? 'Uma variação para cada cor × tamanho. A variação “Padrão” é substituída se nunca teve estoque.'
          : 'Uma variação para cada cor × tamanho escolhidos.'
      }
      formId="variation-add"
      submitLabel="Adicionar"
      submitting={isSubmitting}
      className="sm:max-w-lg"
    >
      <form id="variation-add" onSubmit={onSubmit} noValidate className="grid gap-4">
        <VariationGridPicker
          idPrefix="variation-add"
          colors={options.data?.colors ?? []}
          colorIds={watch('colorIds') ?? []}
          sizes={watch('sizes') ?? []}
          onColorIdsChange={(ids) =>
            setValue('colorIds', ids, { shouldValidate: errors.colorIds !== undefined })
          }
          onSizesChange={(sizes) => setValue('sizes', sizes, { shouldValidate: errors.sizes !== undefined })}
          errors={{ colorIds: fieldMessage(errors.colorIds), sizes: fieldMessage(errors.sizes) }}
          hint="Escolha ao menos uma cor ou digite um tamanho."
        />
      </form>
    </FormDialog>
  );
}
