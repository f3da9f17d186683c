import { describe, expect, it } from 'vitest';
import { isValidCnpj, maskCnpj, normalizeCnpj } from './cnpj.ts';

describe('normalizeCnpj', () => {
  it('upper-cases and keeps only 0-9 and A-Z', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181');
  });
});

describe('isValidCnpj', () => {
  it('accepts the Receita Federal alphanumeric example 12.ABC.345/01DE-35', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });

  it('upper-cases lower-case input', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejects the alphanumeric example with other check digits', () => {
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DE45')).toBe(false);
    expect(isValidCnpj('12ABC34501DE00')).toBe(false);
  });

  it('rejects a changed base character', () => {
    expect(isValidCnpj('12ABD34501DE35')).toBe(false);
  });

  it('validates numeric CNPJs as before', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
  });

  it('rejects letters in the check-digit positions', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false);
  });

  it('rejects all-equal characters', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('AAAAAAAAAAAAAA')).toBe(false);
  });

  it('rejects wrong lengths and empty input', () => {
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('52998224725')).toBe(false);
  });
});

describe('maskCnpj', () => {
  it('formats a full numeric CNPJ', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('formats a full alphanumeric CNPJ, upper-casing letters', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('masks progressively while typing', () => {
    expect(maskCnpj('')).toBe('');
    expect(maskCnpj('1')).toBe('1');
    expect(maskCnpj('12')).toBe('12');
    expect(maskCnpj('12A')).toBe('12.A');
    expect(maskCnpj('12ABC')).toBe('12.ABC');
    expect(maskCnpj('12ABC3')).toBe('12.ABC.3');
    expect(maskCnpj('12ABC345')).toBe('12.ABC.345');
    expect(maskCnpj('12ABC3450')).toBe('12.ABC.345/0');
    expect(maskCnpj('12ABC34501DE')).toBe('12.ABC.345/01DE');
    expect(maskCnpj('12ABC34501DE3')).toBe('12.ABC.345/01DE-3');
  });

  it('accepts only digits in the last two positions', () => {
    expect(maskCnpj('12ABC34501DEX')).toBe('12.ABC.345/01DE');
    expect(maskCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
  });

  it('ignores punctuation and extra characters', () => {
    expect(maskCnpj('11.222.333/0001-81999')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12.ABC.345/01DE-35ZZ')).toBe('12.ABC.345/01DE-35');
  });

  it('is idempotent', () => {
    expect(maskCnpj(maskCnpj('12ABC34501DE35'))).toBe('12.ABC.345/01DE-35');
  });
});

describe('completeCnpj', () => {
  it('produces valid CNPJs from numeric and alphanumeric bases', async () => {
    const { completeCnpj } = await import('./cnpj.ts');
    expect(completeCnpj('112223330001')).toBe('11222333000181');
    expect(completeCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(isValidCnpj(completeCnpj('45987123000199'.slice(0, 12)))).toBe(true);
  });
});
