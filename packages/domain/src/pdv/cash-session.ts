import { formatBRL } from '../format/money.ts';

/** part4 §1: how a PDV sale is paid. */
export const PDV_PAYMENT_METHODS = ['dinheiro', 'pix', 'credito', 'debito', 'fiado'] as const;
export type PdvPaymentMethod = (typeof PDV_PAYMENT_METHODS)[number];

export const PDV_PAYMENT_METHOD_LABELS: Record<PdvPaymentMethod, string> = {
  dinheiro: 'Dinheiro',
  pix: 'PIX',
  credito: 'Cartão de crédito',
  debito: 'Cartão de débito',
  fiado: 'Fiado',
};

/** The methods counted when the register closes; 'fiado' is a receivable, not money in hand. */
export const CASH_COUNT_METHODS = [
  'dinheiro',
  'pix',
  'credito',
  'debito',
] as const satisfies readonly PdvPaymentMethod[];
export type CashCountMethod = (typeof CASH_COUNT_METHODS)[number];

/** Card installments the PDV records (no card machine integration). */
export const MAX_CARD_INSTALLMENTS = 12;

export type SessionPayment = { method: PdvPaymentMethod; amountCents: number };

export type CashSessionActivity = {
  openingFloatCents: number;
  /** Cash put into the drawer during the session. */
  suprimentos: readonly number[];
  /** Cash taken out of the drawer during the session. */
  sangrias: readonly number[];
  /** Each sale's payments as tendered, and the change given back in cash. */
  sales: readonly { payments: readonly SessionPayment[]; changeCents: number }[];
  /** Money given back for returns, by method. */
  refunds?: readonly SessionPayment[];
};

/**
 * What each method should hold at closing: for cash, the opening float + suprimentos − sangrias + cash received −
 * change given − cash refunds; for the others, what the sales received by that method less its refunds.
 */
export function expectedByMethod(activity: CashSessionActivity): Record<PdvPaymentMethod, number> {
  const expected = Object.fromEntries(PDV_PAYMENT_METHODS.map((method) => [method, 0])) as Record<
    PdvPaymentMethod,
    number
  >;
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  expected.dinheiro = activity.openingFloatCents + sum(activity.suprimentos) - sum(activity.sangrias);
  for (const sale of activity.sales) {
    for (const payment of sale.payments) expected[payment.method] += payment.amountCents;
    expected.dinheiro -= sale.changeCents;
  }
  for (const refund of activity.refunds ?? []) expected[refund.method] -= refund.amountCents;
  return expected;
}

export type ClosingLine = {
  method: CashCountMethod;
  expectedCents: number;
  countedCents: number;
  /** counted − expected: negative is missing, positive is over. */
  differenceCents: number;
};

export type CashClosing = {
  lines: ClosingLine[];
  expectedCents: number;
  countedCents: number;
  differenceCents: number;
};

