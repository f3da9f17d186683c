/** A discount as typed: a percentage in basis points (12,5% = 1250) or an amount in centavos. */
export type Discount = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number };

export type OrderLineInput = {
  /** Whole pieces. */
  quantity: number;
  unitPriceCents: number;
  discount?: Discount | null;
};

export type OrderTotalsInput = {
  lines: readonly OrderLineInput[];
  /** On the whole order, after the line discounts; spread over the lines in proportion to their totals. */
  discount?: Discount | null;
  freightCents?: number | null;
};

export type OrderLineTotals = {
  /** quantity × unit price. */
  subtotalCents: number;
  /** The line's own discount. */
  discountCents: number;
  /** subtotal − line discount. */
  totalCents: number;
  /** This line's share of the order discount. */
  orderDiscountCents: number;
  /** What the line is finally sold for: total − its share of the order discount. */
  netCents: number;
};

export type OrderTotals = {
  lines: OrderLineTotals[];
  pieces: number;
  /** Σ line subtotals. */
  itemsSubtotalCents: number;
  /** Σ line discounts. */
  lineDiscountCents: number;
  /** Σ line totals: the base of the order discount. */
  itemsTotalCents: number;
  orderDiscountCents: number;
  /** Every discount given: lines and order. */
  discountCents: number;
  freightCents: number;
  /** items total − order discount + freight. */
  totalCents: number;
};

export type OrderTotalsResult =
  | { ok: true; value: OrderTotals }
  | { ok: false; field: string; message: string };

/** 100% in basis points. */
export const FULL_PERCENT_BASIS_POINTS = 10_000;
/** The most pieces one line may carry. */
export const MAX_LINE_QUANTITY = 1_000_000;

export const ORDER_TOTAL_MESSAGES = {
  noLines: 'Inclua ao menos um item',
  quantity: 'A quantidade deve ser maior que zero',
  wholePieces: 'Informe a quantidade em peças inteiras',
  quantityTooLarge: 'Quantidade grande demais',
  price: 'O preço não pode ser negativo',
  priceInvalid: 'Preço inválido',
  discountNegative: 'O desconto não pode ser negativo',
  discountInvalid: 'Desconto inválido',
  percentOver: 'O desconto não pode passar de 100%',
  lineDiscountOver: 'O desconto não pode ser maior que o valor do item',
  orderDiscountOver: 'O desconto não pode ser maior que o valor dos itens',
  freight: 'O frete não pode ser negativo',
  freightInvalid: 'Frete inválido',
  tooLarge: 'Valor alto demais',
} as const;

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

type Failure = { ok: false; field: string; message: string };
const fail = (field: string, message: string): Failure => ({ ok: false, field, message });

