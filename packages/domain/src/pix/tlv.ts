const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** EMV values are at most 99 bytes: the length is two decimal digits. */
export const TLV_MAX_BYTES = 99;

export function byteLength(value: string): number {
  return encoder.encode(value).length;
}

/** One EMV field: two-digit id, two-digit byte length, value. Null when the value does not fit in 99 bytes. */
export function tlv(id: string, value: string): string | null {
  const length = byteLength(value);
  if (length > TLV_MAX_BYTES) return null;
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

export type TlvField = { id: string; value: string };

/**
 * Splits an EMV text into its fields, in order, reading lengths in bytes. Null when a header is not four digits,
 * a length runs past the end, or a value is not valid UTF-8.
 */
export function parseTlv(text: string): TlvField[] | null {
  const bytes = encoder.encode(text);
  const fields: TlvField[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 4 > bytes.length) return null;
    const header = decoder.decode(bytes.subarray(at, at + 4));
    if (!/^\d{4}$/.test(header)) return null;
    const length = Number(header.slice(2));
    const end = at + 4 + length;
    if (end > bytes.length) return null;
    let value: string;
    try {
      value = decoder.decode(bytes.subarray(at + 4, end));
    } catch {
      return null;
    }
    fields.push({ id: header.slice(0, 2), value });
    at = end;
  }
  return fields;
}
