import {
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  PIX_MERCHANT_CITY_MAX,
  PIX_MERCHANT_NAME_MAX,
  type SalesSettings,
  type SalesSettingsInput,
  salesSettingsInputSchema,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DecimalInput } from '@/components/decimal-input';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MaskedInput } from '@/components/masked-input';
import { labelledOptions } from '@/components/option-select';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { decimalFieldText } from '@/lib/field-text';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSalesSettings, useSaveSalesSettings } from './api';
import { PIX_KEY_PLACEHOLDERS, pixKeyFieldText, pixKeyMask } from './pix-key-text';

const FIELDS = [
  'pixKeyType',
  'pixKey',
  'merchantName',
  'merchantCity',
  'maxDiscountPercent',
  'lateInterestMonthlyPercent',
  'lateFinePercent',
] as const;
const keyTypeOptions = labelledOptions(PIX_KEY_TYPES, PIX_KEY_TYPE_LABELS);

function formValues(settings: SalesSettings): SalesSettingsInput {
  return {
    pixKeyType: settings.pixKeyType ?? '',
    pixKey: pixKeyFieldText(settings.pixKey, settings.pixKeyType),
    merchantName: settings.merchantName ?? '',
    merchantCity: settings.merchantCity ?? '',
    maxDiscountPercent: decimalFieldText(settings.maxDiscountPercent, 2),
    lateInterestMonthlyPercent: decimalFieldText(settings.lateInterestMonthlyPercent, 2),
    lateFinePercent: decimalFieldText(settings.lateFinePercent, 2),
  };
}

/** The company's sales settings (hub 'Configurações'): PIX for the PDV, the seller's discount, late charges. */
export function SalesSettingsForm() {
  const query = useSalesSettings();
  if (query.error) return <LoadErrorAlert error={query.error} what="configurações de vendas" />;
  if (!query.data) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Carregando configurações">
        <Skeleton className="h-56" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return <SettingsForm settings={query.data} />;
}

function SettingsForm({ settings }: { settings: SalesSettings }) {
  const save = useSaveSalesSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SalesSettingsInput, unknown, z.output<typeof salesSettingsInputSchema>>({
    resolver: zodResolver(salesSettingsInputSchema),
    defaultValues: formValues(settings),
  });
  const keyType = watch('pixKeyType') || null;
  const keyTypeValue = (PIX_KEY_TYPES as readonly string[]).includes(keyType ?? '')
    ? (keyType as (typeof PIX_KEY_TYPES)[number])
    : null;

  useEffect(() => {
    reset(formValues(settings));
  }, [settings, reset]);

  // A key typed for one type means nothing for another: changing the type starts the key over.
  const firstType = formValues(settings).pixKeyType;
  useEffect(() => {
    if (keyType !== (firstType || null)) setValue('pixKey', '');
  }, [keyType, firstType, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Configurações de vendas salvas.');
    } catch (error) {
      applyFieldErrors(error, setError, [...FIELDS]);
      toast.error('Erro ao salvar configurações', { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>PIX</CardTitle>
          <CardDescription>
            A chave que recebe os pagamentos por PIX no PDV: o QR Code de cada venda leva a chave, o valor e o
            recebedor abaixo.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-6">
          <FormField
            id="pix-key-type"
            label="Tipo da chave"
            error={errors.pixKeyType?.message}
            className="sm:col-span-2"
          >
            <SelectField
              control={control}
              name="pixKeyType"
              options={keyTypeOptions}
              none={{ label: 'Sem chave PIX', value: '' }}
            />
          </FormField>
          <FormField id="pix-key" label="Chave PIX" error={errors.pixKey?.message} className="sm:col-span-4">
            <MaskedInput
              mask={pixKeyMask(keyTypeValue)}
              autoComplete="off"
              disabled={!keyTypeValue}
              placeholder={keyTypeValue ? PIX_KEY_PLACEHOLDERS[keyTypeValue] : 'Escolha o tipo da chave'}
              {...register('pixKey')}
            />
          </FormField>
          <FormField
            id="pix-merchant-name"
            label="Nome do recebedor"
            hint={`Como aparece no app do banco de quem paga; até ${PIX_MERCHANT_NAME_MAX} caracteres.`}
            error={errors.merchantName?.message}
            className="sm:col-span-4"
          >
            <Input maxLength={PIX_MERCHANT_NAME_MAX} autoComplete="off" {...register('merchantName')} />
          </FormField>
          <FormField
            id="pix-merchant-city"
            label="Cidade do recebedor"
            hint={`Até ${PIX_MERCHANT_CITY_MAX} caracteres.`}
            error={errors.merchantCity?.message}
            className="sm:col-span-2"
          >
            <Input maxLength={PIX_MERCHANT_CITY_MAX} autoComplete="off" {...register('merchantCity')} />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Descontos e atrasos</CardTitle>
          <CardDescription>
            O desconto que um vendedor pode dar sem a permissão de desconto, e os juros e a multa sugeridos ao
            receber uma conta atrasada.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-3">
          <PercentField
            id="max-discount"
            label="Desconto máximo sem permissão"
            error={errors.maxDiscountPercent?.message}
            input={register('maxDiscountPercent')}
          />
          <PercentField
            id="late-interest"
            label="Juros por mês de atraso"
            error={errors.lateInterestMonthlyPercent?.message}
            input={register('lateInterestMonthlyPercent')}
          />
          <PercentField
            id="late-fine"
            label="Multa por atraso"
            error={errors.lateFinePercent?.message}
            input={register('lateFinePercent')}
          />
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty} className="w-full sm:w-auto">
          Salvar configurações
        </Button>
      </div>
    </form>
  );
}

function PercentField({
  id,
  label,
  error,
  input,
}: {
  id: string;
  label: string;
  error: string | undefined;
  input: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <DecimalInput decimals={2} className="pr-8" {...input} />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground text-sm">
          %
        </span>
      </div>
    </FormField>
  );
}
