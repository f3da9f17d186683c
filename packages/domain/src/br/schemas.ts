import { z } from 'zod';
import { isValidCep } from './cep.ts';
import { isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { isValidCpf } from './cpf.ts';
import { onlyDigits } from './digits.ts';
import { detectDocumentType, isValidDocument } from './document.ts';
import { isValidPhone } from './phone.ts';

const CPF_MESSAGE = 'CPF inválido';
const CNPJ_MESSAGE = 'CNPJ inválido';
const DOCUMENT_MESSAGE = 'CPF ou CNPJ inválido';
const PHONE_MESSAGE = 'Telefone inválido (mínimo 10 dígitos)';
const CEP_MESSAGE = 'CEP inválido';
const EMAIL_MESSAGE = 'E-mail inválido';

/** Trimmed string field that must satisfy `isValid` and is stored as `normalize(value)`. */
function brField(isValid: (value: string) => boolean, normalize: (value: string) => string, message: string) {
  return z.string({ error: message }).trim().refine(isValid, { error: message }).transform(normalize);
}

/**
 * Optional field: null/undefined or a blank string become `null`;
 * anything else goes through `schema`.
 */
function emptyToNull<T extends z.ZodType<unknown, string>>(schema: T, message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(schema.nullable());
}

function normalizeDocument(value: string): string {
  return detectDocumentType(value) === 'CPF' ? onlyDigits(value) : normalizeCnpj(value);
}

/** CPF; stored as 11 digits. */
export const cpfSchema = brField(isValidCpf, onlyDigits, CPF_MESSAGE);

/** CNPJ (numeric or alphanumeric); stored as 14 upper-case alphanumeric characters. */
export const cnpjSchema = brField(isValidCnpj, normalizeCnpj, CNPJ_MESSAGE);

/** CPF or CNPJ; stored normalised (11 digits or 14 upper-case alphanumeric characters). */
export const cpfOrCnpjSchema = brField(
  (value) => isValidDocument(value),
  normalizeDocument,
  DOCUMENT_MESSAGE,
);

/** Phone with area code; stored as 10 or 11 digits. */
export const phoneSchema = brField(isValidPhone, onlyDigits, PHONE_MESSAGE);

/** CEP; stored as 8 digits. */
export const cepSchema = brField(isValidCep, onlyDigits, CEP_MESSAGE);

export const optionalCpfOrCnpjSchema = emptyToNull(cpfOrCnpjSchema, DOCUMENT_MESSAGE);

export const optionalPhoneSchema = emptyToNull(phoneSchema, PHONE_MESSAGE);

export const optionalCepSchema = emptyToNull(cepSchema, CEP_MESSAGE);

/** Optional e-mail: blank → null, otherwise a valid (trimmed) e-mail address. */
export const optionalEmailSchema = emptyToNull(z.email({ error: EMAIL_MESSAGE }), EMAIL_MESSAGE);

/** Optional free text: blank → null, otherwise trimmed and at most `max` characters. */
export function optionalTextSchema(max: number) {
  const message = `Máximo de ${max} caracteres`;
  return emptyToNull(z.string().max(max, { error: message }));
}
