import { isValidPixKey, normalizePixKey, type PixKeyType } from '../br/pix-key.ts';

/** Field 26 holds '0014br.gov.bcb.pix' (18 bytes) and '01LL' before the key, in at most 99 bytes. */
export const PIX_KEY_MAX_BYTES = 77;

export const PIX_KEY_INVALID = 'Chave PIX inválida';

export type NormalisedPixKey = { ok: true; key: string; kind: PixKeyType } | { ok: false; message: string };

/**
 * A PIX key typed any common way, its type guessed from its shape, as the BR Code carries it (the rules of each
 * type are br/pix-key's). A phone must be typed with its '+55': eleven bare digits are a CPF.
 */
export function normalisePixKey(raw: string): NormalisedPixKey {
  const value = raw.trim();
  if (!value) return { ok: false, message: 'Informe a chave PIX' };
  const kind = guessKind(value);
  if (!kind || !isValidPixKey(value, kind)) return { ok: false, message: PIX_KEY_INVALID };
  return { ok: true, key: normalizePixKey(value, kind), kind };
}

/** Only characters a key of that type is written with: a stray letter or sign is not dropped silently. */
function guessKind(value: string): PixKeyType | null {
  if (value.includes('@')) return 'email';
  if (value.startsWith('+')) return /[^\d\s()-]/.test(value.slice(1)) ? null : 'phone';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return 'evp';
  if (!/[^\d.\-\s]/.test(value) && value.replace(/\D/g, '').length === 11) return 'cpf';
  if (!/[^\dA-Za-z./\-\s]/.test(value)) return 'cnpj';
  return null;
}
