import { Circle } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { Screen } from '../screens.ts';
import { buildNav, formatBadgeCount, navScreens, togglePin } from './nav-model.ts';

function screen(path: string, extra: Partial<Screen> = {}): Screen {
  return {
    path,
    title: path,
    group: 'Financeiro',
    icon: Circle,
    nav: true,
    load: async () => ({ Component: () => null }),
    ...extra,
  };
}

const registry: Screen[] = [
  screen('/app/faccao-pagamentos', { subgroup: 'Facção' }),
  screen('/app/central-financeira'),
  screen('/app/contas-receber', { subgroup: 'Receitas', feature: 'accounts-receivable' }),
  screen('/app/compras', { subgroup: 'Despesas', feature: 'purchases' }),
  screen('/app/despesas/gerais', { subgroup: 'Despesas' }),
  screen('/app/fornecedores', { group: 'Recursos' }),
  screen('/app/fornecedores/:id', { group: 'Recursos', nav: false }),
  screen('/app/relatorios', { group: 'Relatórios', feature: 'reports' }),
];

const everything = () => true;

describe('buildNav', () => {
  it('orders groups as the sidebar does and subgroups as Receitas, Despesas, Facção', () => {
    const { sections } = buildNav(registry, everything, []);
    expect(sections.map((s) => s.group)).toEqual(['Recursos', 'Financeiro', 'Relatórios']);
    const finance = sections.find((s) => s.group === 'Financeiro')!;
    expect(finance.screens.map((s) => s.path)).toEqual(['/app/central-financeira']);
    expect(finance.subgroups.map((s) => [s.subgroup, s.screens.map((x) => x.path)])).toEqual([
      ['Receitas', ['/app/contas-receber']],
      ['Despesas', ['/app/compras', '/app/despesas/gerais']],
      ['Facção', ['/app/faccao-pagamentos']],
    ]);
  });

  it('leaves out detail screens, screens the member may not open, and subgroups left empty', () => {
    const mayOpen = (s: Screen) => s.feature !== 'accounts-receivable' && s.feature !== 'reports';
    const model = buildNav(registry, mayOpen, []);
    const finance = model.sections.find((s) => s.group === 'Financeiro')!;
    expect(finance.subgroups.map((s) => s.subgroup)).toEqual(['Despesas', 'Facção']);
    expect(model.sections.map((s) => s.group)).not.toContain('Relatórios');
    expect(navScreens(model).map((s) => s.path)).not.toContain('/app/fornecedores/:id');
  });

  it('keeps a group that only holds subgroups', () => {
    const onlySub = [screen('/app/contas-receber', { subgroup: 'Receitas' })];
    const { sections } = buildNav(onlySub, everything, []);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.screens).toEqual([]);
    expect(sections[0]!.subgroups[0]!.subgroup).toBe('Receitas');
  });

  it('lists favourites in pin order and hides pins that can no longer be opened or no longer exist', () => {
    const mayOpen = (s: Screen) => s.feature !== 'reports';
    const pins = ['/app/relatorios', '/app/compras', '/app/sumiu', '/app/fornecedores'];
    const { favorites } = buildNav(registry, mayOpen, pins);
    expect(favorites.map((s) => s.path)).toEqual(['/app/compras', '/app/fornecedores']);
  });

  it('lists every section screen once, in sidebar order', () => {
    const model = buildNav(registry, everything, ['/app/compras']);
    expect(navScreens(model).map((s) => s.path)).toEqual([
      '/app/fornecedores',
      '/app/central-financeira',
      '/app/contas-receber',
      '/app/compras',
      '/app/despesas/gerais',
      '/app/faccao-pagamentos',
      '/app/relatorios',
    ]);
  });
});

describe('formatBadgeCount', () => {
  it('shows nothing for no unread items and caps the count at 99+', () => {
    expect(formatBadgeCount(undefined)).toBeNull();
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(4321)).toBe('99+');
  });
});

describe('togglePin', () => {
  it('pins at the end and unpins in place', () => {
    expect(togglePin(['/a'], '/b')).toEqual(['/a', '/b']);
    expect(togglePin(['/a', '/b', '/c'], '/b')).toEqual(['/a', '/c']);
  });
});
