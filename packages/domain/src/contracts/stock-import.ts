import { z } from 'zod';
import { parseDecimal } from '../quantity/decimal.ts';
import { centsSchema } from '../quantity/schemas.ts';
import {
  type CheckedImport,
  checkImportLines,
  foldImportText,
  type ImportLine,
  type ImportLineCheck,
  type ImportLineError,
  importCells,
  importNumberText,
  importRequestSchema,
} from './csv-import.ts';
import { unitDecimals } from './materials.ts';
import { type StockItem, stockQuantitySchema } from './stock.ts';

/** One ledger document takes at most 5,000 lines (the manual entry's limit). */
export const STOCK_IMPORT_MAX_LINES = 5000;

/** The template's columns: a material (and its variation) or a SKU, the quantity and, optionally, the unit cost. */
export const STOCK_IMPORT_COLUMNS = ['Material', 'Variação', 'SKU', 'Quantidade', 'Custo unitário'] as const;

/** The note of the ledger document an opening-stock import posts. */
export const STOCK_IMPORT_NOTE = 'Saldo inicial importado de planilha';

export const stockImportSchema = importRequestSchema(STOCK_IMPORT_MAX_LINES);
export type StockImport = z.input<typeof stockImportSchema>;

/** All or nothing: `documentId` is the ledger document posted, null when a line was refused (or on a dry run). */
export const stockImportResultSchema = z.object({
  imported: z.number().int(),
  documentId: z.string().nullable(),
  errors: z.array(z.object({ line: z.number().int(), messages: z.array(z.string()) })),
});
export type StockImportResult = z.infer<typeof stockImportResultSchema>;

export type StockImportItemRef =
  | { kind: 'material'; material: string; variation: string }
  | { kind: 'product'; code: string };

export type StockImportLine = {
  item: StockImportItemRef;
  /** Positive, 2 decimals ('12.50'); the item's unit may ask for whole numbers (checked once it is known). */
  quantity: string;
  unitCostCents: number | null;
};

const costSchema = centsSchema();

/**
 * A line of an opening-stock CSV: a material by name (and its variation, blank for the material's default one) or a
 * SKU (or the SKU's EAN-13), a quantity above zero in pt-BR ('12,5'), and optionally the unit cost ('R$ 32,90').
 */
export function checkStockImportLine(values: Record<string, string>): ImportLineCheck<StockImportLine> {
  const cell = importCells(values);
  const messages: string[] = [];
  const material = cell('Material');
  const variation = cell(['Variação', 'Variacao']);
  const code = cell(['SKU', 'Código', 'Código de barras', 'EAN']);
  if (!material && !code) messages.push('Item: informe o material ou o SKU');
  if (material && code) messages.push('Item: informe o material ou o SKU, não os dois');
  if (!material && code && variation)
    messages.push('Variação: só vale para materiais; o SKU já diz cor e tamanho');
  const quantityText = importNumberText(cell(['Quantidade', 'Qtd', 'Saldo']));
  const quantity = stockQuantitySchema.safeParse(quantityText);
  if (!quantityText) messages.push('Quantidade: informe a quantidade');
  else if (!quantity.success) messages.push(`Quantidade: ${quantity.error.issues[0]!.message}`);
  const costText = cell(['Custo unitário', 'Custo']);
  const cost = costText ? costSchema.safeParse(costText) : null;
  if (cost && !cost.success) messages.push(`Custo unitário: ${cost.error.issues[0]!.message}`);
  if (messages.length || !quantity.success) return { ok: false, messages };
  return {
    ok: true,
    input: {
      item: material ? { kind: 'material', material, variation } : { kind: 'product', code },
      quantity: quantity.data,
      unitCostCents: cost?.success ? cost.data : null,
    },
  };
}

/** The key an item goes by in the file, case and accents aside. */
function itemKey(item: StockImportItemRef): string {
  return item.kind === 'material'
    ? `m:${foldImportText(item.material)}|${foldImportText(item.variation)}`
    : `p:${item.code.trim().toLowerCase()}`;
}

