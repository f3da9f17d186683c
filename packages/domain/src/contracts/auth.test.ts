import { describe, expect, it } from 'vitest';
import { signInSchema } from './auth.ts';

function messages(input: unknown): Record<string, string> {
  const result = signInSchema.safeParse(input);
  const found: Record<string, string> = {};
  // The first message of each field is the one the form shows.
  for (const issue of result.success ? [] : result.error.issues)
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('sign-in rules (part1 §5)', () => {
  it('requires every field', () => {
    expect(messages({ email: '', password: '' })).toEqual({
      email: 'E-mail é obrigatório',
      password: 'Senha é obrigatória',
    });
    expect(messages({})).toEqual({ email: 'E-mail é obrigatório', password: 'Senha é obrigatória' });
  });

  it('checks the e-mail format and normalises it', () => {
    expect(messages({ email: 'ana@', password: 'Aurora#2026' })).toEqual({
      email: 'Por favor, insira um e-mail válido',
    });
    expect(signInSchema.parse({ email: '  Ana@Aurora.COM.br ', password: 'Aurora#2026' }).email).toBe(
      'ana@aurora.com.br',
    );
  });

  it('wants a password of at least 6 characters', () => {
    expect(messages({ email: 'ana@aurora.com.br', password: '12345' })).toEqual({
      password: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(messages({ email: 'ana@aurora.com.br', password: '123456' })).toEqual({});
  });
});
