import {
  PRODUCTION_ORDER_PRIORITIES,
  PRODUCTION_ORDER_PRIORITY_LABELS,
  productionOrderInputSchema,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { canUse, useSessionQuery } from '@/app/session';
import { DateInput } from '@/components/date-input';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { labelledOptions, OptionSelect } from '@/components/option-select';
import { BackButton } from '@/components/record-page-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateOrder, useOrderOptions } from './api';
import { type GridItem, gridFieldNames, gridItems } from './order-form-values';
import { OrderGridField } from './order-grid-field';
import { ProductPicker } from './product-picker';

type FormInput = Omit<z.input<typeof productionOrderInputSchema>, 'items'> & { items: GridItem[] };
type FormOutput = z.output<typeof productionOrderInputSchema>;

const priorityOptions = labelledOptions(PRODUCTION_ORDER_PRIORITIES, PRODUCTION_ORDER_PRIORITY_LABELS);
const EMPTY: FormInput = { productId: '', items: [], dueDate: '', priority: 'normal', notes: '' };

/** /app/producao/nova: product, the colour × size grid typed in one table, due date, priority and notes. */
export function NewOrderPage() {
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const [searchParams] = useSearchParams();
  const { data: options, isPending: loadingOptions, error: optionsError } = useOrderOptions();
  const create = useCreateOrder();
  const dueDateRef = useRef<HTMLInputElement | null>(null);
  const pickerRef = useRef<HTMLButtonElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(productionOrderInputSchema) as never,
    defaultValues: EMPTY,
  });
  const productId = useWatch({ control, name: 'productId' });
  const items = useWatch({ control, name: 'items' });
  const product = options?.products.find((p) => p.id === productId);

  function chooseProduct(id: string) {
    const chosen = options?.products.find((p) => p.id === id);
    if (!chosen) return;
    setValue('productId', chosen.id, { shouldValidate: isSubmitted });
    setValue('items', gridItems(chosen), { shouldValidate: false });
    // The grid renders with the new product; then the first cell takes the typing.
    requestAnimationFrame(() => {
      const first = document.getElementById('order-grid') as HTMLInputElement | null;
      first?.focus();
    });
  }

  // 'Nova ordem' from a product page: /app/producao/nova?produto=<id>, applied once the options arrive.
  const preset = searchParams.get('produto');
  const presetApplied = useRef(false);
  useEffect(() => {
    if (!preset || !options || presetApplied.current) return;
    presetApplied.current = true;
    const chosen = options.products.find((p) => p.id === preset);
    if (chosen) {
      setValue('productId', chosen.id);
      setValue('items', gridItems(chosen));
    }
  }, [preset, options, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const order = await create.mutateAsync(values);
      toast.success(`Ordem ${order.code} criada`, {
        description: `${order.totals.ordered} peças de ${order.product.name}.`,
      });
      navigate(`/app/producao/${order.id}`);
    } catch (error) {
      const applied = applyFieldErrors(error, setError, [
        'productId',
        'dueDate',
        'priority',
        'notes',
        'items',
        ...gridFieldNames(items),
      ]);
      toast.error('Erro ao criar a ordem', { description: errorMessage(error) });
      if (!applied) pickerRef.current?.focus();
    }
  });

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  if (session && !canUse(session, 'production-orders', 'write')) {
    return (
      <EmptyState
        icon={<Lock />}
        title="Sem permissão para criar ordens"
        description="Peça a um administrador a permissão de edição em Ordens de produção."
        action={
          <Button asChild variant="outline">
            <Link to="/app/producao">Voltar para Ordens de produção</Link>
          </Button>
        }
      />
    );
  }
  const { ref: dueDateFieldRef, ...dueDateField } = register('dueDate');

  return (
    <div className="mx-auto max-w-5xl">
      <BackButton to="/app/producao" />
      <div className="mb-4 empty:hidden">
        <LoadErrorAlert error={optionsError} what="os produtos" />
      </div>
      <form id="order-create" onSubmit={onSubmit} noValidate className="grid gap-4">
        <Card>
          <CardHeader>
            <CardTitle>Produto e grade</CardTitle>
            <CardDescription>
              Digite as quantidades por cor e tamanho. Setas, Tab ou Enter passam de uma célula para outra.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FormField
              id="order-product"
              label="Produto"
              required
              error={errors.productId?.message}
              className="sm:max-w-md"
            >
              <Controller
                control={control}
                name="productId"
                render={({ field }) => (
                  <ProductPicker
                    ref={pickerRef}
                    products={options?.products ?? []}
                    value={field.value}
                    onSelect={(chosen) => chooseProduct(chosen.id)}
                    onBlur={field.onBlur}
                    loading={loadingOptions}
                  />
                )}
              />
            </FormField>
            {options && options.products.length === 0 && (
              <p className="text-muted-foreground text-sm">
                Nenhum produto ativo com cores e tamanhos.{' '}
                <Link to="/app/produtos" className="text-primary hover:underline">
                  Cadastre um produto
                </Link>{' '}
                para criar ordens.
              </p>
            )}
            {product ? (
              <div className="grid gap-1.5">
                <span className="font-medium text-sm">Quantidades</span>
                <OrderGridField
                  id="order-grid"
                  colors={product.colors}
                  sizes={product.sizes}
                  items={items}
                  setQuantity={(index, text) =>
                    setValue(`items.${index}.quantity`, text, {
                      shouldValidate: isSubmitted,
                      shouldDirty: true,
                    })
                  }
                  cellError={(index) => errors.items?.[index]?.quantity?.message}
                  error={itemsError}
                  onLeave={() => dueDateRef.current?.focus()}
                />
              </div>
            ) : (
              itemsError && <p className="text-destructive text-sm">{itemsError}</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Entrega</CardTitle>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-[12rem_12rem_1fr]">
            <FormField id="order-due-date" label="Data de entrega" required error={errors.dueDate?.message}>
              <DateInput
                {...dueDateField}
                ref={(element) => {
                  dueDateFieldRef(element);
                  dueDateRef.current = element;
                }}
              />
            </FormField>
            <FormField id="order-priority" label="Prioridade" error={errors.priority?.message}>
              <Controller
                control={control}
                name="priority"
                render={({ field }) => (
                  <OptionSelect
                    value={field.value ?? 'normal'}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    options={priorityOptions}
                  />
                )}
              />
            </FormField>
            <FormField id="order-notes" label="Observações" error={errors.notes?.message}>
              <Textarea
                rows={3}
                placeholder="Tecido reservado, cliente, instruções para o corte..."
                {...register('notes')}
              />
            </FormField>
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => navigate('/app/producao')}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Criar ordem
          </Button>
        </div>
      </form>
    </div>
  );
}
