import { byteLength, takeBytes } from './utf8.ts';

export { byteLength } from './utf8.ts';

/** EMV values are at most 99 bytes: the length is two decimal digits. */
export const TLV_MAX_BYTES = 99;

/** One EMV field: two-digit id, two-digit byte length, value. Null when the value does not fit in 99 bytes. */
export function tlv(id: string, value: string): string | null {
  const length = byteLength(value);
  if (length > TLV_MAX_BYTES) return null;
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

export type TlvField = { id: string; value: string };

/**
 * Splits an EMV text into its fields, in order, reading lengths in bytes. Null when a header is not four digits,
 * a length runs past the end, or it would cut a character in half.
 */
export function parseTlv(text: string): TlvField[] | null {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const header = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const taken = takeBytes(text, at + 4, Number(header.slice(2)));
    if (!taken) return null;
    fields.push({ id: header.slice(0, 2), value: taken.value });
    at = taken.next;
  }
  return fields;
}
