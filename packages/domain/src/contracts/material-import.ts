import { z } from 'zod';
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

/** One line of the file: its number in the file (the header is line 1) and its cells by column title. */
export const importLineSchema = z.object({
  line: z.number({ error: 'Linha inválida' }).int('Linha inválida').min(2, 'Linha inválida'),
  values: z.record(z.string().max(100), z.string().max(2000, 'Valor longo demais'), {
    error: 'Linha inválida',
  }),
});
export type ImportLine = z.infer<typeof importLineSchema>;

export const materialImportSchema = z.object({
  lines: z
    .array(importLineSchema, { error: 'Linhas inválidas' })
    .min(1, 'Nenhuma linha para importar')
    .max(
      MATERIAL_IMPORT_MAX_LINES,
      `No máximo ${MATERIAL_IMPORT_MAX_LINES.toLocaleString('pt-BR')} linhas por importação`,
    ),
});
export type MaterialImport = z.input<typeof materialImportSchema>;

export const importLineErrorSchema = z.object({ line: z.number().int(), messages: z.array(z.string()) });
export type ImportLineError = z.infer<typeof importLineErrorSchema>;
export const materialImportResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(importLineErrorSchema),
});
export type MaterialImportResult = z.infer<typeof materialImportResultSchema>;

/** 'Último custo' and 'ultimo custo' are the same column; so are 'Tecido', 'tecido' and 'TECIDO'. */
export function foldImportText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** The value of the option whose value or label reads as `text`; undefined when none does. */
function matchOption<V extends string>(
  text: string,
  values: readonly V[],
  label: (value: V) => string,
): V | undefined {
  const folded = foldImportText(text);
  return values.find((value) => foldImportText(value) === folded || foldImportText(label(value)) === folded);
}

const COLUMN_BY_FIELD: Record<string, string> = {
  name: 'Nome',
  category: 'Categoria',
  unit: 'Unidade',
  lastCostCents: 'Último custo',
  minimumStock: 'Estoque mínimo',
  status: 'Situação',
  notes: 'Observações',
};

export type MaterialImportCheck =
  | { ok: true; input: z.output<typeof materialInputSchema> }
  | { ok: false; messages: string[] };

/**
 * A line of a materials CSV checked with the create form's own contract: the cells found by their column titles
 * (case and accents aside; other columns are ignored), category, unit and situation by value or label, numbers
 * pt-BR ('1.250,5', 'R$ 32,90'). Each problem is one message naming its column.
 */
export function checkMaterialImportLine(values: Record<string, string>): MaterialImportCheck {
  const cells = new Map(
    Object.entries(values).map(([title, value]) => [foldImportText(title), value.trim()]),
  );
  const cell = (column: string) => cells.get(foldImportText(column)) ?? '';
  const messages: string[] = [];
  const categoryText = cell('Categoria');
  const category = matchOption(categoryText, MATERIAL_CATEGORIES, (c) => MATERIAL_CATEGORY_LABELS[c]);
  if (categoryText && !category)
    messages.push(
      `Categoria: “${categoryText}” não existe (use ${Object.values(MATERIAL_CATEGORY_LABELS).join(', ')})`,
    );
  const unitText = cell('Unidade');
  const unit = matchOption(unitText, MATERIAL_UNITS, (u) => u);
  if (unitText && !unit)
    messages.push(`Unidade: “${unitText}” não existe (use ${MATERIAL_UNITS.join(', ')})`);
  const statusText = cell('Situação');
  const status = matchOption(statusText, MATERIAL_STATUSES, (s) => MATERIAL_STATUS_LABELS[s]);
  if (statusText && !status) messages.push(`Situação: “${statusText}” não existe (use Ativo ou Inativo)`);
  const parsed = materialInputSchema.safeParse({
    name: cell('Nome'),
    category: category ?? (categoryText ? MATERIAL_CATEGORIES[0] : undefined),
    unit: unit ?? (unitText ? MATERIAL_UNITS[0] : undefined),
    lastCostCents: cell('Último custo'),
    minimumStock: cell('Estoque mínimo') || undefined,
    notes: cell('Observações'),
    status: status ?? 'ativo',
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const column = COLUMN_BY_FIELD[String(issue.path[0])];
      messages.push(column ? `${column}: ${issue.message}` : issue.message);
    }
  return messages.length || !parsed.success ? { ok: false, messages } : { ok: true, input: parsed.data };
}

export type CheckedMaterialImport = {
  valid: { line: number; input: z.output<typeof materialInputSchema> }[];
  errors: ImportLineError[];
};

/**
 * Every line checked (checkMaterialImportLine), and a name the file already had on an earlier valid line refused
 * (names are unique per company whatever their case). The preview and the server read the file the same way.
 */
export function checkMaterialImportLines(lines: readonly ImportLine[]): CheckedMaterialImport {
  const result: CheckedMaterialImport = { valid: [], errors: [] };
  const firstLineOfName = new Map<string, number>();
  for (const { line, values } of lines) {
    const check = checkMaterialImportLine(values);
    if (!check.ok) {
      result.errors.push({ line, messages: check.messages });
      continue;
    }
    const key = check.input.name.toLowerCase();
    const first = firstLineOfName.get(key);
    if (first !== undefined) {
      result.errors.push({ line, messages: [`Nome: repetido (já está na linha ${first})`] });
      continue;
    }
    firstLineOfName.set(key, line);
    result.valid.push({ line, input: check.input });
  }
  return result;
}
