import { isValidCnpj, normalizeCnpj } from '../br/cnpj.ts';
import { isValidCpf } from '../br/cpf.ts';
import { onlyDigits } from '../br/digits.ts';
import { isUuid } from '../contracts/common.ts';
import { byteLength } from './utf8.ts';

export type PixKeyKind = 'cpf' | 'cnpj' | 'telefone' | 'email' | 'aleatoria';

/** Field 26 holds '0014br.gov.bcb.pix' (18 bytes) and '01LL' before the key, in at most 99 bytes. */
export const PIX_KEY_MAX_BYTES = 77;

export const PIX_KEY_INVALID = 'Chave PIX inválida';

export type NormalisedPixKey = { ok: true; key: string; kind: PixKeyKind } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+55\d{10,11}$/;

/**
 * A PIX key as the BR Code carries it: CPF and CNPJ without punctuation (CNPJ upper-cased, alphanumeric
 * allowed), phone as '+55' with area code and number, e-mail in lower case, random key (EVP) in lower case.
 * A phone must be typed with its '+55': eleven bare digits are a CPF.
 */
export function normalisePixKey(raw: string): NormalisedPixKey {
  const value = raw.trim();
  if (!value) return { ok: false, message: 'Informe a chave PIX' };
  if (value.includes('@')) {
    const email = value.toLowerCase();
    if (!EMAIL.test(email) || byteLength(email) > PIX_KEY_MAX_BYTES) return invalid();
    return { ok: true, key: email, kind: 'email' };
  }
  if (isUuid(value)) return { ok: true, key: value.toLowerCase(), kind: 'aleatoria' };
  if (value.startsWith('+')) {
    const phone = `+${onlyDigits(value)}`;
    return PHONE.test(phone) && !/[^\d\s()-]/.test(value.slice(1))
      ? { ok: true, key: phone, kind: 'telefone' }
      : invalid();
  }
  if (!/[^\d.\-\s]/.test(value) && isValidCpf(value)) {
    return { ok: true, key: onlyDigits(value), kind: 'cpf' };
  }
  if (!/[^\dA-Za-z./\-\s]/.test(value) && isValidCnpj(value)) {
    return { ok: true, key: normalizeCnpj(value), kind: 'cnpj' };
  }
  return invalid();
}

function invalid(): NormalisedPixKey {
  return { ok: false, message: PIX_KEY_INVALID };
}
