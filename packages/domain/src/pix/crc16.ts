import { utf8Bytes } from './utf8.ts';

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over the UTF-8 bytes of `text`, as
 * four upper-case hex digits: the checksum that closes a PIX BR Code (field 63).
 */
export function crc16CcittFalse(text: string | readonly number[]): string {
  const bytes = typeof text === 'string' ? utf8Bytes(text) : text;
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
      crc &= 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
