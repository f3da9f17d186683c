import {
  formatBRL,
  type ProductCostDetail,
  type ProductCostOptions,
  type ProductCostSheetValues,
  productCostSheetInputSchema,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { useSaveCostSheet } from './api';
import { CostSummary } from './cost-summary';
import { type CostSheetFormValues, liveFigures } from './form-values';
import { LeaveGuard } from './leave-guard';
import { MarginText } from './margin';
import { MaterialLinesEditor } from './material-lines-editor';
import { ProcessLinesEditor } from './process-lines-editor';
import { SaveBar } from './save-bar';
import { summaryFromLive } from './summary-figures';

const PERCENT_FIELDS = [
  { name: 'overheadPercent', label: 'Custos indiretos', hint: 'Sobre materiais e processos' },
  { name: 'taxesPercent', label: 'Impostos', hint: 'Sobre o preço de venda' },
  { name: 'feesPercent', label: 'Taxas de venda', hint: 'Cartão/marketplace, sobre o preço' },
  { name: 'targetMarginPercent', label: 'Margem alvo', hint: 'Para o preço sugerido' },
] as const;

/** Names of the saved lines' materials, variations and processes, for those the options no longer list. */
function savedNames(detail: ProductCostDetail): Map<string, string> {
  const names = new Map<string, string>();
  for (const line of detail.sheet?.materials ?? []) {
    names.set(line.materialId, line.materialName);
    if (line.materialVariationId && line.variationName)
      names.set(line.materialVariationId, line.variationName);
  }
  for (const line of detail.sheet?.processes ?? []) names.set(line.processId, line.processName);
  return names;
}

/** The cost sheet form: saving always creates a new version ('Ficha de custo salva (versão N)'). */
export function CostSheetEditor({
  detail,
  options,
  initialValues,
  onSaved,
}: {
  detail: ProductCostDetail;
  options: ProductCostOptions;
  initialValues: CostSheetFormValues;
  onSaved: (detail: ProductCostDetail) => void;
}) {
  const save = useSaveCostSheet(detail.product.id);
  const form = useForm<CostSheetFormValues, unknown, ProductCostSheetValues>({
    resolver: zodResolver(productCostSheetInputSchema) as unknown as Resolver<
      CostSheetFormValues,
      unknown,
      ProductCostSheetValues
    >,
    defaultValues: initialValues,
  });
  const { register, handleSubmit, setError, formState } = form;
  const values = useWatch({ control: form.control }) as CostSheetFormValues;
  const names = useMemo(() => savedNames(detail), [detail]);
  const price = detail.product.salePriceCents;

  const catalogue = useMemo(() => {
    const materialCosts = new Map(options.materials.map((m) => [m.id, m.lastCostCents]));
    const processCosts = new Map(options.processes.map((p) => [p.id, p.costPerPieceCents]));
    return {
      materialCost: (id: string) => materialCosts.get(id),
      processCost: (id: string) => processCosts.get(id),
    };
  }, [options]);
  const live = liveFigures(values, catalogue, price);
  const summary = live.figures ? summaryFromLive(live.figures, price, values.targetMarginPercent) : null;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      toast.success(`Ficha de custo salva (versão ${saved.sheet?.version})`);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) {
        let first = true;
        for (const [key, message] of Object.entries(error.fields)) {
          if (key === '_') continue;
          setError(key as Path<CostSheetFormValues>, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      }
      toast.error('Erro ao salvar a ficha de custo', { description: errorMessage(error) });
    }
  });

  // Ctrl+S (Cmd+S) saves from anywhere in the editor.
  const submit = useRef(onSubmit);
  submit.current = onSubmit;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void submit.current();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const rootError =
    (formState.errors.materials as { root?: { message?: string }; message?: string } | undefined)?.root
      ?.message ?? formState.errors.materials?.message;

  return (
    <form id="cost-sheet" noValidate onSubmit={onSubmit} className="grid gap-4">
      {summary ? <CostSummary figures={summary} incomplete={live.incomplete} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>Materiais</CardTitle>
          <CardDescription>
            Quantidade que rende o número de peças indicado; o consumo por peça é calculado com 4 casas.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {rootError ? (
            <p role="alert" className="text-destructive text-sm">
              {rootError}
            </p>
          ) : null}
          {options.materials.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              Nenhum material ativo cadastrado. Cadastre tecidos e aviamentos em Materiais.
            </p>
          ) : null}
          <MaterialLinesEditor
            form={form}
            materials={options.materials}
            names={names}
            live={live.materialLines}
          />
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Processos</CardTitle>
            <CardDescription>Corte, costura, acabamento... com o custo por peça.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProcessLinesEditor form={form} processes={options.processes} names={names} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Percentuais</CardTitle>
            <CardDescription>
              Preço atual: {price === null ? 'sem preço de venda' : formatBRL(price)}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-4">
            {PERCENT_FIELDS.map((field) => (
              <FormField
                key={field.name}
                id={`sheet-${field.name}`}
                label={`${field.label} (%)`}
                hint={field.hint}
                error={formState.errors[field.name]?.message}
                className="content-start"
              >
                <DecimalInput decimals={2} placeholder="0" {...register(field.name)} />
              </FormField>
            ))}
            <FormField
              id="sheet-notes"
              label="Observações"
              error={formState.errors.notes?.message}
              className="col-span-2"
            >
              <Textarea rows={3} placeholder="Ex.: consumo medido no molde de março" {...register('notes')} />
            </FormField>
          </CardContent>
        </Card>
      </div>
      <SaveBar saving={formState.isSubmitting} dirty={formState.isDirty}>
        {summary ? (
          <span className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm tabular-nums">
            <span>
              Custo <strong>{formatBRL(summary.unitCostCents)}</strong>
            </span>
            <span>
              Margem{' '}
              <MarginText
                marginPercent={summary.marginPercent}
                targetMarginPercent={summary.targetMarginPercent}
                belowCost={summary.belowCost}
              />
            </span>
          </span>
        ) : null}
      </SaveBar>
      <LeaveGuard when={formState.isDirty && !formState.isSubmitSuccessful} />
    </form>
  );
}
