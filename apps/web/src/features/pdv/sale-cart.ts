import {
  type Discount,
  type OrderTotals,
  orderTotals,
  type PdvCatalogueItem,
  parseScanInput,
} from '@alinhavo/domain';

/** The till's catalogue looked up by code: barcode and SKU code (upper case) → SKU; reference → its SKUs. */
export type CatalogueIndex = {
  byCode: Map<string, PdvCatalogueItem>;
  byRef: Map<string, PdvCatalogueItem[]>;
  byId: Map<string, PdvCatalogueItem>;
};

export function indexCatalogue(items: readonly PdvCatalogueItem[]): CatalogueIndex {
  const byCode = new Map<string, PdvCatalogueItem>();
  const byRef = new Map<string, PdvCatalogueItem[]>();
  const byId = new Map<string, PdvCatalogueItem>();
  for (const item of items) {
    byId.set(item.id, item);
    byCode.set(item.ean, item);
    byCode.set(item.sku.toUpperCase(), item);
    const ref = item.ref.toUpperCase();
    const list = byRef.get(ref);
    if (list) list.push(item);
    else byRef.set(ref, [item]);
  }
  return { byCode, byRef, byId };
}

export type CartLine = {
  /** The line's own key in the page (a SKU may be on two lines, one of them with a discount). */
  key: string;
  variantId: string;
  quantity: number;
  discount: Discount | null;
};

export type ScanOutcome =
  | { kind: 'item'; item: PdvCatalogueItem; quantity: number }
  | { kind: 'grid'; items: PdvCatalogueItem[]; quantity: number; ref: string }
  | { kind: 'error'; message: string };

/**
 * What the scan field's text means (part4 §1): '3*code' sets the quantity; an EAN-13 or SKU code is one SKU; a
 * product reference opens its colour × size grid. Looked up in the page's catalogue only, so a line paints at once.
 */
export function resolveScan(index: CatalogueIndex, text: string): ScanOutcome {
  const parsed = parseScanInput(text);
  if (!parsed.ok) return { kind: 'error', message: parsed.message };
  const { code, quantity } = parsed.value;
  const item = index.byCode.get(code.toUpperCase());
  if (item) {
    if (item.price === null)
      return { kind: 'error', message: `${item.sku}: produto sem preço na tabela do caixa` };
    return { kind: 'item', item, quantity };
  }
  const items = index.byRef.get(code.toUpperCase());
  if (items?.length) return { kind: 'grid', items, quantity, ref: items[0]!.ref };
  return { kind: 'error', message: `Código não encontrado: ${code}` };
}

/** Adds pieces of a SKU: onto its line when it is already on the sale (without a line discount), else a new line. */
export function addToCart(lines: readonly CartLine[], variantId: string, quantity: number): CartLine[] {
  const at = lines.findIndex((line) => line.variantId === variantId && !line.discount);
  if (at < 0) return [...lines, { key: crypto.randomUUID(), variantId, quantity, discount: null }];
  return lines.map((line, index) => (index === at ? { ...line, quantity: line.quantity + quantity } : line));
}

/** Pieces of each SKU on the sale, to compare with the stock the catalogue shows. */
export function piecesBySku(lines: readonly CartLine[]): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(line.variantId, (pieces.get(line.variantId) ?? 0) + line.quantity);
  return pieces;
}

/** The sale's totals with the catalogue's prices (the server prices it again when it stores the sale). */
export function cartTotals(
  index: CatalogueIndex,
  lines: readonly CartLine[],
  discount: Discount | null,
): OrderTotals | null {
  if (!lines.length) return null;
  const result = orderTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unitPriceCents: index.byId.get(line.variantId)?.price ?? 0,
      discount: line.discount,
    })),
    discount,
  });
  return result.ok ? result.value : null;
}

/** Text for the SKU: 'Camiseta Azul M'. */
export function skuLabel(item: PdvCatalogueItem): string {
  return [item.name, item.colour, item.size].filter(Boolean).join(' ');
}
