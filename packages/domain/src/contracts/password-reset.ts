import { z } from 'zod';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';

const COMMON_MESSAGE = 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.';

/** part1 §5 reset e-mail: required ('Por favor, insira seu e-mail') and well-formed. */
export const resetEmailSchema = z.object({
  email: z
    .string({ error: 'Por favor, insira seu e-mail' })
    .trim()
    .toLowerCase()
    .min(1, 'Por favor, insira seu e-mail')
    .pipe(z.email({ error: 'Por favor, insira um e-mail válido' })),
});

const newPasswordField = z
  .string({ error: 'Nova senha é obrigatória' })
  .min(1, 'Nova senha é obrigatória')
  .min(PASSWORD_MIN, `A nova senha deve ter pelo menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`)
  .refine((value) => !isCommonPassword(value), COMMON_MESSAGE);

const confirmPasswordField = z
  .string({ error: 'Confirmação de senha é obrigatória' })
  .min(1, 'Confirmação de senha é obrigatória');

/** A form with a new password and its confirmation: 'As senhas não coincidem' under the confirmation. */
function confirmed<
  T extends z.ZodRawShape & { password: z.ZodType<string>; confirmPassword: z.ZodType<string> },
>(shape: T) {
  return z.object(shape).refine(
    (values) => {
      const { password, confirmPassword } = values as { password: string; confirmPassword: string };
      return password === confirmPassword;
    },
    {
      path: ['confirmPassword'],
      message: 'As senhas não coincidem',
    },
  );
}

/** part1 §5 set-new-password (link flow). */
export const setNewPasswordSchema = confirmed({
  password: newPasswordField,
  confirmPassword: confirmPasswordField,
});

/** part1 §5 code flow: exactly 6 digits. */
export const resetCodeSchema = z
  .string({ error: 'Por favor, insira um código válido de 6 dígitos' })
  .trim()
  .regex(/^\d{6}$/, 'Por favor, insira um código válido de 6 dígitos');

/** part1 §5 code flow: new password 6 to 128 characters and its confirmation. */
export const codeNewPasswordSchema = confirmed({
  password: z
    .string({ error: 'Por favor, insira uma nova senha' })
    .min(1, 'Por favor, insira uma nova senha')
    .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres`)
    .max(PASSWORD_MAX, `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`)
    .refine((value) => !isCommonPassword(value), COMMON_MESSAGE),
  confirmPassword: confirmPasswordField,
});

/** /app/alterar-senha: the current password and the new one, confirmed. */
export const changePasswordSchema = confirmed({
  currentPassword: z.string({ error: 'Informe a senha atual' }).min(1, 'Informe a senha atual'),
  password: newPasswordField,
  confirmPassword: confirmPasswordField,
});
