import { describe, expect, it } from 'vitest';
import {
  activeLedgerFilters,
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  presetPeriod,
} from './ledger-filters';

const id = '0190f5c4-8f7a-7000-8000-000000000001';

describe('ledger filters in the URL', () => {
  it('reads the pt-BR keys and drops what is malformed', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(`de=2026-03-01&ate=31/03&tipo=saida&itens=materiais&material=${id}&usuario=x`),
    );
    expect(filters).toEqual({
      from: '2026-03-01',
      to: undefined,
      type: 'saida',
      itemKind: 'material',
      materialId: id,
      productId: undefined,
      userId: undefined,
    });
    expect(filtersFromSearch(new URLSearchParams('tipo=roubo&itens=tudo')).type).toBeUndefined();
    expect(hasFilters(filtersFromSearch(new URLSearchParams('')))).toBe(false);
  });

  it('writes them back, clearing the empty ones', () => {
    expect(
      filtersToSearch({ from: '2026-03-01', type: undefined, itemKind: 'product', productId: id }),
    ).toEqual({
      de: '2026-03-01',
      tipo: null,
      itens: 'produtos',
      produto: id,
    });
  });
});

describe('period shortcuts', () => {
  it('computes calendar periods from São Paulo’s today', () => {
    expect(presetPeriod('hoje', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetPeriod('7dias', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetPeriod('mes', '2026-03-18')).toEqual({ from: '2026-03-01', to: '2026-03-18' });
    expect(presetPeriod('mesAnterior', '2026-03-18')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('mesAnterior', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('active ledger filters', () => {
  it('counts the period and the item once each', () => {
    expect(activeLedgerFilters({})).toBe(0);
    expect(activeLedgerFilters({ from: '2026-03-01', to: '2026-03-31' })).toBe(1);
    expect(activeLedgerFilters({ to: '2026-03-31', type: 'saida', materialId: id })).toBe(3);
    expect(activeLedgerFilters({ itemKind: 'product', productId: id, userId: id })).toBe(3);
  });
});
