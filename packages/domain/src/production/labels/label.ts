import { isValidEan13 } from '../../barcode/ean13.ts';
import { formatBRL } from '../../format/money.ts';

/** What a product label shows (part3 §4 packaging): SKU, product, size, colour, barcode and, optionally, price. */
export type ProductLabel = {
  sku: string;
  reference: string;
  productName: string;
  size: string;
  colorName: string | null;
  /** EAN-13 when valid; anything else is printed as Code 128. */
  barcode: string;
  priceCents: number | null;
};

/** How a label's barcode is encoded: EAN-13 for valid 13-digit codes, Code 128 for anything else. */
export function labelSymbology(barcode: string): 'ean13' | 'code128' {
  return isValidEan13(barcode) ? 'ean13' : 'code128';
}

/** The text lines of a label, the same in the PDF and the ZPL. */
export function labelLines(label: ProductLabel, options: { showPrice: boolean }) {
  const variant = [label.colorName ? `Cor: ${label.colorName}` : null, `Tam: ${label.size}`]
    .filter(Boolean)
    .join('  ');
  return {
    title: `${label.reference} ${label.productName}`.trim(),
    variant,
    sku: label.sku,
    // Intl puts a no-break space after R$; thermal fonts may lack it.
    price:
      options.showPrice && label.priceCents !== null
        ? formatBRL(label.priceCents).replace(/\u00a0/g, ' ')
        : null,
  };
}

/** Cuts text to `max` characters, ending in '...' when cut. */
export function truncateText(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(1, max - 3))
    .join('')
    .trimEnd()}...`;
}
