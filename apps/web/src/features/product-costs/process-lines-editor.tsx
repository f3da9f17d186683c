import type { ProductCostProcessOption, ProductCostSheetValues } from '@alinhavo/domain';
import { Plus } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { MoneyInput } from '@/components/money-input';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { moneyFieldText } from '@/lib/field-text';
import { type CostSheetFormValues, newProcessLine } from './form-values';
import { RemoveLineButton } from './remove-line-button';

type Form = UseFormReturn<CostSheetFormValues, unknown, ProductCostSheetValues>;

const GRID = 'sm:grid sm:grid-cols-[minmax(0,1fr)_8rem_2.5rem] sm:items-start sm:gap-2';

/** Process lines: a process of the company and its cost per piece (the process's own cost when picked). */
export function ProcessLinesEditor({
  form,
  processes,
  names,
}: {
  form: Form;
  processes: ProductCostProcessOption[];
  names: Map<string, string>;
}) {
  const { control, register, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'processes' });
  const errors = formState.errors.processes;
  const byId = new Map(processes.map((p) => [p.id, p]));
  const chosen = new Set(form.watch('processes').map((line) => line.processId));
  const notChosen = processes.filter((p) => !chosen.has(p.id));

  return (
    <div className="grid gap-3">
      {fields.length > 0 ? (
        <div aria-hidden="true" className={`hidden px-1 font-medium text-muted-foreground text-xs ${GRID}`}>
          <span>Processo</span>
          <span>Custo por peça</span>
          <span />
        </div>
      ) : null}
      <ol className="grid gap-3 sm:gap-2">
        {fields.map((field, index) => {
          const lineErrors = errors?.[index];
          const n = index + 1;
          return (
            <li
              key={field.id}
              aria-label={`Processo ${n}`}
              className={`grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-lg border p-3 sm:rounded-none sm:border-0 sm:p-0 sm:px-1 ${GRID}`}
            >
              <FormField
                id={`process-${index}-process`}
                label={<span className="sm:sr-only">Processo {n}</span>}
                error={lineErrors?.processId?.message}
                className="col-span-2 sm:col-span-1"
              >
                <Controller
                  control={control}
                  name={`processes.${index}.processId`}
                  render={({ field: select }) => {
                    const options = processes.map((p) => ({ value: p.id, label: p.name }));
                    if (select.value && !byId.has(select.value)) {
                      options.unshift({
                        value: select.value,
                        label: names.get(select.value) ?? 'Processo inativo',
                      });
                    }
                    return (
                      <OptionSelect
                        value={select.value}
                        options={options}
                        placeholder="Selecionar processo"
                        onBlur={select.onBlur}
                        onChange={(next) => {
                          select.onChange(next);
                          const process = byId.get(next);
                          if (process) {
                            setValue(
                              `processes.${index}.costPerPieceCents`,
                              moneyFieldText(process.costPerPieceCents),
                              {
                                shouldDirty: true,
                              },
                            );
                          }
                        }}
                      />
                    );
                  }}
                />
              </FormField>
              <FormField
                id={`process-${index}-cost`}
                label={<span className="sm:sr-only">Custo por peça (R$)</span>}
                error={lineErrors?.costPerPieceCents?.message}
              >
                <MoneyInput {...register(`processes.${index}.costPerPieceCents`)} />
              </FormField>
              <div className="flex items-end justify-end self-end sm:self-start">
                <RemoveLineButton label={`Remover processo ${n}`} onClick={() => remove(index)} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => append(newProcessLine(), { shouldFocus: false })}
        >
          <Plus aria-hidden="true" />
          Adicionar processo
        </Button>
        {notChosen.length > 0 && fields.length === 0 ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() =>
              append(
                notChosen.map((p) => newProcessLine(p)),
                { shouldFocus: false },
              )
            }
          >
            Adicionar todos os processos ativos
          </Button>
        ) : null}
      </div>
    </div>
  );
}
