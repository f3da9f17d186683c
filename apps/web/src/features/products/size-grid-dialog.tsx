import { type SizeGrid, sizeGridInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSaveSizeGrid } from './api';
import { parseSizeText } from './product-form';
import { SizeChips } from './size-chips';

/**
 * The sizes are typed in one field ('PP P M G GG'); the server's contract checks the list, and any message about
 * one size shows under that field.
 */
const formSchema = z.object({ name: z.string(), sizes: z.string() }).transform((values, ctx) => {
  const parsed = sizeGridInputSchema.safeParse({ name: values.name, sizes: parseSizeText(values.sizes) });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0])] });
  }
  return z.NEVER;
});
type FormValues = { name: string; sizes: string };

/** Create or edit a reusable grid: a name and its sizes in order. */
export function SizeGridDialog({
  grid,
  open,
  onOpenChange,
  onSaved,
}: {
  grid?: SizeGrid | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (grid: SizeGrid) => void;
}) {
  const save = useSaveSizeGrid(grid?.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', sizes: '' },
  });

  useEffect(() => {
    if (open) reset({ name: grid?.name ?? '', sizes: grid?.sizes.join(' ') ?? '' });
  }, [open, grid, reset]);

  const sizes = parseSizeText(watch('sizes'));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(grid ? 'Grade atualizada.' : 'Grade cadastrada.');
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'sizes']);
      toast.error(grid ? 'Erro ao salvar a grade' : 'Erro ao cadastrar a grade', {
        description: errorMessage(error),
      });
    }
  });

  const formId = grid ? `grid-edit-${grid.id}` : 'grid-create';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={grid ? 'Editar grade' : 'Nova grade'}
      description={
        grid && grid.productCount > 0
          ? 'Os produtos já cadastrados mantêm seus tamanhos; a mudança vale para os próximos.'
          : 'Uma lista de tamanhos na ordem em que aparecem nas etiquetas e pedidos.'
      }
      formId={formId}
      submitLabel={grid ? 'Salvar' : 'Cadastrar'}
      submitting={isSubmitting}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id={`${formId}-name`} label="Nome" required error={errors.name?.message}>
          <Input autoFocus placeholder="Ex.: Adulto, Jeans, Infantil" {...register('name')} />
        </FormField>
        <FormField
          id={`${formId}-sizes`}
          label="Tamanhos, na ordem"
          required
          error={errors.sizes?.message}
          hint="Separe com espaço ou vírgula. Ex.: PP P M G GG ou 36 38 40 42"
        >
          <Input autoComplete="off" {...register('sizes')} />
        </FormField>
        {sizes.length > 0 && <SizeChips sizes={sizes} />}
      </form>
    </FormDialog>
  );
}
