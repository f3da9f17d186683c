import {
  type PriceBulkChange,
  type PriceListFilter,
  type PriceSave,
  type PriceSkuList,
  parseBRLToCentavos,
  priceChangePercentSchema,
} from '@alinhavo/domain';
import { moneyFieldText } from '@/lib/field-text';

/** What the product prices dialog holds: the product's price and each SKU's own, as typed ('89,90' or ''). */
export type PriceTexts = { product: string; skus: Record<string, string> };

export const priceText = (cents: number | null) => (cents === null ? '' : moneyFieldText(cents));

/** A field in centavos: null when empty (no price), undefined when it cannot be read. */
export function centsOf(text: string): number | null | undefined {
  if (!text.trim()) return null;
  return parseBRLToCentavos(text) ?? undefined;
}

export function initialPriceTexts(data: PriceSkuList): PriceTexts {
  return {
    product: priceText(data.productPriceCents),
    skus: Object.fromEntries(data.items.map((row) => [row.variantId, priceText(row.overrideCents)])),
  };
}

/** The body of 'Salvar preços': the product's price and every SKU's (empty removes it), or what is wrong. */
export function pricesToSave(
  productId: string,
  data: PriceSkuList,
  texts: PriceTexts,
): { ok: true; body: PriceSave } | { ok: false; message: string } {
  const productCents = centsOf(texts.product);
  if (productCents === undefined) return { ok: false, message: 'Preço inválido' };
  const prices: PriceSave['prices'] = [{ productId, variantId: null, priceCents: productCents }];
  for (const row of data.items) {
    const cents = centsOf(texts.skus[row.variantId] ?? '');
    if (cents === undefined) return { ok: false, message: `Preço inválido no SKU ${row.sku}` };
    prices.push({ productId, variantId: row.variantId, priceCents: cents });
  }
  return { ok: true, body: { prices } };
}

/** The body of a bulk change: the percentage signed by the direction, and the list's search and filter if asked. */
export function bulkChangeBody(input: {
  direction: 'raise' | 'lower';
  percentText: string;
  filtered: boolean;
  q: string;
  filter: PriceListFilter | undefined;
  dryRun: boolean;
}): { ok: true; body: PriceBulkChange } | { ok: false; message: string } {
  const signed = `${input.direction === 'lower' ? '-' : ''}${input.percentText.trim()}`;
  const parsed = priceChangePercentSchema.safeParse(input.percentText.trim() ? signed : '');
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Percentual inválido' };
  return {
    ok: true,
    body: {
      percent: parsed.data,
      ...(input.filtered ? { q: input.q || undefined, filter: input.filter } : {}),
      dryRun: input.dryRun,
    },
  };
}
