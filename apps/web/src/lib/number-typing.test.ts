import { describe, expect, it } from 'vitest';
import { maskDecimalTyping, maskMoneyTyping, parsePastedMoney } from './number-typing.ts';

describe('maskMoneyTyping', () => {
  it('fills the centavos from the right as digits are typed', () => {
    expect(maskMoneyTyping('1')).toBe('0,01');
    expect(maskMoneyTyping('0,012')).toBe('0,12');
    expect(maskMoneyTyping('0,129')).toBe('1,29');
    expect(maskMoneyTyping('1,299')).toBe('12,99');
    expect(maskMoneyTyping('12,990')).toBe('129,90');
    expect(maskMoneyTyping('129,904')).toBe('1.299,04');
  });

  it('drops the last digit on backspace and empties the field when nothing is left', () => {
    expect(maskMoneyTyping('129,9', true)).toBe('12,99');
    expect(maskMoneyTyping('0,0', true)).toBe('');
    expect(maskMoneyTyping('', true)).toBe('');
  });

  it('shows zero for a typed 0, ignores letters and stops at R$ 99.999.999.999,99', () => {
    expect(maskMoneyTyping('0')).toBe('0,00');
    expect(maskMoneyTyping('abc')).toBe('');
    expect(maskMoneyTyping('1,2a3')).toBe('1,23');
    expect(maskMoneyTyping('99.999.999.999,999')).toBe('99.999.999.999,99');
  });
});

describe('parsePastedMoney', () => {
  it('understands pt-BR, currency and decimal-point styles', () => {
    expect(parsePastedMoney('129.90')).toBe(12990);
    expect(parsePastedMoney('129,90')).toBe(12990);
    expect(parsePastedMoney('R$ 1.234,56')).toBe(123456);
    expect(parsePastedMoney('1234.5')).toBe(123450);
    expect(parsePastedMoney('1.234')).toBe(123400);
    expect(parsePastedMoney(' 42 ')).toBe(4200);
  });

  it('refuses text that is not a positive amount', () => {
    expect(parsePastedMoney('abc')).toBeNull();
    expect(parsePastedMoney('-3,00')).toBeNull();
    expect(parsePastedMoney('')).toBeNull();
  });
});

describe('maskDecimalTyping', () => {
  it('keeps one decimal comma and the allowed places', () => {
    expect(maskDecimalTyping('17,5', 2)).toBe('17,5');
    expect(maskDecimalTyping('17,555', 2)).toBe('17,55');
    expect(maskDecimalTyping('0,12345', 4)).toBe('0,1234');
    expect(maskDecimalTyping(',5', 2)).toBe('0,5');
    expect(maskDecimalTyping('17,', 2)).toBe('17,');
  });

  it('reads a lone dot as the decimal point and several as thousands', () => {
    expect(maskDecimalTyping('16.80', 2)).toBe('16,80');
    expect(maskDecimalTyping('1.234,5', 2)).toBe('1234,5');
    expect(maskDecimalTyping('1.234.567', 2)).toBe('1234567');
  });

  it('keeps whole units whole and drops anything but digits', () => {
    expect(maskDecimalTyping('12,5', 0)).toBe('12');
    expect(maskDecimalTyping('12a', 0)).toBe('12');
    expect(maskDecimalTyping('-3', 2)).toBe('3');
  });

  it('drops the zeros before the first digit of the whole part', () => {
    expect(maskDecimalTyping('50', 0)).toBe('50');
    expect(maskDecimalTyping('05', 0)).toBe('5');
    expect(maskDecimalTyping('007,5', 2)).toBe('7,5');
    expect(maskDecimalTyping('0,05', 2)).toBe('0,05');
    expect(maskDecimalTyping('00', 2)).toBe('0');
  });
});
