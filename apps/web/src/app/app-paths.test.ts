import { describe, expect, it } from 'vitest';
import { APP_PATHS, PUBLIC_PATHS, twinPatterns, twinTarget } from './app-paths.ts';
import { SCREENS } from './screens.ts';

describe('twin paths', () => {
  const twins = twinPatterns([...APP_PATHS, ...SCREENS.map((s) => s.path)]);

  it('has one twin per /app path, including every registered screen', () => {
    for (const twin of ['/fornecedores', '/fornecedores/:id', '/usuarios', '/admin', '/hub', '/dashboard']) {
      expect(twins).toContain(twin);
    }
    for (const screen of SCREENS) expect(twins).toContain(screen.path.slice(4));
    expect(twins).toContain('/central-vendas');
    expect(new Set(twins).size).toBe(twins.length);
  });

  it('never shadows a public path or anything below one', () => {
    expect(
      twinPatterns(['/app/auth', '/app/faccao/painel', '/app/payment/success', '/app/clientes']),
    ).toEqual(['/clientes']);
    for (const twin of twins) expect(PUBLIC_PATHS as readonly string[]).not.toContain(twin);
  });

  it('ignores paths outside /app and /app itself', () => {
    expect(twinPatterns(['/app', '/auth', '/app/hub'])).toEqual(['/hub']);
  });

  it('redirects into /app keeping params, query and fragment', () => {
    expect(twinTarget({ pathname: '/fornecedores/123', search: '?q=linha&page=2', hash: '#contatos' })).toBe(
      '/app/fornecedores/123?q=linha&page=2#contatos',
    );
    expect(twinTarget({ pathname: '/usuarios', search: '', hash: '' })).toBe('/app/usuarios');
    expect(twinTarget({ pathname: '/central-vendas', search: '?tab=x', hash: '' })).toBe(
      '/app/central-vendas?tab=x',
    );
  });
});
