import { trialActivationSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EMPTY_TRIAL_FORM, type TrialFormValues } from './trial-fields';

export type TrialPayload = z.output<typeof trialActivationSchema>;

/**
 * The company-info form, kept by the page so that going back to the welcome step keeps what was typed.
 * 'onTouched': a field's error appears when it loses focus, then follows each change (decisions.md).
 */
export function useTrialForm() {
  return useForm<TrialFormValues, unknown, TrialPayload>({
    resolver: zodResolver(trialActivationSchema),
    defaultValues: EMPTY_TRIAL_FORM,
    mode: 'onTouched',
  });
}

export type TrialForm = ReturnType<typeof useTrialForm>;