/** The closing report: per counted method, expected, counted and the difference; a method not counted is zero. */
export function cashClosing(
  expected: Record<PdvPaymentMethod, number>,
  counted: Partial<Record<CashCountMethod, number>>,
): CashClosing {
  const lines = CASH_COUNT_METHODS.map((method) => {
    const countedCents = counted[method] ?? 0;
    return {
      method,
      expectedCents: expected[method],
      countedCents,
      differenceCents: countedCents - expected[method],
    };
  });
  const total = (pick: (line: ClosingLine) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
  return {
    lines,
    expectedCents: total((line) => line.expectedCents),
    countedCents: total((line) => line.countedCents),
    differenceCents: total((line) => line.differenceCents),
  };
}

export type TenderedPayment = SessionPayment & { installments?: number | null };

export type PaymentSplitOptions = {
  /** A known customer is on the sale ('fiado' needs one). */
  hasCustomer?: boolean;
  /** What the customer may still buy on credit (limit − open receivables); null means no limit. */
  creditAvailableCents?: number | null;
};

export type PaymentSplit = {
  paidCents: number;
  /** 'Troco': what the cash paid beyond the total. */
  changeCents: number;
  byMethod: Partial<Record<PdvPaymentMethod, number>>;
};

export type PaymentSplitResult =
  | { ok: true; value: PaymentSplit }
  | { ok: false; field: string; message: string };

export const PAYMENT_SPLIT_MESSAGES = {
  total: 'Total inválido',
  amount: 'O valor do pagamento deve ser maior que zero',
  installments: `Parcelas do cartão: de 1 a ${MAX_CARD_INSTALLMENTS}`,
  installmentsCreditOnly: 'Só o cartão de crédito é parcelado',
  changeOnlyCash: 'Troco só em dinheiro: os outros meios não podem passar do total',
  fiadoCustomer: 'Fiado exige um cliente identificado',
} as const;

/**
 * A sale's payment split (part4 §1): each payment a positive amount, the sum covering the total, change ('Troco')
 * only from cash (the other methods together never exceed the total), installments only on credit card (1 to 12),
 * and 'fiado' only for a known customer within the credit available.
 */
export function settlePayments(
  totalCents: number,
  payments: readonly TenderedPayment[],
  options: PaymentSplitOptions = {},
): PaymentSplitResult {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    return { ok: false, field: 'total', message: PAYMENT_SPLIT_MESSAGES.total };
  }
  const byMethod: Partial<Record<PdvPaymentMethod, number>> = {};
  let paid = 0;
  for (const [index, payment] of payments.entries()) {
    const at = `payments.${index}`;
    if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents <= 0) {
      return { ok: false, field: `${at}.amountCents`, message: PAYMENT_SPLIT_MESSAGES.amount };
    }
    const installments = payment.installments;
    if (installments !== undefined && installments !== null) {
      if (payment.method !== 'credito') {
        return {
          ok: false,
          field: `${at}.installments`,
          message: PAYMENT_SPLIT_MESSAGES.installmentsCreditOnly,
        };
      }
      if (!Number.isSafeInteger(installments) || installments < 1 || installments > MAX_CARD_INSTALLMENTS) {
        return { ok: false, field: `${at}.installments`, message: PAYMENT_SPLIT_MESSAGES.installments };
      }
    }
    byMethod[payment.method] = (byMethod[payment.method] ?? 0) + payment.amountCents;
    paid += payment.amountCents;
  }
  if (paid < totalCents) {
    return {
      ok: false,
      field: 'payments',
      message: `Faltam ${formatBRL(totalCents - paid)} para completar o pagamento`,
    };
  }
  if (paid - (byMethod.dinheiro ?? 0) > totalCents) {
    return { ok: false, field: 'payments', message: PAYMENT_SPLIT_MESSAGES.changeOnlyCash };
  }
  const fiado = byMethod.fiado ?? 0;
  if (fiado > 0) {
    const fiadoAt = payments.findIndex((payment) => payment.method === 'fiado');
    if (!options.hasCustomer) {
      return {
        ok: false,
        field: `payments.${fiadoAt}.method`,
        message: PAYMENT_SPLIT_MESSAGES.fiadoCustomer,
      };
    }
    const available = options.creditAvailableCents ?? null;
    if (available !== null && fiado > available) {
      return {
        ok: false,
        field: `payments.${fiadoAt}.amountCents`,
        message: `Limite de crédito insuficiente: disponível ${formatBRL(Math.max(0, available))}`,
      };
    }
  }
  return { ok: true, value: { paidCents: paid, changeCents: paid - totalCents, byMethod } };
}

export type CashMovementKind = 'sangria' | 'suprimento';

export const CASH_MOVEMENT_MESSAGES = {
  amount: 'O valor deve ser maior que zero',
  reason: 'Informe o motivo',
  opening: 'O troco inicial não pode ser negativo',
} as const;

/**
 * A 'Sangria' or 'Suprimento' (part4 §1): a positive amount with a reason; a sangria never takes more cash than
 * the drawer should hold.
 */
export function checkCashMovement(input: {
  kind: CashMovementKind;
  amountCents: number;
  reason: string;
  cashInDrawerCents: number;
}): { ok: true } | { ok: false; field: 'amountCents' | 'reason'; message: string } {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    return { ok: false, field: 'amountCents', message: CASH_MOVEMENT_MESSAGES.amount };
  }
  if (!input.reason.trim()) return { ok: false, field: 'reason', message: CASH_MOVEMENT_MESSAGES.reason };
  if (input.kind === 'sangria' && input.amountCents > input.cashInDrawerCents) {
    return {
      ok: false,
      field: 'amountCents',
      message: `A sangria não pode passar do dinheiro em caixa (${formatBRL(Math.max(0, input.cashInDrawerCents))})`,
    };
  }
  return { ok: true };
}

/** The opening float ('Abrir caixa'): zero or more centavos. */
export function checkOpeningFloat(cents: number): { ok: true } | { ok: false; message: string } {
  return Number.isSafeInteger(cents) && cents >= 0
    ? { ok: true }
    : { ok: false, message: CASH_MOVEMENT_MESSAGES.opening };
}
