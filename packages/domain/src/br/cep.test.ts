import { describe, expect, it } from 'vitest';
import { isValidCep, maskCep } from './cep.ts';

describe('isValidCep', () => {
  it('accepts exactly 8 digits, with or without the hyphen', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep(' 01310-100 ')).toBe(true);
  });

  it('rejects other lengths', () => {
    expect(isValidCep('')).toBe(false);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('013101000')).toBe(false);
    expect(isValidCep('abcde-fgh')).toBe(false);
  });
});

describe('maskCep', () => {
  it('masks progressively', () => {
    expect(maskCep('')).toBe('');
    expect(maskCep('0')).toBe('0');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
  });

  it('ignores non-digits and extra characters', () => {
    expect(maskCep('01310-1009999')).toBe('01310-100');
    expect(maskCep('a0b1310c')).toBe('01310');
  });
});
