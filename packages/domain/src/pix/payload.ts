import { centavosToDecimalString } from '../format/money.ts';
import { crc16CcittFalse } from './crc16.ts';
import { normalisePixKey } from './key.ts';
import { normalisePixText } from './text.ts';
import { TLV_MAX_BYTES, tlv } from './tlv.ts';

export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;
/** Field 62's txid when the code names none. */
export const PIX_NO_TXID = '***';
/** Field 54 holds at most 13 characters: '9999999999.99'. */
export const PIX_MAX_AMOUNT_CENTS = 999_999_999_999;

export type PixPayloadInput = {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Omitted or null: the payer types the amount. */
  amountCents?: number | null;
  /** Up to 25 letters and digits; omitted or empty: '***'. */
  txid?: string | null;
  /** Message to the payer (field 26-02); cut to what fits in the field. */
  description?: string | null;
};

export type PixPayloadField = 'key' | 'merchantName' | 'merchantCity' | 'amountCents' | 'txid';
export type PixPayloadResult =
  | { ok: true; payload: string }
  | { ok: false; field: PixPayloadField; message: string };

export const PIX_MESSAGES = {
  merchantName: 'Informe o nome do recebedor do PIX',
  merchantCity: 'Informe a cidade do recebedor do PIX',
  amount: 'Valor do PIX inválido',
  txid: 'Identificador do PIX inválido: use até 25 letras e números',
} as const;

/**
 * A static PIX BR Code ('Pix copia e cola', BCB Manual de Padrões para Iniciação do Pix, Anexo I): EMV fields
 * 00 format '01', 26 merchant account (GUI, key, optional message), 52 '0000', 53 '986', 54 amount, 58 'BR',
 * 59 name, 60 city, 62/05 txid, then 63 the CRC16 of everything before it, '6304' included.
 */
export function buildPixPayload(input: PixPayloadInput): PixPayloadResult {
  const key = normalisePixKey(input.key);
  if (!key.ok) return { ok: false, field: 'key', message: key.message };
  const name = normalisePixText(input.merchantName, PIX_MERCHANT_NAME_MAX);
  if (!name) return { ok: false, field: 'merchantName', message: PIX_MESSAGES.merchantName };
  const city = normalisePixText(input.merchantCity, PIX_MERCHANT_CITY_MAX);
  if (!city) return { ok: false, field: 'merchantCity', message: PIX_MESSAGES.merchantCity };
  const amount = input.amountCents;
  if (
    amount !== undefined &&
    amount !== null &&
    (!Number.isSafeInteger(amount) || amount <= 0 || amount > PIX_MAX_AMOUNT_CENTS)
  ) {
    return { ok: false, field: 'amountCents', message: PIX_MESSAGES.amount };
  }
  const txid = input.txid?.trim() || PIX_NO_TXID;
  if (txid !== PIX_NO_TXID && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    return { ok: false, field: 'txid', message: PIX_MESSAGES.txid };
  }
  const account = merchantAccount(key.key, input.description ?? '');
  const body = [
    tlv('00', '01'),
    account,
    tlv('52', '0000'),
    tlv('53', '986'),
    amount === undefined || amount === null ? '' : tlv('54', centavosToDecimalString(amount)),
    tlv('58', 'BR'),
    tlv('59', name),
    tlv('60', city),
    tlv('62', tlv('05', txid)!),
    '6304',
  ].join('');
  return { ok: true, payload: `${body}${crc16CcittFalse(body)}` };
}

/** Field 26: GUI and key, and the message to the payer cut to the bytes the field has left. */
function merchantAccount(key: string, description: string): string {
  const base = `${tlv('00', PIX_GUI)}${tlv('01', key)}`;
  const room = TLV_MAX_BYTES - base.length - 4;
  const message = room > 0 ? normalisePixText(description, room) : '';
  return tlv('26', message ? `${base}${tlv('02', message)}` : base)!;
}
