import { describe, expect, it } from 'vitest';
import { isValidPhone, maskPhone } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts 10 (landline) and 11 (mobile) digits', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('1134567890')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
  });

  it('rejects fewer than 10 or more than 11 digits', () => {
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
  });
});

describe('maskPhone', () => {
  it('formats 10 digits as (xx) xxxx-xxxx', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('formats 11 digits as (xx) xxxxx-xxxx', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('masks progressively while typing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119876')).toBe('(11) 9876');
    expect(maskPhone('1198765')).toBe('(11) 9876-5');
    expect(maskPhone('119876543')).toBe('(11) 9876-543');
    expect(maskPhone('1198765432')).toBe('(11) 9876-5432');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('ignores extra digits and never exceeds 15 characters', () => {
    const masked = maskPhone('(11) 98765-43219999');
    expect(masked).toBe('(11) 98765-4321');
    expect(masked).toHaveLength(15);
  });

  it('is idempotent', () => {
    expect(maskPhone(maskPhone('1134567890'))).toBe('(11) 3456-7890');
    expect(maskPhone(maskPhone('11987654321'))).toBe('(11) 98765-4321');
  });
});
