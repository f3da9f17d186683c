import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  effectivePaymentStatus,
  isPaymentOverdue,
  paymentDueDate,
  storedPaymentStatus,
  WORKSHOP_PAYMENT_DUE_DAYS,
  workshopPaymentAmounts,
  workshopPaymentStatusLabel,
} from './payment.ts';

describe('workshopPaymentAmounts', () => {
  it('pays 100 pieces at R$ 3,50 less 3 defects: 350,00 − 10,50 = 339,50', () => {
    expect(
      workshopPaymentAmounts({ pieces: 100, unitPriceCents: 350, defects: 3, repairPending: 0 }),
    ).toEqual({
      grossCents: 35000,
      defectDiscountCents: 1050,
      repairHoldCents: 0,
      discountCents: 1050,
      finalCents: 33950,
    });
  });

  it('keeps awkward prices exact: R$ 0,33 × 7 is R$ 2,31, and 3 of them R$ 0,99', () => {
    const amounts = workshopPaymentAmounts({ pieces: 7, unitPriceCents: 33, defects: 3, repairPending: 0 });
    expect(amounts.grossCents).toBe(231);
    expect(amounts.discountCents).toBe(99);
    expect(amounts.finalCents).toBe(132);
    // 0.1 + 0.2 style drift cannot happen: 1.000.000 pieces at R$ 0,07.
    expect(
      workshopPaymentAmounts({ pieces: 1_000_000, unitPriceCents: 7, defects: 1, repairPending: 0 })
        .finalCents,
    ).toBe(6_999_993);
  });

  it('holds back the pieces out for repair and pays them once they return', () => {
    const out = workshopPaymentAmounts({ pieces: 10, unitPriceCents: 250, defects: 1, repairPending: 2 });
    expect(out).toMatchObject({
      defectDiscountCents: 250,
      repairHoldCents: 500,
      discountCents: 750,
      finalCents: 1750,
    });
    const back = workshopPaymentAmounts({ pieces: 10, unitPriceCents: 250, defects: 1, repairPending: 0 });
    expect(back.finalCents).toBe(2250);
  });

  it('always gives final = gross − discount, and zero for a free price', () => {
    for (const [pieces, price, defects, repair] of [
      [1, 1, 0, 0],
      [13, 199, 13, 0],
      [37, 1, 5, 7],
      [5, 0, 2, 1],
    ] as const) {
      const a = workshopPaymentAmounts({ pieces, unitPriceCents: price, defects, repairPending: repair });
      expect(a.finalCents).toBe(a.grossCents - a.discountCents);
      expect(a.finalCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses fractions, negatives and more defects than pieces', () => {
    expect(() =>
      workshopPaymentAmounts({ pieces: 1.5, unitPriceCents: 100, defects: 0, repairPending: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      workshopPaymentAmounts({ pieces: 5, unitPriceCents: -1, defects: 0, repairPending: 0 }),
    ).toThrow();
    expect(() =>
      workshopPaymentAmounts({ pieces: 5, unitPriceCents: 10, defects: 4, repairPending: 2 }),
    ).toThrow();
  });
});

describe('payment status', () => {
  it('is com_conserto_pendente while repairs are out, then com_desconto, else aguardando_prazo', () => {
    expect(storedPaymentStatus({ repairPending: 1, defectDiscountCents: 500 })).toBe('com_conserto_pendente');
    expect(storedPaymentStatus({ repairPending: 0, defectDiscountCents: 1 })).toBe('com_desconto');
    expect(storedPaymentStatus({ repairPending: 0, defectDiscountCents: 0 })).toBe('aguardando_prazo');
  });

  it('turns aguardando_prazo into pendente only after the due date', () => {
    expect(effectivePaymentStatus('aguardando_prazo', '2026-03-10', '2026-03-10')).toBe('aguardando_prazo');
    expect(effectivePaymentStatus('aguardando_prazo', '2026-03-10', '2026-03-11')).toBe('pendente');
    expect(effectivePaymentStatus('com_desconto', '2026-03-10', '2026-04-01')).toBe('com_desconto');
    expect(effectivePaymentStatus('pago', '2026-03-10', '2026-04-01')).toBe('pago');
    expect(isPaymentOverdue('com_desconto', '2026-03-10', '2026-03-11')).toBe(true);
    expect(isPaymentOverdue('pago', '2026-03-10', '2026-03-11')).toBe(false);
  });

  it('labels statuses as part2 §4 says, other values as they are, empty as Indefinido', () => {
    expect(workshopPaymentStatusLabel('aguardando_prazo')).toBe('Aguardando Prazo');
    expect(workshopPaymentStatusLabel('com_conserto_pendente')).toBe('Conserto Pendente');
    expect(workshopPaymentStatusLabel('com_desconto')).toBe('Com Desconto');
    expect(workshopPaymentStatusLabel('estornado')).toBe('estornado');
    expect(workshopPaymentStatusLabel('')).toBe('Indefinido');
    expect(workshopPaymentStatusLabel(null)).toBe('Indefinido');
  });
});

describe('due date', () => {
  it('is the completion date plus 15 days, across months and leap years', () => {
    expect(WORKSHOP_PAYMENT_DUE_DAYS).toBe(15);
    expect(paymentDueDate('2026-01-20')).toBe('2026-02-04');
    expect(paymentDueDate('2028-02-20')).toBe('2028-03-06');
    expect(paymentDueDate('2026-12-25')).toBe('2027-01-09');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDaysToDate('01/03/2026', 1)).toThrow(RangeError);
  });
});
