import {
  installmentPlan,
  type PaymentTerms,
  todayInSaoPaulo,
  validateInstallmentPlan,
} from '@alinhavo/domain';
import { invalid } from '../../platform/http/errors.ts';

/** A plan of dates and amounts typed by hand must add up to the order's total to the centavo. */
export function checkPaymentTerms(terms: PaymentTerms, totalCents: number): void {
  if (terms.kind !== 'personalizado') return;
  const checked = validateInstallmentPlan(totalCents, terms.installments);
  if (!checked.ok) throw invalid({ [`paymentTerms.${checked.field}`]: checked.message }, checked.message);
}

/**
 * The installments the terms give for the total: à vista is one on `start` (a 'yyyy-MM-dd' day), 30/60/90 count
 * from it with the remainder on the first (domain installmentPlan), a typed plan is as typed. None for a zero total.
 */
export function termsPlan(terms: PaymentTerms, totalCents: number, start = todayInSaoPaulo()) {
  if (totalCents <= 0) return [];
  if (terms.kind === 'personalizado') {
    return terms.installments.map((i, index) => ({
      number: index + 1,
      dueDate: i.dueDate,
      amountCents: i.amountCents,
    }));
  }
  const plan = installmentPlan(totalCents, terms.kind === 'avista' ? [0] : terms.days, start);
  return plan.ok ? plan.value : [];
}
