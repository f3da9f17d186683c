import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordInput } from '@/components/password-input';
import { FormField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from './password-strength-meter';

type Values = { password: string; confirmPassword: string };

/** New password and its confirmation, with visibility toggles and the strength meter. */
export function NewPasswordFields({
  register,
  errors,
  password,
  idPrefix,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  password: string;
  idPrefix: string;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-password`} label="Nova senha" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <PasswordStrengthMeter password={password} />
      <FormField
        id={`${idPrefix}-confirm`}
        label="Confirmar nova senha"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </>
  );
}
