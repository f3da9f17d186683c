import { ADDRESS_MAX, maskPhone, TRIAL_MESSAGES } from '@alinhavo/domain';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { MaskedInput } from '@/components/masked-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { DocumentTypeToggle } from './document-type-toggle';
import {
  DOCUMENT_MASKS,
  DOCUMENT_PLACEHOLDERS,
  missingTrialFields,
  type TrialDocumentType,
  validTrialFields,
} from './trial-fields';
import type { TrialForm, TrialPayload } from './use-trial-form';

function warnInvalidData() {
  toast.error(TRIAL_MESSAGES.invalidDataTitle, { description: TRIAL_MESSAGES.invalidDataBody });
}

/** Step 2: document, phone and address; activation only once all three are valid (part1 §2.5, §5). */
export function CompanyInfoStep({
  form,
  onBack,
  onSubmit,
}: {
  form: TrialForm;
  onBack: () => void;
  onSubmit: (payload: TrialPayload) => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    trigger,
    watch,
    formState: { errors },
  } = form;
  const values = watch();
  const valid = validTrialFields(values);
  const validCount = Object.values(valid).filter(Boolean).length;
  const allValid = validCount === 3;

  function changeType(type: TrialDocumentType) {
    if (type === values.documentType) return;
    setValue('documentType', type);
    setValue('documentNumber', '');
    clearErrors('documentNumber');
  }

  // A disabled submit button stops the browser's Enter-to-submit silently; say why instead (decisions.md).
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || allValid) return;
    event.preventDefault();
    void trigger();
    warnInvalidData();
  }

  return (
    <form
      noValidate
      onKeyDown={handleKeyDown}
      onSubmit={handleSubmit(onSubmit, warnInvalidData)}
      className="grid gap-5"
    >
      <p className="text-muted-foreground text-sm">
        Informe os dados da sua empresa para ativar o teste gratuito.
      </p>
      <div className="grid gap-1.5">
        <span className="font-medium text-sm">Tipo de documento</span>
        <DocumentTypeToggle value={values.documentType} onChange={changeType} />
      </div>
      <FormField
        id="trial-document"
        label={values.documentType === 'CPF' ? 'CPF' : 'CNPJ'}
        error={errors.documentNumber?.message}
        required
      >
        <MaskedInput
          mask={DOCUMENT_MASKS[values.documentType]}
          placeholder={DOCUMENT_PLACEHOLDERS[values.documentType]}
          inputMode={values.documentType === 'CPF' ? 'numeric' : 'text'}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={values.documentType === 'CPF' ? 14 : 18}
          {...register('documentNumber')}
        />
      </FormField>
      <FormField id="trial-phone" label="Telefone" error={errors.phone?.message} required>
        <MaskedInput
          mask={maskPhone}
          placeholder="(11) 98765-4321"
          inputMode="tel"
          type="tel"
          autoComplete="tel"
          maxLength={15}
          {...register('phone')}
        />
      </FormField>
      <FormField id="trial-address" label="Endereço" error={errors.address?.message} required>
        <Input
          placeholder="Rua, número, bairro, cidade - UF"
          autoComplete="street-address"
          maxLength={ADDRESS_MAX}
          {...register('address')}
        />
      </FormField>
      <p aria-live="polite" className="flex items-center gap-2 text-muted-foreground text-sm">
        <CircleCheck
          aria-hidden="true"
          className={allValid ? 'size-4 text-success' : 'size-4 text-muted-foreground'}
        />
        {validCount}/3 campos válidos
      </p>
      {!allValid && (
        <p id="trial-missing" className="text-muted-foreground text-sm">
          Para ativar, falta: {missingTrialFields(values).join(', ')}.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Button>
        <Button
          type="submit"
          size="lg"
          disabled={!allValid}
          aria-describedby={allValid ? undefined : 'trial-missing'}
        >
          Ativar teste gratuito
        </Button>
      </div>
    </form>
  );
}
