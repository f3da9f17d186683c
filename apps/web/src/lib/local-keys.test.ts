import { describe, expect, it } from 'vitest';
import { NAV_KEYS, parseFlags, parseOffsets, parsePaths } from './local-keys.ts';

describe('stored sidebar preferences', () => {
  it('keeps pinned paths per user', () => {
    expect(NAV_KEYS.pinnedPaths('u1')).not.toBe(NAV_KEYS.pinnedPaths('u2'));
  });

  it('reads pinned paths, dropping junk and repeats', () => {
    expect(parsePaths('["/app/a", 3, "x", "/app/b", "/app/a"]')).toEqual(['/app/a', '/app/b']);
    expect(parsePaths('{"a":1}')).toEqual([]);
    expect(parsePaths('not json')).toEqual([]);
    expect(parsePaths(null)).toEqual([]);
  });

  it('reads open flags and scroll offsets, dropping values of the wrong type', () => {
    expect(parseFlags('{"Receitas":false,"Despesas":true,"Facção":"yes"}')).toEqual({
      Receitas: false,
      Despesas: true,
    });
    expect(parseFlags('[true]')).toEqual({});
    expect(parseOffsets('{"sidebar":120,"drawer":-4,"x":"9"}')).toEqual({ sidebar: 120 });
    expect(parseOffsets('')).toEqual({});
  });
});
