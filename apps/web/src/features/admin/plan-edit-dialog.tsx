import { type AdminPlan, formatCount } from '@alinhavo/domain';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { useUpdatePlan } from './api';
import { CheckboxField } from './checkbox-field';
import { type PlanFormValues, planFormInput, planFormValues } from './plan-form';

const API_FIELDS: Record<string, Path<PlanFormValues>> = {
  name: 'name',
  description: 'description',
  priceMonthlyCents: 'priceMonthly',
  priceYearlyCents: 'priceYearly',
  maxUsers: 'maxUsers',
  displayOrder: 'displayOrder',
};

/** 'Editar plano' (super_admin): every field of admin_plans but its id and the sales-contact behaviour. */
export function PlanEditDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: AdminPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdatePlan();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormValues>({ defaultValues: planFormValues(plan) });
  const features = useFieldArray({ control, name: 'features' });
  const unlimited = watch('unlimitedUsers');
  const active = watch('isActive');

  useEffect(() => {
    if (open) reset(planFormValues(plan));
  }, [open, plan, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const result = planFormInput(values);
    if (!result.ok) {
      let first = true;
      for (const [field, message] of Object.entries(result.errors)) {
        setError(field as Path<PlanFormValues>, { type: 'validate', message }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    try {
      await update.mutateAsync({ id: plan.id, input: result.input });
      toast.success('Plano atualizado!', { description: 'O site já mostra os novos dados.' });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          const target = field.startsWith('features.') ? `${field}.text` : API_FIELDS[field];
          if (target) setError(target as Path<PlanFormValues>, { type: 'server', message });
        }
      }
      toast.error('Erro ao salvar o plano', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Editar plano ${plan.name}`}
      description={`Identificador: ${plan.id}. As alterações aparecem no site na hora.`}
      formId="plan-edit"
      submitLabel="Salvar plano"
      submitting={isSubmitting}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
    >
      <form id="plan-edit" onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="plan-name" label="Nome" required error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          <FormField
            id="plan-order"
            label="Ordem de exibição"
            required
            hint="Menor aparece primeiro."
            error={errors.displayOrder?.message}
          >
            <DecimalInput decimals={0} {...register('displayOrder')} />
          </FormField>
        </div>
        <FormField id="plan-description" label="Descrição" required error={errors.description?.message}>
          <Textarea rows={2} {...register('description')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="plan-price-monthly"
            label="Preço mensal (R$)"
            required
            hint="Ex.: 299,00"
            error={errors.priceMonthly?.message}
          >
            <MoneyInput {...register('priceMonthly')} />
          </FormField>
          <FormField
            id="plan-price-yearly"
            label="Preço anual (R$)"
            hint="Opcional. Deixe em branco para não oferecer."
            error={errors.priceYearly?.message}
          >
            <MoneyInput {...register('priceYearly')} />
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">Usuários</legend>
          <CheckboxField id="plan-unlimited" label="Usuários ilimitados" {...register('unlimitedUsers')} />
          {!unlimited && (
            <FormField
              id="plan-max-users"
              label="Máximo de usuários"
              required
              error={errors.maxUsers?.message}
              className="sm:max-w-56"
            >
              <DecimalInput decimals={0} {...register('maxUsers')} />
            </FormField>
          )}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">Recursos exibidos no site</legend>
          {typeof errors.features?.message === 'string' && (
            <p role="alert" className="text-[13px] text-destructive">
              {errors.features.message}
            </p>
          )}
          <ol className="grid gap-2">
            {features.fields.map((field, index) => (
              <li key={field.id} className="grid gap-1">
                <div className="flex items-center gap-1">
                  <Input
                    aria-label={`Recurso ${index + 1}`}
                    aria-invalid={errors.features?.[index]?.text ? true : undefined}
                    {...register(`features.${index}.text`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Subir recurso ${index + 1}`}
                    disabled={index === 0}
                    onClick={() => features.move(index, index - 1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Descer recurso ${index + 1}`}
                    disabled={index === features.fields.length - 1}
                    onClick={() => features.move(index, index + 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover recurso ${index + 1}`}
                    disabled={features.fields.length === 1}
                    onClick={() => features.remove(index)}
                  >
                    <Trash2 />
                  </Button>
                </div>
                {errors.features?.[index]?.text?.message && (
                  <p role="alert" className="text-[13px] text-destructive">
                    {errors.features[index].text.message}
                  </p>
                )}
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={features.fields.length >= 15}
            onClick={() => features.append({ text: '' }, { shouldFocus: true })}
          >
            <Plus /> Adicionar recurso
          </Button>
        </fieldset>
        <div className="grid gap-3 rounded-lg border bg-muted/40 p-3">
          <CheckboxField
            id="plan-active"
            label="Plano ativo (à venda no site)"
            hint={
              active
                ? undefined
                : plan.companies > 0
                  ? `Inativo: some do site e do checkout. ${plan.companies === 1 ? 'A empresa neste plano continua' : `As ${formatCount(plan.companies, 'empresa', 'empresas')} neste plano continuam`} com ele.`
                  : 'Inativo: some do site e do checkout.'
            }
            {...register('isActive')}
          />
          <CheckboxField
            id="plan-popular"
            label="Destacar como 'Mais popular'"
            hint="Só um plano fica destacado: marcar este tira o destaque dos outros."
            {...register('popular')}
          />
          {plan.contactSales && (
            <p className="text-[13px] text-muted-foreground">
              Este plano continua com o botão 'Falar com o setor de vendas' no lugar do cadastro.
            </p>
          )}
        </div>
      </form>
    </FormDialog>
  );
}
