import { formatDateOnly, todayInSaoPaulo } from '../format/dates.ts';
import { formatBRL } from '../format/money.ts';

/** The most installments a plan may have (five years monthly). */
export const MAX_INSTALLMENTS = 60;
/** The furthest an installment may fall after the plan's start. */
export const MAX_INSTALLMENT_DAYS = 3650;

export type Installment = { number: number; dueDate: string; amountCents: number };

export type InstallmentsResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

export const INSTALLMENT_MESSAGES = {
  count: `Informe de 1 a ${MAX_INSTALLMENTS} parcelas`,
  total: 'Total inválido',
  tooSmall: 'O total é pequeno demais para esse número de parcelas',
  terms: 'Informe os prazos em dias, como 30/60/90',
  termsOrder: 'Os prazos devem estar em ordem crescente',
  none: 'Informe ao menos uma parcela',
  amount: 'O valor da parcela deve ser maior que zero',
  date: 'Data de vencimento inválida',
  dateOrder: 'As datas de vencimento devem estar em ordem crescente',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Splits a total into `count` installments to the centavo: equal parts, and what does not divide goes on the first
 * (part4 §1). Every installment is at least one centavo.
 */
export function splitInstallments(totalCents: number, count: number): InstallmentsResult<number[]> {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_INSTALLMENTS) {
    return { ok: false, field: 'count', message: INSTALLMENT_MESSAGES.count };
  }
  if (!Number.isSafeInteger(totalCents) || totalCents <= 0) {
    return { ok: false, field: 'total', message: INSTALLMENT_MESSAGES.total };
  }
  if (totalCents < count) return { ok: false, field: 'count', message: INSTALLMENT_MESSAGES.tooSmall };
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return {
    ok: true,
    value: Array.from({ length: count }, (_, index) => (index === 0 ? base + remainder : base)),
  };
}

/**
 * Payment terms typed as days after the start ('30/60/90', '0/30', '28 56'): whole days from 0 (on the day) to
 * ten years, strictly ascending.
 */
export function parsePaymentTermDays(text: string): InstallmentsResult<number[]> {
  const parts = text.split(/[\s/;,+-]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,4}$/.test(part))) {
    return { ok: false, field: 'terms', message: INSTALLMENT_MESSAGES.terms };
  }
  return checkTermDays(parts.map(Number));
}

function checkTermDays(days: readonly number[]): InstallmentsResult<number[]> {
  if (
    !days.length ||
    days.length > MAX_INSTALLMENTS ||
    days.some((day) => !Number.isSafeInteger(day) || day < 0 || day > MAX_INSTALLMENT_DAYS)
  ) {
    return { ok: false, field: 'terms', message: INSTALLMENT_MESSAGES.terms };
  }
  for (let index = 1; index < days.length; index += 1) {
    if (days[index]! <= days[index - 1]!) {
      return { ok: false, field: 'terms', message: INSTALLMENT_MESSAGES.termsOrder };
    }
  }
  return { ok: true, value: [...days] };
}

/**
 * A plan of installments due `days` after `start` (a 'yyyy-MM-dd' day, or an instant read as its São Paulo day:
 * an order confirmed at 22:30 in São Paulo on the 31st counts from the 31st, not from the UTC 1st), amounts split
 * with the remainder on the first.
 */
export function installmentPlan(
  totalCents: number,
  days: readonly number[],
  start: string | Date,
): InstallmentsResult<Installment[]> {
  const startDay = typeof start === 'string' ? start : todayInSaoPaulo(start);
  if (!isCalendarDate(startDay)) return { ok: false, field: 'start', message: INSTALLMENT_MESSAGES.date };
  const terms = checkTermDays(days);
  if (!terms.ok) return terms;
  const amounts = splitInstallments(totalCents, days.length);
  if (!amounts.ok) return amounts;
  return {
    ok: true,
    value: terms.value.map((day, index) => ({
      number: index + 1,
      dueDate: addDays(startDay, day),
      amountCents: amounts.value[index]!,
    })),
  };
}

export type CustomInstallment = { dueDate: string; amountCents: number };

/**
 * A plan typed by hand: at least one installment, each a positive whole number of centavos on a real date, the
 * dates strictly ascending and not before `notBefore` (when given), and the sum equal to the total to the centavo.
 * Errors name the field ('installments.2.amountCents') for the form.
 */
export function validateInstallmentPlan(
  totalCents: number,
  installments: readonly CustomInstallment[],
  options: { notBefore?: string } = {},
): InstallmentsResult<Installment[]> {
  if (!installments.length) return { ok: false, field: 'installments', message: INSTALLMENT_MESSAGES.none };
  if (installments.length > MAX_INSTALLMENTS) {
    return { ok: false, field: 'installments', message: INSTALLMENT_MESSAGES.count };
  }
  let sum = 0;
  for (const [index, installment] of installments.entries()) {
    const at = `installments.${index}`;
    if (!Number.isSafeInteger(installment.amountCents) || installment.amountCents <= 0) {
      return { ok: false, field: `${at}.amountCents`, message: INSTALLMENT_MESSAGES.amount };
    }
    if (!isCalendarDate(installment.dueDate)) {
      return { ok: false, field: `${at}.dueDate`, message: INSTALLMENT_MESSAGES.date };
    }
    if (options.notBefore && installment.dueDate < options.notBefore) {
      return {
        ok: false,
        field: `${at}.dueDate`,
        message: `O vencimento não pode ser anterior a ${formatDateOnly(options.notBefore)}`,
      };
    }
    if (index > 0 && installment.dueDate <= installments[index - 1]!.dueDate) {
      return { ok: false, field: `${at}.dueDate`, message: INSTALLMENT_MESSAGES.dateOrder };
    }
    sum += installment.amountCents;
  }
  if (!Number.isSafeInteger(sum) || sum !== totalCents) {
    return {
      ok: false,
      field: 'installments',
      message: `A soma das parcelas (${formatBRL(sum)}) difere do total do pedido (${formatBRL(totalCents)})`,
    };
  }
  return {
    ok: true,
    value: installments.map((installment, index) => ({
      number: index + 1,
      dueDate: installment.dueDate,
      amountCents: installment.amountCents,
    })),
  };
}
