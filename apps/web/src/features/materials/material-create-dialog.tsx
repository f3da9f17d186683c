import { materialInputSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors, fieldMessage } from '@/lib/form-errors';
import { useCreateMaterial, useMaterialOptions } from './api';
import { MaterialFields } from './material-fields';
import { VariationGridPicker } from './variation-grid-picker';

type FormValues = z.input<typeof materialInputSchema>;
const EMPTY: Partial<FormValues> = {
  name: '',
  defaultSupplierId: null,
  lastCostCents: '',
  minimumStock: '0',
  notes: '',
  colorIds: [],
  sizes: [],
};

/** 'Novo material': the fields, and optionally colours × sizes to create its variations at once. */
export function MaterialCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateMaterial();
  const options = useMaterialOptions(open);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof materialInputSchema>>({
    resolver: zodResolver(materialInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const material = await create.mutateAsync(values);
      toast.success('Material cadastrado com sucesso!');
      close();
      navigate(`/app/materiais/${material.id}`);
    } catch (error) {
      applyFieldErrors(error, setError, [
        'name',
        'category',
        'unit',
        'defaultSupplierId',
        'lastCostCents',
        'minimumStock',
        'notes',
        'colorIds',
        'sizes',
      ]);
      toast.error('Erro ao cadastrar material', { description: errorMessage(error) });
    }
  });

  function close() {
    reset(EMPTY);
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Novo material"
      description="Tecidos, aviamentos, etiquetas, embalagens e linhas que entram na produção."
      formId="material-create"
      submitLabel="Cadastrar"
      submitting={isSubmitting}
      className="sm:max-w-2xl"
    >
      <form
        id="material-create"
        onSubmit={onSubmit}
        noValidate
        className="-mx-1 grid max-h-[65vh] gap-4 overflow-y-auto px-1 sm:grid-cols-2"
      >
        <MaterialFields
          idPrefix="material-create"
          register={register}
          control={control}
          errors={errors}
          suppliers={options.data?.suppliers ?? []}
        />
        <div className="grid gap-3 sm:col-span-2">
          <Separator />
          <div>
            <p className="font-medium text-sm">Variações (opcional)</p>
            <p className="text-muted-foreground text-sm">
              Escolha cores e tamanhos para criar uma variação para cada combinação. O estoque fica em cada
              variação.
            </p>
          </div>
          <VariationGridPicker
            idPrefix="material-create"
            colors={options.data?.colors ?? []}
            colorIds={watch('colorIds') ?? []}
            sizes={watch('sizes') ?? []}
            onColorIdsChange={(ids) =>
              setValue('colorIds', ids, { shouldValidate: errors.colorIds !== undefined })
            }
            onSizesChange={(sizes) =>
              setValue('sizes', sizes, { shouldValidate: errors.sizes !== undefined })
            }
            errors={{ colorIds: fieldMessage(errors.colorIds), sizes: fieldMessage(errors.sizes) }}
          />
        </div>
      </form>
    </FormDialog>
  );
}
