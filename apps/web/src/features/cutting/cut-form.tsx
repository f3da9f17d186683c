import {
  type CuttingOptions,
  type CuttingPendingBatch,
  cutInputSchema,
  EMPTY_MARKER,
  formatCount,
  formatInteger,
  formatQuantity,
  unitDecimals,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DecimalInput } from '@/components/decimal-input';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ColorSwatch } from '@/features/products';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors, fieldMessage } from '@/lib/form-errors';
import { useRecordCut } from './api';
import { type CutFormValues, fabricChoices, initialCutValues, previewCut } from './cut-form-model';
import { CutPreviewGrid } from './cut-preview-grid';
import { FabricDifference } from './fabric-difference';

type FormValues = z.input<typeof cutInputSchema>;
type Parsed = z.output<typeof cutInputSchema>;
const NO_CUTTER = 'nenhum';

function asTyped(values: FormValues): CutFormValues {
  return {
    sizes: (values.sizes ?? []).map((s) => ({ size: s.size, piecesPerPly: String(s.piecesPerPly ?? '') })),
    colors: (values.colors ?? []).map((c) => ({
      colorId: c.colorId,
      materialVariationId: c.materialVariationId,
      plies: String(c.plies ?? ''),
      fabricUsed: String(c.fabricUsed ?? ''),
    })),
    cutterEmployeeId: values.cutterEmployeeId ?? '',
    notes: values.notes ?? '',
  };
}

/**
 * part3 §4 cutting: the marker's pieces per ply for each size, per colour the fabric laid (the cost sheet's
 * suggestion preselected), plies and fabric used; pieces per colour × size and planned against used fabric are
 * computed as it is typed. Saving takes the fabric from stock and moves the batch to 'Cortado'.
 */
