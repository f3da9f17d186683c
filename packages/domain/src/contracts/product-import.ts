import { z } from 'zod';
import {
  type CheckedImport,
  checkImportLines,
  foldImportText,
  type ImportLine,
  type ImportLineCheck,
  type ImportLineError,
  importCells,
  importIssueMessages,
  importRequestSchema,
  importResultSchema,
} from './csv-import.ts';
import { MAX_PRODUCT_COLORS, productInputSchema } from './products.ts';

/** The longest colour name (the colour form's rule). */
const COLOR_NAME_MAX = 60;

/** Each product line makes a SKU per colour × size: fewer lines than the other imports. */
export const PRODUCT_IMPORT_MAX_LINES = 1000;

/** SKUs one import may create (lines × colours × sizes): past it the file is refused whole. */
export const PRODUCT_IMPORT_MAX_SKUS = 20_000;

export function productImportTooManySkus(count: number): string {
  return `O arquivo cria ${count.toLocaleString('pt-BR')} SKUs; no máximo ${PRODUCT_IMPORT_MAX_SKUS.toLocaleString('pt-BR')} por importação. Divida-o em arquivos menores.`;
}

/** The template's columns ('Referência', 'Nome', 'Grade' and 'Cores' are required). */
export const PRODUCT_IMPORT_COLUMNS = [
  'Referência',
  'Nome',
  'Grade',
  'Cores',
  'Preço de venda',
  'Coleção',
  'Categoria',
  'NCM',
] as const;

export const productImportSchema = importRequestSchema(PRODUCT_IMPORT_MAX_LINES);
export type ProductImport = z.input<typeof productImportSchema>;

/** What the import did, and the colours it created (or, on a dry run, would create) because none had the name. */
export const productImportResultSchema = importResultSchema.extend({ newColors: z.array(z.string()) });
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

const productLineSchema = productInputSchema.pick({
  reference: true,
  name: true,
  salePriceCents: true,
  collection: true,
  category: true,
  ncm: true,
});

const COLUMN_BY_FIELD: Record<string, string> = {
  reference: 'Referência',
  name: 'Nome',
  salePriceCents: 'Preço de venda',
  collection: 'Coleção',
  category: 'Categoria',
  ncm: 'NCM',
};

export type ProductImportLine = z.output<typeof productLineSchema> & {
  /** The grid's name as typed; it must be one of the company's grids. */
  gridName: string;
  /** The colours' names as typed, each once, in the file's order. */
  colorNames: string[];
};

/** 'Preto | Azul marinho', 'Preto; Branco' or 'Preto, Branco' into the names, blanks dropped. */
export function splitImportColors(text: string): string[] {
  return text
    .split(/[;|,]/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * A line of a products CSV: the product form's rules for reference, name, price (pt-BR, 'R$ 89,90'), collection,
 * category and NCM; the grid by name; the colours as names separated by '|', ';' or ','.
 */
export function checkProductImportLine(values: Record<string, string>): ImportLineCheck<ProductImportLine> {
  const cell = importCells(values);
  const parsed = productLineSchema.safeParse({
    reference: cell(['Referência', 'Ref']),
    name: cell(['Nome', 'Produto']),
    salePriceCents: cell(['Preço de venda', 'Preço']),
    collection: cell('Coleção'),
    category: cell('Categoria'),
    ncm: cell('NCM'),
  });
  const messages = parsed.success ? [] : importIssueMessages(parsed.error.issues, COLUMN_BY_FIELD);
  const gridName = cell(['Grade', 'Grade de tamanhos']);
  if (!gridName) messages.push('Grade: informe o nome de uma grade cadastrada');
  const colorNames = uniqueNames(splitImportColors(cell(['Cores', 'Cor'])));
  if (!colorNames.length) messages.push('Cores: informe ao menos uma cor');
  if (colorNames.length > MAX_PRODUCT_COLORS)
    messages.push(`Cores: no máximo ${MAX_PRODUCT_COLORS} cores por produto`);
  for (const name of colorNames)
    if (name.length > COLOR_NAME_MAX)
      messages.push(`Cores: “${name.slice(0, 20)}…” passa de ${COLOR_NAME_MAX} caracteres`);
  if (messages.length || !parsed.success) return { ok: false, messages };
  return { ok: true, input: { ...parsed.data, gridName, colorNames } };
}

/** Names once each, case and accents aside ('Preto' and 'preto' are one colour), first spelling kept. */
function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = foldImportText(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every line checked; a reference an earlier valid line has is refused (references are unique per company). */
export function checkProductImportLines(lines: readonly ImportLine[]): CheckedImport<ProductImportLine> {
  return checkImportLines(lines, checkProductImportLine, [
    { key: (input) => input.reference.toLowerCase(), column: 'Referência' },
  ]);
}

type Named = { id: string; name: string };
type Grid = Named & { sizes: readonly string[] };

export type ResolvedProductImport = {
  ready: { line: number; input: ProductImportLine; gridId: string; colorIds: (string | null)[] }[];
  errors: ImportLineError[];
  /** Colour names no colour of the company has (first spelling in the file), to be created. */
  newColors: string[];
  /** SKUs the ready lines make: colours × the grid's sizes. */
  skuCount: number;
};

/**
 * The checked lines against the company's records: the grid must exist (by name, case and accents aside), the
 * reference must be free; a colour is the company's colour of that name, or a new colour to create (its id null
 * in `colorIds`; the list of them in `newColors`). Decision: colours are created rather than refused, since a
 * collection's spreadsheet names its colours before anyone registers them; the preview lists the new ones so a typo
 * is seen before importing.
 */
export function resolveProductImport(
  valid: CheckedImport<ProductImportLine>['valid'],
  company: { grids: Grid[]; colors: Named[]; takenReferences: ReadonlySet<string> },
): ResolvedProductImport {
  const gridByName = new Map(company.grids.map((g) => [foldImportText(g.name), g]));
  const colorByName = new Map(company.colors.map((c) => [foldImportText(c.name), c.id]));
  const result: ResolvedProductImport = { ready: [], errors: [], newColors: [], skuCount: 0 };
  const newColorKeys = new Set<string>();
  for (const { line, input } of valid) {
    const messages: string[] = [];
    if (company.takenReferences.has(input.reference.toLowerCase()))
      messages.push('Referência: já existe um produto com esta referência');
    const grid = gridByName.get(foldImportText(input.gridName));
    if (!grid) messages.push(`Grade: “${input.gridName}” não está cadastrada`);
    if (messages.length) {
      result.errors.push({ line, messages });
      continue;
    }
    const colorIds = input.colorNames.map((name) => {
      const key = foldImportText(name);
      const id = colorByName.get(key);
      if (id) return id;
      if (!newColorKeys.has(key)) {
        newColorKeys.add(key);
        result.newColors.push(name);
      }
      return null;
    });
    result.skuCount += colorIds.length * grid!.sizes.length;
    result.ready.push({ line, input, gridId: grid!.id, colorIds });
  }
  return result;
}
