import { describe, expect, it } from 'vitest';
import { SCREEN_KEYWORDS } from './layout/screen-keywords.ts';
import { findScreen, NAV_GROUPS, SCREENS } from './screens.ts';

describe('screen registry', () => {
  it('has unique paths under /app', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p.startsWith('/app/')).toBe(true);
  });

  it('gives the palette keywords of registered screens only, the sidebar ones among them', () => {
    const paths = new Set(SCREENS.map((s) => s.path));
    for (const path of Object.keys(SCREEN_KEYWORDS)) expect(paths.has(path), path).toBe(true);
    expect(SCREEN_KEYWORDS['/app/clientes']).toContain('lojista');
  });

  it('points every parent at a registered screen', () => {
    const paths = new Set(SCREENS.map((s) => s.path));
    for (const s of SCREENS) if (s.parent) expect(paths.has(s.parent)).toBe(true);
  });

  it('puts every screen in a known group', () => {
    for (const s of SCREENS) expect(NAV_GROUPS).toContain(s.group);
  });

  it('opens the hub to every member, in the sidebar, never behind a feature', () => {
    const hub = findScreen('/app/hub')?.screen;
    expect(hub?.title).toBe('Hub');
    expect(hub?.group).toBe('Outros');
    expect(hub?.feature).toBeUndefined();
    expect(hub?.staffOnly).toBeUndefined();
    expect(hub?.nav).toBe(true);
  });

  it('matches detail paths with their params and ignores trailing slashes', () => {
    expect(findScreen('/app/fornecedores/abc')?.params).toEqual({ id: 'abc' });
    expect(findScreen('/app/fornecedores/')?.screen.title).toBe('Fornecedores');
    expect(findScreen('/app/nao-existe')).toBeUndefined();
  });
});
