import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  codeNewPasswordSchema,
  resetCodeSchema,
  resetEmailSchema,
  setNewPasswordSchema,
} from './password-reset.ts';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('password reset rules (part1 §5)', () => {
  it('asks for the e-mail and checks its format', () => {
    expect(messages(resetEmailSchema.safeParse({ email: '' }))).toEqual({
      email: 'Por favor, insira seu e-mail',
    });
    expect(messages(resetEmailSchema.safeParse({ email: 'ana@' }))).toEqual({
      email: 'Por favor, insira um e-mail válido',
    });
    expect(resetEmailSchema.parse({ email: ' Ana@Exemplo.com ' }).email).toBe('ana@exemplo.com');
  });

  it('validates the new password of the link flow', () => {
    expect(messages(setNewPasswordSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: 'Nova senha é obrigatória',
      confirmPassword: 'Confirmação de senha é obrigatória',
    });
    expect(messages(setNewPasswordSchema.safeParse({ password: 'Ab1', confirmPassword: 'Ab1' }))).toEqual({
      password: 'A nova senha deve ter pelo menos 6 caracteres',
    });
    expect(
      messages(setNewPasswordSchema.safeParse({ password: 'Bainha#42', confirmPassword: 'Bainha#43' })),
    ).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
    expect(
      setNewPasswordSchema.safeParse({ password: 'Bainha#42', confirmPassword: 'Bainha#42' }).success,
    ).toBe(true);
  });

  it('wants exactly six digits as a code', () => {
    for (const bad of ['', '12345', '1234567', '12a456']) {
      expect(resetCodeSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        'Por favor, insira um código válido de 6 dígitos',
      );
    }
    expect(resetCodeSchema.parse(' 012345 ')).toBe('012345');
  });

  it('validates the code flow password between 6 and 128 characters', () => {
    expect(messages(codeNewPasswordSchema.safeParse({ password: '', confirmPassword: 'x' })).password).toBe(
      'Por favor, insira uma nova senha',
    );
    expect(
      messages(
        codeNewPasswordSchema.safeParse({ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }),
      ).password,
    ).toBe('A senha deve ter no máximo 128 caracteres');
  });

  it('needs the current password to change it', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: '',
          password: 'Bainha#42',
          confirmPassword: 'Bainha#42',
        }),
      ),
    ).toEqual({
      currentPassword: 'Informe a senha atual',
    });
  });
});
