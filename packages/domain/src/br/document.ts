import { isValidCnpj, maskCnpj, normalizeCnpj } from './cnpj.ts';
import { isValidCpf, maskCpf } from './cpf.ts';
import { onlyDigits } from './digits.ts';

export type DocumentType = 'CPF' | 'CNPJ';

const CPF_SHAPE = /^\d{11}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/**
 * Detects the document type by its length after normalisation:
 * 11 digits → CPF, 14 alphanumeric characters → CNPJ. Returns null otherwise.
 * Does not validate check digits.
 */
export function detectDocumentType(value: string): DocumentType | null {
  const normalized = normalizeCnpj(value);
  if (normalized.length === 11 && normalized === onlyDigits(value)) return 'CPF';
  if (normalized.length === 14) return 'CNPJ';
  return null;
}

/** Validates a CPF or CNPJ; when no type is given it is detected from the value. */
export function isValidDocument(value: string, type?: DocumentType): boolean {
  const resolved = type ?? detectDocumentType(value);
  if (resolved === 'CPF') return isValidCpf(value);
  if (resolved === 'CNPJ') return isValidCnpj(value);
  return false;
}

/**
 * Formats a stored CPF (11 digits) or CNPJ (12 alphanumeric + 2 digits) for display.
 * Returns the input unchanged when it is neither.
 */
export function formatDocument(value: string): string {
  const normalized = normalizeCnpj(value);
  if (CPF_SHAPE.test(normalized) && normalized === onlyDigits(value)) return maskCpf(normalized);
  if (CNPJ_SHAPE.test(normalized)) return maskCnpj(normalized);
  return value;
}

/** Progressive input mask for the given document type. */
export function maskDocument(value: string, type: DocumentType): string {
  return type === 'CPF' ? maskCpf(value) : maskCnpj(value);
}

/** Mask while typing a CPF or a CNPJ in one field: CPF up to 11 digits, CNPJ beyond that or once a letter appears. */
export function maskCpfOrCnpjInput(value: string): string {
  const clean = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (clean.length <= 11 && !/[A-Z]/.test(clean)) return maskDocument(clean, 'CPF');
  return maskDocument(clean, 'CNPJ');
}
