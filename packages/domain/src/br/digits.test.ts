import { describe, expect, it } from 'vitest';
import { onlyAlphanumericUpper, onlyDigits } from './digits.ts';

describe('onlyDigits', () => {
  it('strips everything but 0-9', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits(' a1b2c3 ')).toBe('123');
  });

  it('returns an empty string when there are no digits', () => {
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits('abc-./')).toBe('');
  });

  it('ignores non-ASCII digits', () => {
    expect(onlyDigits('١٢٣4')).toBe('4');
  });
});

describe('onlyAlphanumericUpper', () => {
  it('upper-cases and keeps only 0-9 and A-Z', () => {
    expect(onlyAlphanumericUpper('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(onlyAlphanumericUpper(' x-y_z 9 ')).toBe('XYZ9');
  });

  it('drops accented and other non-ASCII letters', () => {
    expect(onlyAlphanumericUpper('ação1')).toBe('AO1');
  });

  it('returns an empty string for empty input', () => {
    expect(onlyAlphanumericUpper('')).toBe('');
  });
});
