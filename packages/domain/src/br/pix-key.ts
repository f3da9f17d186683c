import { isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { isValidCpf } from './cpf.ts';
import { onlyDigits } from './digits.ts';

/**
 * The five kinds of PIX key of the Banco Central's DICT: CPF, CNPJ, e-mail, mobile phone and the random key (EVP,
 * a UUID). Each is stored the way the DICT (and so the BR Code's field 26.01) writes it: CPF as 11 digits, CNPJ as
 * its 14 characters upper-case, e-mail lower-case, phone as +55 with area code and number, EVP lower-case with dashes.
 */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  evp: 'Chave aleatória',
};

/** The message for a key that is not of its type. */
export const PIX_KEY_MESSAGES: Record<PixKeyType, string> = {
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  email: 'E-mail inválido',
  phone: 'Telefone inválido: use DDD e número (ex.: (11) 98765-4321)',
  evp: 'Chave aleatória inválida (ex.: 123e4567-e89b-12d3-a456-426614174000)',
};

/** The DICT's longest e-mail key. */
export const PIX_EMAIL_MAX = 77;

const EMAIL_SHAPE =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** +55, a two-digit area code (11–99) and 8 or 9 digits. */
const PHONE_SHAPE = /^\+55[1-9][0-9]\d{8,9}$/;

/**
 * The key as the DICT writes it, for its type: what the form stores and the BR Code carries. A value that cannot be
 * of the type comes back trimmed only (isValidPixKey then refuses it).
 */
export function normalizePixKey(value: string, type: PixKeyType): string {
  const text = value.trim();
  switch (type) {
    case 'cpf':
      return onlyDigits(text);
    case 'cnpj':
      return normalizeCnpj(text);
    case 'email':
      return text.toLowerCase();
    case 'evp':
      return text.toLowerCase();
    case 'phone': {
      const digits = onlyDigits(text);
      // '+55 11 98765-4321' and '(11) 98765-4321' are the same key; a number without +55 gets it.
      if (text.startsWith('+')) return `+${digits}`;
      if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return `+${digits}`;
      return `+55${digits}`;
    }
  }
}

/** Whether `value` (typed any common way) is a valid PIX key of `type`. */
export function isValidPixKey(value: string, type: PixKeyType): boolean {
  const key = normalizePixKey(value, type);
  switch (type) {
    case 'cpf':
      return /^\d{11}$/.test(key) && isValidCpf(key);
    case 'cnpj':
      return isValidCnpj(key);
    case 'email':
      return key.length <= PIX_EMAIL_MAX && EMAIL_SHAPE.test(key);
    case 'phone':
      return PHONE_SHAPE.test(key);
    case 'evp':
      return EVP_SHAPE.test(key);
  }
}

/**
 * The type a stored key has (as normalizePixKey writes it), or null: an EVP, an e-mail, +55 a phone, 11 digits a
 * CPF, 14 characters a CNPJ. A CPF's 11 digits could also be a phone without +55; stored keys always carry it.
 */
export function detectPixKeyType(key: string): PixKeyType | null {
  const text = key.trim();
  if (EVP_SHAPE.test(text.toLowerCase())) return 'evp';
  if (text.includes('@')) return isValidPixKey(text, 'email') ? 'email' : null;
  if (text.startsWith('+')) return isValidPixKey(text, 'phone') ? 'phone' : null;
  if (/^\d{11}$/.test(text) && isValidCpf(text)) return 'cpf';
  if (isValidCnpj(text) && normalizeCnpj(text) === text.toUpperCase()) return 'cnpj';
  return null;
}