/** Every line checked; an item an earlier valid line names again is refused (one line per item). */
export function checkStockImportLines(lines: readonly ImportLine[]): CheckedImport<StockImportLine> {
  return checkImportLines(lines, checkStockImportLine, [
    { key: (input) => itemKey(input.item), column: 'Item' },
  ]);
}

/** What the company has under the names and codes of the file. */
export type StockImportCatalogue = {
  materials: {
    name: string;
    unit: string;
    active: boolean;
    variations: { id: string; name: string; isDefault: boolean; active: boolean }[];
  }[];
  variants: { id: string; sku: string; barcode: string; unit: string; active: boolean }[];
};

export type ResolvedStockImport = {
  ready: { line: number; item: StockItem; quantity: string; unitCostCents: number | null }[];
  errors: ImportLineError[];
};

/** 'Azul / P, Azul / M, Preto / P…': a few of the names to choose from. */
function someNames(names: string[]): string {
  return names.length > 5 ? `${names.slice(0, 5).join(', ')}…` : names.join(', ');
}

function resolveItem(
  ref: StockImportItemRef,
  catalogue: StockImportCatalogue,
): { item: StockItem; unit: string } | { message: string } {
  if (ref.kind === 'product') {
    const code = ref.code.trim().toLowerCase();
    const variant = catalogue.variants.find((v) => v.sku.toLowerCase() === code || v.barcode === code);
    if (!variant) return { message: `SKU: “${ref.code}” não está cadastrado` };
    if (!variant.active) return { message: `SKU: “${variant.sku}” está inativo` };
    return { item: { kind: 'product', variantId: variant.id }, unit: variant.unit };
  }
  const material = catalogue.materials.find((m) => foldImportText(m.name) === foldImportText(ref.material));
  if (!material) return { message: `Material: “${ref.material}” não está cadastrado` };
  if (!material.active) return { message: `Material: “${material.name}” está inativo` };
  const active = material.variations.filter((v) => v.active);
  const variation = ref.variation
    ? material.variations.find((v) => foldImportText(v.name) === foldImportText(ref.variation))
    : (active.find((v) => v.isDefault) ?? (active.length === 1 ? active[0] : undefined));
  const names = someNames(active.map((v) => v.name));
  if (!variation && !ref.variation)
    return { message: `Variação: informe qual de ${material.name} (${names})` };
  if (!variation)
    return { message: `Variação: “${ref.variation}” não existe em ${material.name} (use ${names})` };
  if (!variation.active) return { message: `Variação: “${variation.name}” está inativa` };
  return { item: { kind: 'material', variationId: variation.id }, unit: material.unit };
}

/**
 * The checked lines against the company's items: each must exist and be active, its quantity must suit its unit
 * (whole numbers for un, cone, rolo, par: unitDecimals), and two lines must not reach the same item (a blank
 * variation and 'Padrão' are the same one).
 */
export function resolveStockImport(
  valid: CheckedImport<StockImportLine>['valid'],
  catalogue: StockImportCatalogue,
): ResolvedStockImport {
  const result: ResolvedStockImport = { ready: [], errors: [] };
  const firstLineOf = new Map<string, number>();
  for (const { line, input } of valid) {
    const found = resolveItem(input.item, catalogue);
    if ('message' in found) {
      result.errors.push({ line, messages: [found.message] });
      continue;
    }
    const places = unitDecimals(found.unit);
    if (parseDecimal(input.quantity)!.decimalPlaces() > places) {
      result.errors.push({ line, messages: [`Quantidade: em ${found.unit} use números inteiros`] });
      continue;
    }
    const id = found.item.kind === 'material' ? found.item.variationId : found.item.variantId;
    const first = firstLineOf.get(id);
    if (first !== undefined) {
      result.errors.push({ line, messages: [`Item: repetido (já está na linha ${first})`] });
      continue;
    }
    firstLineOf.set(id, line);
    result.ready.push({
      line,
      item: found.item,
      quantity: input.quantity,
      unitCostCents: input.unitCostCents,
    });
  }
  return result;
}
