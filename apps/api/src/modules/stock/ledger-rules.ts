import { Dec, parseDecimal, STOCK_PLACES, toFixedString } from '@alinhavo/domain';

/** numeric(14, 2): the largest balance a row can hold. */
export const MAX_BALANCE = new Dec('999999999999.99');

/**
 * A ledger line's quantity as the service receives it: a signed decimal with at most 2 places, not zero,
 * normalised to '12.50' / '-3.00'; null when it is none of that.
 */
export function normaliseLedgerQuantity(value: string): string | null {
  if (typeof value !== 'string' || value.includes(',')) return null;
  const parsed = parseDecimal(value);
  if (!parsed || parsed.isZero() || parsed.decimalPlaces() > STOCK_PLACES) return null;
  if (parsed.abs().gt(MAX_BALANCE)) return null;
  return toFixedString(parsed, STOCK_PLACES);
}

export type PlannedLine = { key: string; quantity: string };

export type LedgerPlan =
  | {
      ok: true;
      /** The item's balance right after each line, in line order. */
      balances: string[];
      /** Net change per item key, for the one bulk update of the balances. */
      deltas: Map<string, string>;
    }
  | { ok: false; reason: 'insufficient'; line: number; key: string; available: string; needed: string }
  | { ok: false; reason: 'too-large'; line: number; key: string };

/**
 * Applies the lines in order to the current balances (several lines may move the same item) and stops at the
 * first line that would leave a balance below zero or above what the column holds. Pure: the caller has
 * locked the rows the balances came from.
 */
export function planLedger(lines: PlannedLine[], stocks: ReadonlyMap<string, string>): LedgerPlan {
  const running = new Map<string, Dec>();
  const start = new Map<string, Dec>();
  const balances: string[] = [];
  for (const [index, line] of lines.entries()) {
    let current = running.get(line.key);
    if (!current) {
      current = new Dec(stocks.get(line.key) ?? '0');
      start.set(line.key, current);
    }
    const next = current.plus(line.quantity);
    if (next.lt(0)) {
      return {
        ok: false,
        reason: 'insufficient',
        line: index,
        key: line.key,
        available: toFixedString(current, 2),
        needed: toFixedString(new Dec(line.quantity).abs(), 2),
      };
    }
    if (next.gt(MAX_BALANCE)) return { ok: false, reason: 'too-large', line: index, key: line.key };
    running.set(line.key, next);
    balances.push(toFixedString(next, 2));
  }
  const deltas = new Map<string, string>();
  for (const [key, end] of running) deltas.set(key, toFixedString(end.minus(start.get(key)!), 2));
  return { ok: true, balances, deltas };
}

/** The ledger line an adjustment posts: counted minus current (signed), or null when they are equal. */
export function adjustmentQuantity(current: string, counted: string): string | null {
  const difference = new Dec(counted).minus(current);
  return difference.isZero() ? null : toFixedString(difference, 2);
}
