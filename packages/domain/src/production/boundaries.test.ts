import { describe, expect, it } from 'vitest';
import { colorList, gridSummary, gridTotals, sizeRange } from './orders/grid.ts';
import {
  concludeOrderBlock,
  effectiveOrderStatus,
  isBatchLate,
  isFullyPacked,
  isOrderLate,
} from './orders/order-status.ts';
import {
  addDaysToDate,
  effectivePaymentStatus,
  isPaymentOverdue,
  workshopPaymentStatusLabel,
} from './quality/payment.ts';

/** The edges of the production rules: the day itself, zero pieces, exactly the quantity. */
describe('due dates: the due day itself is not late, the day after is', () => {
  it('orders', () => {
    expect(isOrderLate('2026-03-10', 'em_producao', '2026-03-10')).toBe(false);
    expect(isOrderLate('2026-03-10', 'em_producao', '2026-03-11')).toBe(true);
    expect(isOrderLate('2026-03-10', 'concluida', '2026-03-11')).toBe(false);
    expect(isOrderLate(null, 'em_producao', '2026-03-11')).toBe(false);
  });

  it('batches, until they are packed', () => {
    expect(isBatchLate('2026-03-10', 'enviado', '2026-03-10')).toBe(false);
    expect(isBatchLate('2026-03-10', 'enviado', '2026-03-11')).toBe(true);
    expect(isBatchLate('2026-03-10', 'embalado', '2026-03-11')).toBe(false);
    expect(isBatchLate(null, 'enviado', '2026-03-11')).toBe(false);
  });

  it('workshop payments', () => {
    expect(isPaymentOverdue('pendente', '2026-03-10', '2026-03-10')).toBe(false);
    expect(isPaymentOverdue('pendente', '2026-03-10', '2026-03-11')).toBe(true);
    expect(isPaymentOverdue('pago', '2026-03-10', '2026-03-11')).toBe(false);
    expect(isPaymentOverdue('pendente', null, '2026-03-11')).toBe(false);
    expect(effectivePaymentStatus('aguardando_prazo', '2026-03-10', '2026-03-10')).toBe('aguardando_prazo');
    expect(effectivePaymentStatus('aguardando_prazo', '2026-03-10', '2026-03-11')).toBe('pendente');
    expect(effectivePaymentStatus('com_desconto', '2026-03-10', '2026-03-11')).toBe('com_desconto');
  });

  it('adds whole days across months and refuses a date that is not ISO', () => {
    expect(addDaysToDate('2026-02-20', 15)).toBe('2026-03-07');
    expect(() => addDaysToDate('20/02/2026', 15)).toThrow('Data inválida: 20/02/2026');
    expect(() => addDaysToDate('x2026-02-20', 1)).toThrow(RangeError);
    expect(() => addDaysToDate('2026-02-20x', 1)).toThrow(RangeError);
  });

  it('names a payment status, blank as Indefinido', () => {
    expect(workshopPaymentStatusLabel('pago')).toBe('Pago');
    expect(workshopPaymentStatusLabel('   ')).toBe('Indefinido');
    expect(workshopPaymentStatusLabel(undefined)).toBe('Indefinido');
  });
});

describe('order status', () => {
  it('is packed when every ordered cell has at least its quantity, ignoring cells not ordered', () => {
    expect(isFullyPacked([{ ordered: 5, packed: 5 }])).toBe(true);
    expect(isFullyPacked([{ ordered: 5, packed: 4 }])).toBe(false);
    expect(isFullyPacked([{ ordered: 0, packed: 0 }])).toBe(false);
    expect(isFullyPacked([])).toBe(false);
    expect(
      isFullyPacked([
        { ordered: 5, packed: 6 },
        { ordered: 0, packed: 0 },
      ]),
    ).toBe(true);
  });

  it('derives the status from batches and packing, keeping closed orders', () => {
    const open = { hasBatches: false, fullyPacked: false };
    expect(effectiveOrderStatus({ stored: 'planejada', ...open })).toBe('planejada');
    expect(effectiveOrderStatus({ stored: 'em_producao', ...open })).toBe('em_producao');
    expect(effectiveOrderStatus({ stored: 'planejada', hasBatches: true, fullyPacked: false })).toBe(
      'em_producao',
    );
    expect(effectiveOrderStatus({ stored: 'em_producao', hasBatches: true, fullyPacked: true })).toBe(
      'concluida',
    );
    expect(effectiveOrderStatus({ stored: 'cancelada', hasBatches: true, fullyPacked: true })).toBe(
      'cancelada',
    );
  });

  it('concluding by hand asks for packed batches', () => {
    expect(concludeOrderBlock('concluida', ['embalado'])).toBe('Esta ordem já está concluída.');
    expect(concludeOrderBlock('em_producao', [])).toBe('A ordem ainda não tem lotes.');
    expect(concludeOrderBlock('em_producao', ['embalado', 'aprovado'])).toBe(
      'Todos os lotes precisam estar embalados para concluir a ordem.',
    );
    expect(concludeOrderBlock('em_producao', ['embalado'])).toBeNull();
  });
});

describe('grid summaries', () => {
  it('totals leave out empty and negative cells', () => {
    const totals = gridTotals([
      { colorId: 'a', size: 'P', quantity: 3 },
      { colorId: 'a', size: 'M', quantity: 0 },
      { colorId: 'b', size: 'M', quantity: -2 },
      { colorId: 'b', size: 'P', quantity: Number.NaN },
    ]);
    expect(totals.total).toBe(3);
    expect([...totals.byColor]).toEqual([['a', 3]]);
    expect([...totals.bySize]).toEqual([['P', 3]]);
  });

  it('names sizes and colours briefly', () => {
    expect(sizeRange([])).toBe('');
    expect(sizeRange(['P', 'M', 'G', 'GG'])).toBe('P a GG');
    expect(colorList(['A', 'B', 'C'])).toBe('A, B, C');
    expect(colorList(['A', 'B', 'C', 'D'])).toBe('A, B e mais 2');
    expect(gridSummary(['Preto'], [])).toBe('Preto');
    expect(gridSummary([], ['P', 'M'])).toBe('P, M');
  });
});
