import { onlyDigits } from './digits.ts';

const CPF_LENGTH = 11;

function cpfCheckDigit(digits: readonly number[], firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += (digits[i] ?? 0) * (firstWeight - i);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Validates a CPF (with or without punctuation) using its mod-11 check digits. */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== CPF_LENGTH) return false;
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = cpfCheckDigit(digits.slice(0, 9), 10);
  const second = cpfCheckDigit(digits.slice(0, 10), 11);
  return first === digits[9] && second === digits[10];
}

/** Progressive mask `000.000.000-00`; works on partial input and ignores extra characters. */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, CPF_LENGTH);
  let out = d.slice(0, 3);
  if (d.length > 3) out += `.${d.slice(3, 6)}`;
  if (d.length > 6) out += `.${d.slice(6, 9)}`;
  if (d.length > 9) out += `-${d.slice(9, 11)}`;
  return out;
}
