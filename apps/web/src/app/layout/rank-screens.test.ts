import { describe, expect, it } from 'vitest';
import { rankScreens, screenScore } from './rank-screens';

const screens = [
  {
    title: 'Produtos',
    group: 'Recursos',
    keywords: ['produto', 'referência', 'sku', 'grade', 'código de barras', 'ean', 'coleção', 'estoque'],
  },
  { title: 'Fornecedores', group: 'Recursos', keywords: ['fornecedor'] },
  { title: 'Movimentações de estoque', group: 'Produção', keywords: ['entrada', 'saída', 'ajuste'] },
  { title: 'Controle de qualidade', group: 'Produção', keywords: ['revisão', 'defeito'] },
];
const titles = (search: string) => rankScreens(screens, search).map((s) => s.title);

describe('command palette ranking', () => {
  it('puts the screen whose title starts with the search first, above a scattered match', () => {
    expect(titles('forn')).toEqual(['Fornecedores']);
  });

  it('ranks a title match above a keyword match, ignoring case and accents', () => {
    expect(titles('ESTOQUE')).toEqual(['Movimentações de estoque', 'Produtos']);
    expect(titles('movimentacoes')).toEqual(['Movimentações de estoque']);
  });

  it('finds a screen by its keywords and by the initials of its title', () => {
    expect(titles('revisao')).toEqual(['Controle de qualidade']);
    expect(titles('cqual')).toEqual(['Controle de qualidade']);
  });

  it('keeps the menu order for an empty search and excludes what does not match', () => {
    expect(titles('  ')).toEqual(screens.map((s) => s.title));
    expect(titles('xyzw')).toEqual([]);
    expect(screenScore(screens[0]!, 'xyzw')).toBe(0);
  });
});
