import { describe, expect, it } from 'vitest';
import { byteLength, takeBytes, utf8Bytes } from './utf8.ts';

describe('UTF-8 lengths and bytes', () => {
  it('switches byte counts exactly at U+0080, U+0800 and U+10000', () => {
    const cases: [string, number[]][] = [
      ['\u007f', [0x7f]],
      ['\u0080', [0xc2, 0x80]],
      ['\u07ff', [0xdf, 0xbf]],
      ['\u0800', [0xe0, 0xa0, 0x80]],
      ['\uffff', [0xef, 0xbf, 0xbf]],
      ['\u{10000}', [0xf0, 0x90, 0x80, 0x80]],
      ['\ud7ff', [0xed, 0x9f, 0xbf]],
      ['\ud800', [0xef, 0xbf, 0xbd]],
      ['\udfff', [0xef, 0xbf, 0xbd]],
      ['\ue000', [0xee, 0x80, 0x80]],
    ];
    for (const [text, bytes] of cases) {
      expect(utf8Bytes(text), text.codePointAt(0)!.toString(16)).toEqual(bytes);
      expect(byteLength(text)).toBe(bytes.length);
    }
    expect(byteLength('Aé€😀')).toBe(1 + 2 + 3 + 4);
  });

  it('takes whole characters only', () => {
    expect(takeBytes('a\uffffb', 1, 3)).toEqual({ value: '\uffff', next: 2 });
    expect(takeBytes('a😀b', 1, 4)).toEqual({ value: '😀', next: 3 });
    expect(takeBytes('a😀b', 1, 5)).toEqual({ value: '😀b', next: 4 });
    expect(takeBytes('a😀b', 1, 3)).toBeNull();
    expect(takeBytes('ab', 0, 3)).toBeNull();
    expect(takeBytes('ab', 2, 0)).toEqual({ value: '', next: 2 });
    expect(takeBytes('ab', 2, 1)).toBeNull();
  });
});
