import type { z } from 'zod';
import {
  type CheckedImport,
  checkImportLines,
  type ImportLine,
  type ImportLineCheck,
  importCells,
  importIssueMessages,
  importNumberText,
  importRequestSchema,
  importResultSchema,
  matchImportOption,
} from './csv-import.ts';
import {
  MATERIAL_CATEGORIES,
  MATERIAL_CATEGORY_LABELS,
  MATERIAL_STATUS_LABELS,
  MATERIAL_STATUSES,
  MATERIAL_UNITS,
  materialInputSchema,
} from './materials.ts';

/** Lines one import may send: a spreadsheet of materials, not a data migration. */
export const MATERIAL_IMPORT_MAX_LINES = 2000;

/** The columns of the import template, in its order ('Nome', 'Categoria' and 'Unidade' are required). */
export const MATERIAL_IMPORT_COLUMNS = [
  'Nome',
  'Categoria',
  'Unidade',
  'Último custo',
  'Estoque mínimo',
  'Situação',
  'Observações',
] as const;

export const materialImportSchema = importRequestSchema(MATERIAL_IMPORT_MAX_LINES);
export type MaterialImport = z.input<typeof materialImportSchema>;

export const materialImportResultSchema = importResultSchema;
export type MaterialImportResult = z.infer<typeof materialImportResultSchema>;

const COLUMN_BY_FIELD: Record<string, string> = {
  name: 'Nome',
  category: 'Categoria',
  unit: 'Unidade',
  lastCostCents: 'Último custo',
  minimumStock: 'Estoque mínimo',
  status: 'Situação',
  notes: 'Observações',
};

type MaterialImportInput = z.output<typeof materialInputSchema>;
export type MaterialImportCheck = ImportLineCheck<MaterialImportInput>;

/**
 * A line of a materials CSV checked with the create form's own contract: the cells found by their column titles
 * (case and accents aside; other columns are ignored), category, unit and situation by value or label, numbers
 * pt-BR ('1.250,5', 'R$ 32,90'). Each problem is one message naming its column.
 */
export function checkMaterialImportLine(values: Record<string, string>): MaterialImportCheck {
  const cell = importCells(values);
  const messages: string[] = [];
  const categoryText = cell('Categoria');
  const category = matchImportOption(categoryText, MATERIAL_CATEGORIES, (c) => MATERIAL_CATEGORY_LABELS[c]);
  if (categoryText && !category)
    messages.push(
      `Categoria: “${categoryText}” não existe (use ${Object.values(MATERIAL_CATEGORY_LABELS).join(', ')})`,
    );
  const unitText = cell('Unidade');
  const unit = matchImportOption(unitText, MATERIAL_UNITS, (u) => u);
  if (unitText && !unit)
    messages.push(`Unidade: “${unitText}” não existe (use ${MATERIAL_UNITS.join(', ')})`);
  const statusText = cell('Situação');
  const status = matchImportOption(statusText, MATERIAL_STATUSES, (s) => MATERIAL_STATUS_LABELS[s]);
  if (statusText && !status) messages.push(`Situação: “${statusText}” não existe (use Ativo ou Inativo)`);
  const parsed = materialInputSchema.safeParse({
    name: cell('Nome'),
    category: category ?? (categoryText ? MATERIAL_CATEGORIES[0] : undefined),
    unit: unit ?? (unitText ? MATERIAL_UNITS[0] : undefined),
    lastCostCents: cell('Último custo'),
    minimumStock: importNumberText(cell('Estoque mínimo')) || undefined,
    notes: cell('Observações'),
    status: status ?? 'ativo',
  });
  if (!parsed.success) messages.push(...importIssueMessages(parsed.error.issues, COLUMN_BY_FIELD));
  return messages.length || !parsed.success ? { ok: false, messages } : { ok: true, input: parsed.data };
}

export type CheckedMaterialImport = CheckedImport<MaterialImportInput>;

/**
 * Every line checked (checkMaterialImportLine), and a name the file already had on an earlier valid line refused
 * (names are unique per company whatever their case). The preview and the server read the file the same way.
 */
export function checkMaterialImportLines(lines: readonly ImportLine[]): CheckedMaterialImport {
  return checkImportLines(lines, checkMaterialImportLine, [
    { key: (input) => input.name.toLowerCase(), column: 'Nome' },
  ]);
}
