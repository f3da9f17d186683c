import { isValidEan13 } from '../barcode/ean13.ts';
import { SKU_MAX_LENGTH } from '../barcode/sku.ts';

/** The most pieces one scan may add. */
export const MAX_SCAN_QUANTITY = 999;

export type ScanInput = {
  quantity: number;
  /** The code as typed or scanned, trimmed: an EAN-13, a SKU code or a product reference. */
  code: string;
  /** The code when it is a valid EAN-13 (13 digits with a good check digit), else null. */
  barcode: string | null;
};

export type ScanInputResult = { ok: true; value: ScanInput } | { ok: false; message: string };

export const SCAN_MESSAGES = {
  empty: 'Informe um código',
  quantity: `A quantidade deve ser de 1 a ${MAX_SCAN_QUANTITY}`,
  wholePieces: 'Informe a quantidade em peças inteiras',
  noCode: 'Informe o código depois do *',
  tooLong: 'Código grande demais',
  badCode: 'Código inválido',
  badBarcode: 'Código de barras inválido',
} as const;

/**
 * part4 §1, PDV scan field: '3*7891234567895' (three pieces of that barcode), '2*REF-01', or a plain code (one
 * piece). 13 digits must be a valid EAN-13: a misread barcode is refused rather than looked up as a SKU.
 */
export function parseScanInput(text: string): ScanInputResult {
  const input = text.trim();
  if (!input) return { ok: false, message: SCAN_MESSAGES.empty };
  let quantity = 1;
  let code = input;
  const star = input.indexOf('*');
  if (star >= 0) {
    const quantityText = input.slice(0, star).trim();
    code = input.slice(star + 1).trim();
    if (/^\d+[.,]\d*$/.test(quantityText)) return { ok: false, message: SCAN_MESSAGES.wholePieces };
    if (!/^\d{1,3}$/.test(quantityText) || Number(quantityText) < 1) {
      return { ok: false, message: SCAN_MESSAGES.quantity };
    }
    quantity = Number(quantityText);
    if (!code) return { ok: false, message: SCAN_MESSAGES.noCode };
    if (code.includes('*')) return { ok: false, message: SCAN_MESSAGES.badCode };
  }
  if (code.length > SKU_MAX_LENGTH) return { ok: false, message: SCAN_MESSAGES.tooLong };
  if (/^\d{13}$/.test(code)) {
    if (!isValidEan13(code)) return { ok: false, message: SCAN_MESSAGES.badBarcode };
    return { ok: true, value: { quantity, code, barcode: code } };
  }
  return { ok: true, value: { quantity, code, barcode: null } };
}
