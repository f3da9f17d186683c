import { describe, expect, it } from 'vitest';
import { detectPixKeyType, isValidPixKey, normalizePixKey, PIX_EMAIL_MAX } from './pix-key.ts';

describe('PIX key of type CPF', () => {
  it.each(['529.982.247-25', '52998224725', ' 111.444.777-35 '])('accepts %s as 11 digits', (key) => {
    expect(isValidPixKey(key, 'cpf')).toBe(true);
    expect(normalizePixKey(key, 'cpf')).toMatch(/^\d{11}$/);
  });
  it.each(['529.982.247-24', '11111111111', '5299822472', 'abc'])('refuses %s', (key) => {
    expect(isValidPixKey(key, 'cpf')).toBe(false);
  });
});

describe('PIX key of type CNPJ', () => {
  it('accepts a numeric CNPJ and the alphanumeric one, upper-cased', () => {
    expect(isValidPixKey('11.222.333/0001-81', 'cnpj')).toBe(true);
    expect(normalizePixKey('11.222.333/0001-81', 'cnpj')).toBe('11222333000181');
    expect(isValidPixKey('12.abc.345/01de-35', 'cnpj')).toBe(true);
    expect(normalizePixKey('12.abc.345/01de-35', 'cnpj')).toBe('12ABC34501DE35');
  });
  it('refuses wrong check digits and a CPF', () => {
    expect(isValidPixKey('11.222.333/0001-80', 'cnpj')).toBe(false);
    expect(isValidPixKey('529.982.247-25', 'cnpj')).toBe(false);
  });
});

describe('PIX key of type e-mail', () => {
  it('accepts an address, lower-cased', () => {
    expect(isValidPixKey(' Vendas@Loja.com.BR ', 'email')).toBe(true);
    expect(normalizePixKey(' Vendas@Loja.com.BR ', 'email')).toBe('vendas@loja.com.br');
  });
  it.each(['sem-arroba', 'a@b', '@loja.com.br', 'a b@loja.com.br'])('refuses %s', (key) => {
    expect(isValidPixKey(key, 'email')).toBe(false);
  });
  it(`refuses more than ${PIX_EMAIL_MAX} characters`, () => {
    const local = 'a'.repeat(PIX_EMAIL_MAX - '@loja.com'.length);
    expect(isValidPixKey(`${local}@loja.com`, 'email')).toBe(true);
    expect(isValidPixKey(`${local}a@loja.com`, 'email')).toBe(false);
  });
});

describe('PIX key of type phone', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['(47) 3333-4444', '+554733334444'],
  ])('reads %s as %s', (typed, key) => {
    expect(isValidPixKey(typed, 'phone')).toBe(true);
    expect(normalizePixKey(typed, 'phone')).toBe(key);
  });
  it.each(['98765-4321', '+1 415 555 2671', '(01) 98765-4321', '+55 11 98765-43210', ''])(
    'refuses %s',
    (key) => {
      expect(isValidPixKey(key, 'phone')).toBe(false);
    },
  );
});

describe('PIX key of type EVP (random key)', () => {
  it('accepts a UUID, lower-cased', () => {
    const key = '123E4567-E89B-12D3-A456-426614174000';
    expect(isValidPixKey(key, 'evp')).toBe(true);
    expect(normalizePixKey(key, 'evp')).toBe('123e4567-e89b-12d3-a456-426614174000');
  });
  it.each(['123e4567e89b12d3a456426614174000', '123e4567-e89b-12d3-a456-42661417400g', 'chave'])(
    'refuses %s',
    (key) => {
      expect(isValidPixKey(key, 'evp')).toBe(false);
    },
  );
});

describe('detectPixKeyType', () => {
  it('tells the type of each stored key', () => {
    expect(detectPixKeyType('52998224725')).toBe('cpf');
    expect(detectPixKeyType('12ABC34501DE35')).toBe('cnpj');
    expect(detectPixKeyType('vendas@loja.com.br')).toBe('email');
    expect(detectPixKeyType('+5511987654321')).toBe('phone');
    expect(detectPixKeyType('123e4567-e89b-12d3-a456-426614174000')).toBe('evp');
  });
  it('knows no type for what is no key', () => {
    expect(detectPixKeyType('52998224724')).toBeNull();
    expect(detectPixKeyType('loja')).toBeNull();
    expect(detectPixKeyType('+1415555')).toBeNull();
  });
});