/** `base` × basis points / 10 000, rounded half-up to the centavo, in integers only. */
export function percentOfCents(baseCents: number, basisPoints: number): number {
  return Number((BigInt(baseCents) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** The discount in centavos on `base`, or why it is refused (`over` names what it would exceed). */
function discountCents(
  base: number,
  discount: Discount | null | undefined,
  field: string,
  over: string,
): number | Failure {
  if (!discount) return 0;
  if (discount.kind === 'percent') {
    const bp = discount.basisPoints;
    if (!Number.isSafeInteger(bp)) return fail(field, ORDER_TOTAL_MESSAGES.discountInvalid);
    if (bp < 0) return fail(field, ORDER_TOTAL_MESSAGES.discountNegative);
    if (bp > FULL_PERCENT_BASIS_POINTS) return fail(field, ORDER_TOTAL_MESSAGES.percentOver);
    return percentOfCents(base, bp);
  }
  const cents = discount.cents;
  if (!Number.isSafeInteger(cents)) return fail(field, ORDER_TOTAL_MESSAGES.discountInvalid);
  if (cents < 0) return fail(field, ORDER_TOTAL_MESSAGES.discountNegative);
  if (cents > base) return fail(field, over);
  return cents;
}

/**
 * Spreads `amount` over the `weights` in proportion, to the centavo, summing exactly: each gets the floor of its
 * share, and the centavos left go one each to the largest fractional parts (the earlier line on a tie).
 */
export function spreadCents(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((value) => value / total);
  let left = BigInt(amount) - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * part4 §1: an order's totals in integer centavos. Each line is quantity × unit price less its discount (% or
 * R$, never more than the line); the order discount (% or R$, never more than the items) is taken from the items'
 * total and spread over the lines; freight is added. Negative quantities, prices, discounts and freight are refused
 * with the field they belong to.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotalsResult {
  if (!input.lines.length) return fail('lines', ORDER_TOTAL_MESSAGES.noLines);
  const lines: Omit<OrderLineTotals, 'orderDiscountCents' | 'netCents'>[] = [];
  let pieces = 0;
  let subtotalSum = 0n;
  let discountSum = 0n;
  for (const [index, line] of input.lines.entries()) {
    const at = `lines.${index}`;
    if (!Number.isFinite(line.quantity) || line.quantity <= 0)
      return fail(`${at}.quantity`, ORDER_TOTAL_MESSAGES.quantity);
    if (!Number.isInteger(line.quantity)) return fail(`${at}.quantity`, ORDER_TOTAL_MESSAGES.wholePieces);
    if (line.quantity > MAX_LINE_QUANTITY)
      return fail(`${at}.quantity`, ORDER_TOTAL_MESSAGES.quantityTooLarge);
    if (!Number.isSafeInteger(line.unitPriceCents))
      return fail(`${at}.unitPriceCents`, ORDER_TOTAL_MESSAGES.priceInvalid);
    if (line.unitPriceCents < 0) return fail(`${at}.unitPriceCents`, ORDER_TOTAL_MESSAGES.price);
    const subtotal = BigInt(line.quantity) * BigInt(line.unitPriceCents);
    subtotalSum += subtotal;
    if (subtotalSum > MAX) return fail(`${at}.unitPriceCents`, ORDER_TOTAL_MESSAGES.tooLarge);
    const discount = discountCents(
      Number(subtotal),
      line.discount,
      `${at}.discount`,
      ORDER_TOTAL_MESSAGES.lineDiscountOver,
    );
    if (typeof discount !== 'number') return discount;
    pieces += line.quantity;
    discountSum += BigInt(discount);
    lines.push({
      subtotalCents: Number(subtotal),
      discountCents: discount,
      totalCents: Number(subtotal) - discount,
    });
  }
  const itemsTotal = Number(subtotalSum - discountSum);
  const orderDiscount = discountCents(
    itemsTotal,
    input.discount,
    'discount',
    ORDER_TOTAL_MESSAGES.orderDiscountOver,
  );
  if (typeof orderDiscount !== 'number') return orderDiscount;
  const freight = input.freightCents ?? 0;
  if (!Number.isSafeInteger(freight)) return fail('freightCents', ORDER_TOTAL_MESSAGES.freightInvalid);
  if (freight < 0) return fail('freightCents', ORDER_TOTAL_MESSAGES.freight);
  const total = BigInt(itemsTotal - orderDiscount) + BigInt(freight);
  if (total > MAX) return fail('freightCents', ORDER_TOTAL_MESSAGES.tooLarge);
  const shares = spreadCents(
    orderDiscount,
    lines.map((line) => line.totalCents),
  );
  return {
    ok: true,
    value: {
      lines: lines.map((line, index) => ({
        ...line,
        orderDiscountCents: shares[index]!,
        netCents: line.totalCents - shares[index]!,
      })),
      pieces,
      itemsSubtotalCents: Number(subtotalSum),
      lineDiscountCents: Number(discountSum),
      itemsTotalCents: itemsTotal,
      orderDiscountCents: orderDiscount,
      discountCents: Number(discountSum) + orderDiscount,
      freightCents: freight,
      totalCents: Number(total),
    },
  };
}

/**
 * The share a discount is of what it was taken from, in basis points rounded up (so 10,001% of a limit of 10%
 * counts as over it): what the company's 'discount limit without permission' is compared with.
 */
export function discountShareBasisPoints(discountCents: number, baseCents: number): number {
  if (baseCents <= 0 || discountCents <= 0) return 0;
  const scaled = BigInt(discountCents) * 10_000n;
  const base = BigInt(baseCents);
  return Number((scaled + base - 1n) / base);
}

const PERCENT_TEXT = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/;

/** A percentage typed in a form ('12,5', '12.50%', '100') as basis points; null when not 0 to 100 with ≤ 2 places. */
export function parsePercentToBasisPoints(text: string): number | null {
  const match = PERCENT_TEXT.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= FULL_PERCENT_BASIS_POINTS ? basisPoints : null;
}