export function CutForm({
  batch,
  options,
  onDone,
  onCancel,
}: {
  batch: CuttingPendingBatch;
  options: CuttingOptions | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const record = useRecordCut(batch.id);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Parsed>({
    resolver: zodResolver(cutInputSchema),
    defaultValues: initialCutValues(batch),
  });
  const watched = useWatch({ control }) as FormValues;
  const choices = fabricChoices(options);
  const preview = previewCut(batch, asTyped(watched), choices);
  const lineMaterials = new Set(batch.fabricLines.map((l) => l.materialId));
  const fabricOptions = [...choices.values()]
    .sort((a, b) => Number(lineMaterials.has(b.materialId)) - Number(lineMaterials.has(a.materialId)))
    .map((c) => ({
      value: c.variationId,
      label: `${c.materialName} · ${c.variationName} (${formatQuantity(c.stock)} ${c.unit})`,
    }));
  const cutterOptions = [
    { value: NO_CUTTER, label: 'Não informar' },
    ...(options?.cutters ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];

  const onSubmit = handleSubmit(async (values) => {
    try {
      const cut = await record.mutateAsync(values);
      toast.success('Corte registrado', {
        description: `${batch.code}: ${formatCount(cut.pieces, 'peça cortada', 'peças cortadas')}.`,
      });
      onDone();
    } catch (error) {
      const fields = [
        'sizes',
        'colors',
        'cutterEmployeeId',
        'notes',
        ...batch.sizes.flatMap((_s, i) => [`sizes.${i}.size`, `sizes.${i}.piecesPerPly`]),
        ...batch.colors.flatMap((_c, i) => [
          `colors.${i}.colorId`,
          `colors.${i}.materialVariationId`,
          `colors.${i}.plies`,
          `colors.${i}.fabricUsed`,
        ]),
      ] as Path<FormValues>[];
      applyFieldErrors(error, setError, fields);
      toast.error('Erro ao registrar corte', { description: errorMessage(error) });
    }
  });

  const sizesError = fieldMessage(errors.sizes);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Encaixe</CardTitle>
          <CardDescription>Quantas peças de cada tamanho saem de uma folha.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex flex-wrap gap-3">
            {batch.sizes.map((size, index) => (
              <FormField
                key={size}
                id={`cut-ppp-${index}`}
                label={size}
                className="w-16"
                error={errors.sizes?.[index]?.piecesPerPly?.message}
              >
                <DecimalInput decimals={0} {...register(`sizes.${index}.piecesPerPly`)} />
              </FormField>
            ))}
          </div>
          {sizesError && !errors.sizes?.some?.((e) => e?.piecesPerPly) && (
            <p className="mt-2 text-destructive text-sm" role="alert">
              {sizesError}
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Cores</CardTitle>
          <CardDescription>O tecido de cada cor, as folhas enfestadas e o tecido usado.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {batch.colors.map((color, index) => {
            const p = preview.colors[index]!;
            const e = errors.colors?.[index];
            return (
              <fieldset key={color.id} className="grid gap-3 rounded-md border p-3">
                <legend className="flex items-center gap-2 px-1 font-medium text-sm">
                  <ColorSwatch hex={color.hex} />
                  {color.name}
                  <span className="font-normal text-muted-foreground">
                    · planejado {formatCount(p.plannedPieces, 'peça', 'peças')}
                  </span>
                </legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_6rem_9rem]">
                  <FormField
                    id={`cut-fabric-${index}`}
                    label="Tecido"
                    required
                    error={e?.materialVariationId?.message}
                    className="col-span-2 min-w-0 sm:col-span-1"
                  >
                    <Controller
                      control={control}
                      name={`colors.${index}.materialVariationId`}
                      render={({ field }) => (
                        <OptionSelect
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          options={fabricOptions}
                          placeholder="Selecione o tecido"
                          className="w-full"
                        />
                      )}
                    />
                  </FormField>
                  <FormField id={`cut-plies-${index}`} label="Folhas" required error={e?.plies?.message}>
                    <DecimalInput decimals={0} {...register(`colors.${index}.plies`)} />
                  </FormField>
                  <FormField
                    id={`cut-used-${index}`}
                    label={`Tecido usado${p.unit ? ` (${p.unit})` : ''}`}
                    required
                    error={e?.fabricUsed?.message}
                  >
                    <DecimalInput
                      decimals={unitDecimals(p.unit)}
                      {...register(`colors.${index}.fabricUsed`)}
                    />
                  </FormField>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <span>
                    Peças: <span className="font-medium tabular-nums">{formatInteger(p.pieces)}</span>
                  </span>
                  <span>
                    Planejado:{' '}
                    <span className="font-medium tabular-nums">
                      {p.planned === null ? EMPTY_MARKER : `${formatQuantity(p.planned)} ${p.unit ?? ''}`}
                    </span>
                  </span>
                  <span>
                    Diferença: <FabricDifference percent={p.differencePercent} />
                  </span>
                  {p.stock !== null && (
                    <span className={p.short ? 'font-medium text-destructive' : 'text-muted-foreground'}>
                      {p.short ? 'Estoque insuficiente: ' : 'Estoque: '}
                      {formatQuantity(p.stock)} {p.unit}
                    </span>
                  )}
                </p>
              </fieldset>
            );
          })}
          {fieldMessage(errors.colors) && !Array.isArray(errors.colors) && (
            <p className="text-destructive text-sm" role="alert">
              {fieldMessage(errors.colors)}
            </p>
          )}
        </CardContent>
      </Card>

      <CutPreviewGrid batch={batch} cells={preview.cells} total={preview.total} />

      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="cut-cutter" label="Cortador" error={errors.cutterEmployeeId?.message}>
            <Controller
              control={control}
              name="cutterEmployeeId"
              render={({ field }) => (
                <OptionSelect
                  value={field.value || NO_CUTTER}
                  onChange={(value) => field.onChange(value === NO_CUTTER ? '' : value)}
                  options={cutterOptions}
                  className="w-full"
                />
              )}
            />
          </FormField>
          <FormField id="cut-notes" label="Observações" error={errors.notes?.message}>
            <Textarea rows={2} placeholder="Ex.: encaixe 2 da modelagem" {...register('notes')} />
          </FormField>
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Registrar corte
        </Button>
      </div>
    </form>
  );
}
