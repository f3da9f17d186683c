import { crc16CcittFalse } from './crc16.ts';
import { PIX_GUI } from './payload.ts';
import { parseTlv, type TlvField } from './tlv.ts';

export type DecodedPix = {
  /** The PIX key of a static code; null for a dynamic one. */
  key: string | null;
  /** The location (field 26-25) of a dynamic code, without 'https://'; null for a static one. */
  url: string | null;
  description: string | null;
  /** Null when the code leaves the amount to the payer. */
  amountCents: number | null;
  merchantName: string;
  merchantCity: string;
  /** '***' when the code names none. */
  txid: string | null;
  crc: string;
};

export type DecodePixResult = { ok: true; value: DecodedPix } | { ok: false; message: string };

export const PIX_DECODE_MESSAGES = {
  invalid: 'Código PIX inválido',
  crc: 'Código PIX inválido: o CRC não confere',
} as const;

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * Reads a BR Code back: the TLV tree, the CRC (field 63, last, over everything before its value), the PIX
 * merchant account (any of fields 26 to 51 whose GUI is br.gov.bcb.pix, case-insensitive), currency 986,
 * country BR, name, city, amount and txid.
 */
export function decodePixPayload(text: string): DecodePixResult {
  const payload = text.trim();
  const fields = parseTlv(payload);
  if (!fields?.length) return invalid();
  const crcField = fields.at(-1)!;
  if (fields[0]!.id !== '00' || fields[0]!.value !== '01') return invalid();
  if (crcField.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(crcField.value)) return invalid();
  const crc = crcField.value.toUpperCase();
  if (crc16CcittFalse(payload.slice(0, -4)) !== crc) return { ok: false, message: PIX_DECODE_MESSAGES.crc };

  const top = uniqueFields(fields);
  if (!top) return invalid();
  const account = pixAccount(fields);
  if (!account) return invalid();
  const key = account.get('01') ?? null;
  const url = account.get('25') ?? null;
  if (!key && !url) return invalid();
  if (top.get('53') !== '986' || top.get('58') !== 'BR') return invalid();
  const merchantName = top.get('59');
  const merchantCity = top.get('60');
  if (!merchantName || !merchantCity) return invalid();
  const amountText = top.get('54');
  const amountCents = amountText === undefined ? null : parseAmount(amountText);
  if (amountCents === undefined) return invalid();
  const additional = top.has('62') ? nested(top.get('62')!) : new Map<string, string>();
  if (!additional) return invalid();
  return {
    ok: true,
    value: {
      key,
      url,
      description: account.get('02') ?? null,
      amountCents,
      merchantName,
      merchantCity,
      txid: additional.get('05') ?? null,
      crc,
    },
  };
}

function invalid(): DecodePixResult {
  return { ok: false, message: PIX_DECODE_MESSAGES.invalid };
}

/** The fields by id; null when an id repeats (each field appears once at its level). */
function uniqueFields(fields: TlvField[]): Map<string, string> | null {
  const map = new Map(fields.map((field) => [field.id, field.value]));
  return map.size === fields.length ? map : null;
}

function nested(value: string): Map<string, string> | null {
  const fields = parseTlv(value);
  return fields ? uniqueFields(fields) : null;
}

function pixAccount(fields: TlvField[]): Map<string, string> | null {
  for (const field of fields) {
    const id = Number(field.id);
    if (id < 26 || id > 51) continue;
    const account = nested(field.value);
    if (account?.get('00')?.toLowerCase() === PIX_GUI) return account;
  }
  return null;
}

/** '149.90' → 14990; '5' → 500; '1.5' → 150. Undefined when it is not such a number. */
function parseAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
