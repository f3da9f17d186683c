/** Bytes a code point takes in UTF-8 (a lone surrogate is written as U+FFFD: 3 bytes, like any other below U+10000). */
function codePointBytes(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** UTF-8 length of a text: EMV lengths count bytes. */
export function byteLength(value: string): number {
  let length = 0;
  for (const char of value) length += codePointBytes(char.codePointAt(0)!);
  return length;
}

/** The UTF-8 bytes of a text (the domain runs in the browser and on the server, without TextEncoder types). */
export function utf8Bytes(value: string): number[] {
  const bytes: number[] = [];
  for (const char of value) {
    let cp = char.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else
      bytes.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 0x3f),
        0x80 | ((cp >> 6) & 0x3f),
        0x80 | (cp & 0x3f),
      );
  }
  return bytes;
}

/**
 * Takes `length` UTF-8 bytes from `text` starting at character index `from`: the value and the index after it, or
 * null when the text is shorter or a character would be cut in half.
 */
export function takeBytes(
  text: string,
  from: number,
  length: number,
): { value: string; next: number } | null {
  let bytes = 0;
  let at = from;
  while (bytes < length) {
    if (at >= text.length) return null;
    const cp = text.codePointAt(at)!;
    bytes += codePointBytes(cp);
    at += cp > 0xffff ? 2 : 1;
  }
  return bytes === length ? { value: text.slice(from, at), next: at } : null;
}
