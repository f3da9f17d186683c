import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, a 12-bit sequence, then random bits. Ids made by
 * this process only grow, so the lines of one ledger document sort by id in the order they were given (the
 * ledger pages by created_at, id) and new rows land at the right end of the id index.
 */
export function uuidv7(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    ms = lastMs;
    sequence += 1;
    if (sequence > 0xfff) {
      ms += 1;
      sequence = 0;
    }
  } else {
    sequence = 0;
  }
  lastMs = ms;
  const bytes = randomFillSync(Buffer.alloc(16));
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
