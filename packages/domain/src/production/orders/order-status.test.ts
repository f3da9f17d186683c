import { describe, expect, it } from 'vitest';
import {
  cancelOrderBlock,
  concludeOrderBlock,
  effectiveOrderStatus,
  isBatchLate,
  isFullyPacked,
  isOrderLate,
  isPastDue,
} from './order-status.ts';

describe('effectiveOrderStatus', () => {
  it('moves a planned order to em_producao once it has a batch', () => {
    expect(effectiveOrderStatus({ stored: 'planejada', hasBatches: false, fullyPacked: false })).toBe(
      'planejada',
    );
    expect(effectiveOrderStatus({ stored: 'planejada', hasBatches: true, fullyPacked: false })).toBe(
      'em_producao',
    );
  });

  it('concludes an open order whose every piece is packed, and never reopens a closed one', () => {
    expect(effectiveOrderStatus({ stored: 'em_producao', hasBatches: true, fullyPacked: true })).toBe(
      'concluida',
    );
    expect(effectiveOrderStatus({ stored: 'cancelada', hasBatches: true, fullyPacked: true })).toBe(
      'cancelada',
    );
    expect(effectiveOrderStatus({ stored: 'concluida', hasBatches: true, fullyPacked: false })).toBe(
      'concluida',
    );
  });
});

describe('isFullyPacked', () => {
  it('needs every ordered cell packed, and at least one ordered cell', () => {
    expect(isFullyPacked([])).toBe(false);
    expect(
      isFullyPacked([
        { ordered: 10, packed: 10 },
        { ordered: 5, packed: 4 },
      ]),
    ).toBe(false);
    expect(
      isFullyPacked([
        { ordered: 10, packed: 11 },
        { ordered: 0, packed: 0 },
      ]),
    ).toBe(true);
  });
});

describe('late flags', () => {
  it('marks an open order late only after its due day, in São Paulo calendar days', () => {
    expect(isOrderLate('2026-03-09', 'em_producao', '2026-03-10')).toBe(true);
    expect(isOrderLate('2026-03-10', 'em_producao', '2026-03-10')).toBe(false);
    expect(isOrderLate('2026-03-09', 'concluida', '2026-03-10')).toBe(false);
    expect(isOrderLate('2026-03-09', 'cancelada', '2026-03-10')).toBe(false);
    expect(isOrderLate(null, 'planejada', '2026-03-10')).toBe(false);
  });

  it('marks a batch late until it is packed', () => {
    expect(isBatchLate('2026-03-01', 'enviado', '2026-03-10')).toBe(true);
    expect(isBatchLate('2026-03-01', 'embalado', '2026-03-10')).toBe(false);
  });

  it('counts any date late only from the day after it (an expected return, a due date)', () => {
    expect(isPastDue('2026-03-09', '2026-03-10')).toBe(true);
    expect(isPastDue('2026-03-10', '2026-03-10')).toBe(false);
    expect(isPastDue('2026-03-11', '2026-03-10')).toBe(false);
    expect(isPastDue('2025-12-31', '2026-01-01')).toBe(true);
    expect(isPastDue(null, '2026-03-10')).toBe(false);
    expect(isPastDue(undefined, '2026-03-10')).toBe(false);
  });
});

describe('cancel and conclude rules', () => {
  it('cancels only open orders whose batches all still wait for cutting', () => {
    expect(cancelOrderBlock('planejada', [])).toBeNull();
    expect(cancelOrderBlock('em_producao', ['aguardando_corte'])).toBeNull();
    expect(cancelOrderBlock('em_producao', ['aguardando_corte', 'cortado'])).toBe(
      'A ordem tem lotes já cortados e não pode ser cancelada.',
    );
    expect(cancelOrderBlock('concluida', [])).toBe('Uma ordem concluída não pode ser cancelada.');
    expect(cancelOrderBlock('cancelada', [])).toBe('Esta ordem já está cancelada.');
  });

  it('concludes by hand only when every batch is packed', () => {
    expect(concludeOrderBlock('em_producao', [])).toBe('A ordem ainda não tem lotes.');
    expect(concludeOrderBlock('em_producao', ['embalado', 'aprovado'])).toBe(
      'Todos os lotes precisam estar embalados para concluir a ordem.',
    );
    expect(concludeOrderBlock('em_producao', ['embalado', 'embalado'])).toBeNull();
    expect(concludeOrderBlock('cancelada', ['embalado'])).toMatch(/cancelada/);
  });
});
