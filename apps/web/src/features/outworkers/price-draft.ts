import { type OutworkerProductPrice, outworkerPriceValueSchema } from '@alinhavo/domain';

/** What the person typed in the price table, by product id; a product not in it keeps its saved price. */
export type PriceDraft = Record<string, string>;

export type PriceChange = { productId: string; priceCents: number | null };

/**
 * The changes to send for a draft: only products whose typed price differs from the saved one (blank clears),
 * or, when any typed text is not a price, the message for each such product and no changes.
 */
export function priceChanges(
  items: readonly OutworkerProductPrice[],
  draft: PriceDraft,
): { changes: PriceChange[]; errors: Record<string, string> } {
  const changes: PriceChange[] = [];
  const errors: Record<string, string> = {};
  for (const item of items) {
    const text = draft[item.productId];
    if (text === undefined) continue;
    const parsed = outworkerPriceValueSchema.safeParse(text);
    if (!parsed.success) {
      errors[item.productId] = parsed.error.issues[0]?.message ?? 'Valor inválido';
      continue;
    }
    if (parsed.data !== item.priceCents) changes.push({ productId: item.productId, priceCents: parsed.data });
  }
  return Object.keys(errors).length > 0 ? { changes: [], errors } : { changes, errors };
}

/** Products whose reference or name contains the text (case and accents ignored). */
export function filterProducts<T extends { reference: string; name: string }>(
  items: readonly T[],
  text: string,
): T[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(text.trim());
  if (!needle) return [...items];
  return items.filter((item) => fold(`${item.reference} ${item.name}`).includes(needle));
}
