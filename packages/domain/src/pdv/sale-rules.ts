import { discountShareBasisPoints, spreadCents } from '../sales/order-totals.ts';

/**
 * part4 §1 F6: a discount (lines and order together) above the company's limit, as a share of the items before
 * any discount, needs the discount permission. `limitBasisPoints` null: no limit.
 */
export function discountOverLimit(
  discountCents: number,
  itemsSubtotalCents: number,
  limitBasisPoints: number | null,
): boolean {
  if (limitBasisPoints === null) return false;
  return discountShareBasisPoints(discountCents, itemsSubtotalCents) > limitBasisPoints;
}

export type SoldLine = {
  quantity: number;
  /** The line's total after its own discount. */
  totalCents: number;
  returnedQuantity: number;
};

/**
 * What each sold line finally came to: its total less its share of the order discount, spread as the sale spread
 * it (in proportion to the line totals, to the centavo).
 */
export function soldLineNets(lines: readonly SoldLine[], orderDiscountCents: number): number[] {
  const shares = spreadCents(
    orderDiscountCents,
    lines.map((line) => line.totalCents),
  );
  return lines.map((line, index) => line.totalCents - shares[index]!);
}

/**
 * The refund for `quantity` pieces of a sold line coming back: the pieces' part of what the line came to. The
 * last pieces of a line take what is left, so returning a line in several goes refunds exactly its net.
 */
export function returnRefundCents(line: SoldLine, netCents: number, quantity: number): number {
  const left = line.quantity - line.returnedQuantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) return 0;
  const alreadyRefunded = Math.floor((netCents * line.returnedQuantity) / line.quantity);
  const upTo = Math.floor((netCents * (line.returnedQuantity + quantity)) / line.quantity);
  return upTo - alreadyRefunded;
}
