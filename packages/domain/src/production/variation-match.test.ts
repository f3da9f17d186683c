import { describe, expect, it } from 'vitest';
import {
  matchVariationByColor,
  matchVariationBySize,
  normalizeLabel,
  sizeMatchScore,
} from './variation-match.ts';

const v = (
  id: string,
  name: string,
  extra: { colorId?: string; colorName?: string; size?: string } = {},
) => ({
  id,
  name,
  colorId: extra.colorId ?? null,
  colorName: extra.colorName ?? null,
  size: extra.size ?? null,
});

describe('size matching (part2 §5)', () => {
  it('reads the ways people write a size', () => {
    expect(sizeMatchScore('Tam. GG', 'GG')).toBe(2);
    expect(sizeMatchScore('t m', 'M')).toBe(2);
    expect(sizeMatchScore('tamanho 42', '42')).toBe(2);
    expect(sizeMatchScore('TAMANHO 42', '42')).toBe(2);
    expect(sizeMatchScore('GG', 'gg')).toBe(3);
    expect(sizeMatchScore('Etiqueta composição M', 'M')).toBe(1);
  });

  it('never takes one size for another that contains it', () => {
    expect(sizeMatchScore('Tam. GG', 'G')).toBe(0);
    expect(sizeMatchScore('tamanho 42', '4')).toBe(0);
    expect(sizeMatchScore('Etiqueta PP', 'P')).toBe(0);
    expect(sizeMatchScore('t m', 'T')).toBe(1);
  });

  it('picks the best variation, the size field first', () => {
    const variations = [
      v('a', 'Etiqueta G'),
      v('b', 'Tam. GG'),
      v('c', 'Etiqueta M'),
      v('d', 'Qualquer', { size: 'P' }),
    ];
    expect(matchVariationBySize(variations, 'GG')?.id).toBe('b');
    expect(matchVariationBySize(variations, 'G')?.id).toBe('a');
    expect(matchVariationBySize(variations, 'M')?.id).toBe('c');
    expect(matchVariationBySize(variations, 'P')?.id).toBe('d');
    expect(matchVariationBySize(variations, 'XG')).toBeNull();
  });

  it('normalises accents, case and punctuation', () => {
    expect(normalizeLabel('  Composição  Tam.-GG ')).toBe('composicao tam gg');
  });
});

describe('colour matching (part2 §5)', () => {
  const variations = [
    v('navy', 'Azul Marinho', { colorName: 'Azul Marinho' }),
    v('blue', 'Azul', { colorId: 'c-azul', colorName: 'Azul' }),
    v('white', 'Linha branca'),
  ];

  it('matches by colour id, then by equal name, then by containment either way', () => {
    expect(matchVariationByColor(variations, 'c-azul', 'qualquer')?.id).toBe('blue');
    expect(matchVariationByColor(variations, null, 'azul marinho')?.id).toBe('navy');
    expect(matchVariationByColor(variations, null, 'Branca')?.id).toBe('white');
    expect(matchVariationByColor([v('x', 'Vermelho')], null, 'Vermelho Escuro')?.id).toBe('x');
    expect(matchVariationByColor(variations, null, 'Preto')).toBeNull();
  });
});
