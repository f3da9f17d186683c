import { type Color, colorInputSchema } from '@alinhavo/domain';
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
import { useSaveColor } from './api';
import { ColorSwatch } from './color-swatch';

type FormValues = { name: string; code: string; hex: string };
const EMPTY: FormValues = { name: '', code: '', hex: '' };
const HEX = /^#?[0-9a-fA-F]{6}$/;

/** Create (no `color`) or edit a colour: name, code used in SKUs, and swatch. */
export function ColorDialog({
  color,
  open,
  onOpenChange,
  onSaved,
}: {
  color?: Color | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (color: Color) => void;
}) {
  const save = useSaveColor(color?.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof colorInputSchema>>({
    resolver: zodResolver(colorInputSchema) as never,
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) reset(color ? { name: color.name, code: color.code ?? '', hex: color.hex ?? '' } : EMPTY);
  }, [open, color, reset]);

  const hex = watch('hex');
  const validHex = HEX.test(hex) ? `#${hex.replace('#', '')}` : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(color ? 'Cor atualizada.' : 'Cor cadastrada.');
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'code', 'hex']);
      toast.error(color ? 'Erro ao salvar a cor' : 'Erro ao cadastrar a cor', {
        description: errorMessage(error),
      });
    }
  });

  const formId = color ? `color-edit-${color.id}` : 'color-create';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={color ? 'Editar cor' : 'Nova cor'}
      description="O código entra no SKU das variantes (ex.: CAM01-PT-M). Sem código, usamos o nome."
      formId={formId}
      submitLabel={color ? 'Salvar' : 'Cadastrar'}
      submitting={isSubmitting}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${formId}-name`}
          label="Nome"
          required
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <Input autoFocus placeholder="Ex.: Azul marinho" {...register('name')} />
        </FormField>
        <FormField
          id={`${formId}-code`}
          label="Código"
          error={errors.code?.message}
          hint="Até 12 letras ou números"
        >
          <Input
            placeholder="Ex.: AZM"
            autoComplete="off"
            className="uppercase"
            maxLength={12}
            {...register('code')}
          />
        </FormField>
        <FormField id={`${formId}-hex`} label="Amostra" error={errors.hex?.message} hint="Formato #RRGGBB">
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Escolher a cor da amostra"
              value={validHex ?? '#000000'}
              onChange={(event) =>
                setValue('hex', event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
              }
              className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
            />
            <Input placeholder="#1F3A5F" autoComplete="off" maxLength={7} {...register('hex')} />
            <ColorSwatch hex={validHex} className="size-6" />
          </div>
        </FormField>
      </form>
    </FormDialog>
  );
}
