import { describe, expect, it } from 'vitest';
import { companySignUpSchema } from '../contracts/auth.ts';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('rejects the usual suspects regardless of case', () => {
    for (const p of ['123456', 'senha123', 'Senha123', 'PASSWORD', 'flamengo'])
      expect(isCommonPassword(p)).toBe(true);
  });
  it('accepts a shop code-like password that is not on the list', () => {
    expect(isCommonPassword('Ab93kx')).toBe(false);
    expect(isCommonPassword('7318204')).toBe(false);
  });
});

describe('companySignUpSchema', () => {
  const valid = {
    fullName: 'Ana Souza',
    companyName: 'Confecções Aurora',
    email: 'ANA@Aurora.com.br ',
    password: 'Tecido#42',
  };

  it('normalises the e-mail', () => {
    const parsed = companySignUpSchema.parse(valid);
    expect(parsed.email).toBe('ana@aurora.com.br');
  });

  it('gives the pt-BR message for each rule', () => {
    const messages = (input: object) => {
      const r = companySignUpSchema.safeParse(input);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(messages({ ...valid, fullName: '  ' })).toEqual({ fullName: 'Nome completo é obrigatório' });
    expect(messages({ ...valid, companyName: '' })).toEqual({ companyName: 'Nome da empresa é obrigatório' });
    expect(messages({ ...valid, email: 'ana@' })).toEqual({ email: 'Por favor, insira um e-mail válido' });
    expect(messages({ ...valid, password: 'ab1' })).toEqual({
      password: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(messages({ ...valid, password: 'senha123' }).password).toMatch(/muito comum/);
    expect(messages({ ...valid, password: 'x'.repeat(129) })).toEqual({
      password: 'A senha deve ter no máximo 128 caracteres',
    });
  });
});
