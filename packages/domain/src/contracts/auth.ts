import { z } from 'zod';
import { isCommonPassword } from '../auth/common-passwords.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string({ error: 'E-mail é obrigatório' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail é obrigatório')
  .max(254, 'E-mail longo demais')
  .pipe(z.email({ error: 'Por favor, insira um e-mail válido' }));

export const passwordSchema = z
  .string({ error: 'Senha é obrigatória' })
  .min(1, 'Senha é obrigatória')
  .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`);

/** A new password: the length rules plus a refusal of the most common passwords (decisions.md). */
export const newPasswordSchema = passwordSchema.refine((value) => !isCommonPassword(value), {
  message: 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
});

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const companySignUpSchema = z.object({
  fullName: z
    .string({ error: 'Nome completo é obrigatório' })
    .trim()
    .min(1, 'Nome completo é obrigatório')
    .max(120),
  companyName: z
    .string({ error: 'Nome da empresa é obrigatório' })
    .trim()
    .min(1, 'Nome da empresa é obrigatório')
    .max(160),
  email: emailSchema,
  password: newPasswordSchema,
  /** The plan picked on the landing page (part1 §2.2); the trial runs on it. Unknown ids are ignored. */
  planId: z.string().trim().toLowerCase().max(50).optional(),
});
export type CompanySignUpInput = z.infer<typeof companySignUpSchema>;

export const sessionProfileSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string(), role: z.string() }),
  company: z.object({ id: z.string(), name: z.string() }),
  permissions: z.record(
    z.string(),
    z.object({ canAccess: z.boolean(), canWrite: z.boolean(), canDelete: z.boolean() }),
  ),
  allFeatures: z.boolean(),
});
export type SessionProfile = z.infer<typeof sessionProfileSchema>;
