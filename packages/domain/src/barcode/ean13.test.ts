import { describe, expect, it } from 'vitest';
import {
  barcodeCapacity,
  buildEan13,
  ean13CheckDigit,
  isValidBarcodePrefix,
  isValidEan13,
  normalizeBarcode,
} from './ean13.ts';

// Real codes: GS1's own example, a German retail product, an ISBN-13 book and a UPC-A written as EAN-13.
const REAL_CODES = ['5901234123457', '4006381333931', '9780306406157', '0012345678905'];

describe('EAN-13', () => {
  it('computes the check digit of real codes', () => {
    for (const code of REAL_CODES) expect(ean13CheckDigit(code.slice(0, 12)), code).toBe(Number(code[12]));
  });

  it('accepts real codes and refuses a wrong check digit, letters or another length', () => {
    for (const code of REAL_CODES) expect(isValidEan13(code), code).toBe(true);
    expect(isValidEan13('5901234123458')).toBe(false);
    expect(isValidEan13('4006381333930')).toBe(false);
    expect(isValidEan13('590123412345')).toBe(false);
    expect(isValidEan13('59012341234570')).toBe(false);
    expect(isValidEan13('59012341234a7')).toBe(false);
    expect(isValidEan13('')).toBe(false);
  });

  it('gives check digit 0 when the weighted sum is a multiple of ten', () => {
    // 2×1 + 0×3 + ... : '200000000008' sums to 2 + 24 = 26 → 4; '200000000006' sums to 2 + 18 = 20 → 0
    expect(ean13CheckDigit('200000000006')).toBe(0);
    expect(ean13CheckDigit('200000000008')).toBe(4);
  });

  it('refuses to compute over anything but 12 digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
    expect(() => ean13CheckDigit('12345678901a')).toThrow(RangeError);
  });

  it('builds codes from a prefix and an item number, padding the item', () => {
    expect(buildEan13('20', 1)).toBe('2000000000015');
    expect(buildEan13('20', 1234)).toBe('2000000012346');
    for (const item of [1, 7, 99, 123456, 9999999999])
      expect(isValidEan13(buildEan13('20', item))).toBe(true);
    // The GS1 example is company prefix 5901234 with item 12345.
    expect(buildEan13('5901234', 12345)).toBe('5901234123457');
  });

  it('refuses an item number the prefix cannot hold, and a bad prefix', () => {
    expect(barcodeCapacity('20')).toBe(9_999_999_999);
    expect(() => buildEan13('20', 10_000_000_000)).toThrow(RangeError);
    expect(() => buildEan13('20', 0)).toThrow(RangeError);
    expect(() => buildEan13('2', 1)).toThrow(RangeError);
    expect(isValidBarcodePrefix('789')).toBe(true);
    expect(isValidBarcodePrefix('7a9')).toBe(false);
    expect(isValidBarcodePrefix('123456789012')).toBe(false);
  });

  it('takes out what people type between the digits', () => {
    expect(normalizeBarcode(' 590 1234-123457 ')).toBe('5901234123457');
    expect(normalizeBarcode('7.891.000.315.507')).toBe('7891000315507');
  });
});
