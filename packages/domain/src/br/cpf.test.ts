import { describe, expect, it } from 'vitest';
import { isValidCpf, maskCpf } from './cpf.ts';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', ' 111 444 777 35 '])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('rejects wrong check digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.444.777-36')).toBe(false);
  });

  it('rejects all-equal digits even though their check digits match', () => {
    for (let d = 0; d <= 9; d++) {
      expect(isValidCpf(String(d).repeat(11))).toBe(false);
    }
  });

  it('rejects wrong lengths and empty input', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('abc')).toBe(false);
  });

  it('accepts a CPF whose check digits come from remainder < 2 (digit 0)', () => {
    // 123.456.789-09: first DV remainder 10 → 0
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });
});

describe('maskCpf', () => {
  it('formats a full CPF', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
  });

  it('masks progressively while typing', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('5')).toBe('5');
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529982')).toBe('529.982');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('529982247')).toBe('529.982.247');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
  });

  it('ignores non-digits and extra characters', () => {
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCpf('abc529x982')).toBe('529.982');
  });

  it('is idempotent', () => {
    expect(maskCpf(maskCpf('52998224725'))).toBe('529.982.247-25');
  });
});
