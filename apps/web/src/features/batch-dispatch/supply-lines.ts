import {
  Dec,
  type DispatchSupply,
  dispatchQuantityMap,
  dispatchQuantityOf,
  EMPTY_MARKER,
  missingVariationMessages,
  parseDecimal,
  supplyShortages,
} from '@alinhavo/domain';

/** What a supply line shows: OK / Insuficiente (part2), a missing variation, or left out (adjusted to 0). */
export type SupplyLineStatus = 'ok' | 'insufficient' | 'missing' | 'skipped';

/** 'Preto', 'Tamanho P', or the fixed variation's name for a line that serves the whole batch. */
export function supplyWhere(
  supply: Pick<DispatchSupply, 'basis' | 'colorName' | 'size' | 'variation'>,
): string {
  if (supply.basis === 'size') return `Tamanho ${supply.size}`;
  if (supply.basis === 'color') return supply.colorName ?? EMPTY_MARKER;
  return supply.variation?.name ?? 'Lote inteiro';
}

/** The inputs' text as the quantities the check uses; a blank or invalid input keeps the required quantity. */
export function quantitiesFromInputs(inputs: { key: string; quantity: string | number }[] | undefined) {
  return dispatchQuantityMap(
    (inputs ?? []).map(({ key, quantity }) => ({ key, quantity: String(quantity) })),
  );
}

function isZero(value: string): boolean {
  return parseDecimal(value)?.isZero() ?? false;
}

/**
 * Each line's status with the quantities typed now. Lines of one variation (a generic one serving every colour)
 * are summed against its stock, as supplyShortages sums them, so a badge and the red alert never disagree.
 */
export function supplyLineStatuses(
  supplies: DispatchSupply[],
  quantities: Map<string, string>,
): Map<string, SupplyLineStatus> {
  const needed = new Map<string, Dec>();
  for (const supply of supplies) {
    if (!supply.variation) continue;
    const total = needed.get(supply.variation.id) ?? new Dec(0);
    needed.set(supply.variation.id, total.plus(dispatchQuantityOf(supply, quantities)));
  }
  const statuses = new Map<string, SupplyLineStatus>();
  for (const supply of supplies) {
    const quantity = dispatchQuantityOf(supply, quantities);
    if (isZero(quantity)) statuses.set(supply.key, 'skipped');
    else if (!supply.variation) statuses.set(supply.key, 'missing');
    else {
      const short = needed.get(supply.variation.id)!.gt(supply.variation.stock);
      statuses.set(supply.key, short ? 'insufficient' : 'ok');
    }
  }
  return statuses;
}

/** Everything that keeps the send button off: the shortage lines of part2 §5 and missing variations. */
export function dispatchProblems(supplies: DispatchSupply[], quantities: Map<string, string>) {
  return {
    shortages: supplyShortages(supplies, quantities),
    missing: missingVariationMessages(supplies, quantities),
  };
}
