import { z } from 'zod';

/**
 * What every CSV import shares (materials, suppliers, products, opening stock): the lines as the browser read them,
 * the request and answer shapes, the reading of cells by column title, and the line-by-line checking with the
 * messages of each problem naming its column. Each import adds its own line rule.
 */

/** One line of the file: its number in the file (the header is line 1) and its cells by column title. */
export const importLineSchema = z.object({
  line: z.number({ error: 'Linha inválida' }).int('Linha inválida').min(2, 'Linha inválida'),
  values: z.record(z.string().max(100), z.string().max(2000, 'Valor longo demais'), {
    error: 'Linha inválida',
  }),
});
export type ImportLine = z.infer<typeof importLineSchema>;

/** 'No máximo 2.000 linhas por importação'. */
export function importMaxLinesMessage(maxLines: number): string {
  return `No máximo ${maxLines.toLocaleString('pt-BR')} linhas por importação`;
}

/**
 * The body of an import: its lines, between one and `maxLines`. With `dryRun` the server checks them against the
 * company's records (names taken, grids, items) and answers the errors without saving anything: the preview.
 */
export function importRequestSchema(maxLines: number) {
  return z.object({
    lines: z
      .array(importLineSchema, { error: 'Linhas inválidas' })
      .min(1, 'Nenhuma linha para importar')
      .max(maxLines, importMaxLinesMessage(maxLines)),
    dryRun: z.boolean({ error: 'Valor inválido' }).optional(),
  });
}
export type ImportRequest = z.input<ReturnType<typeof importRequestSchema>>;

export const importLineErrorSchema = z.object({ line: z.number().int(), messages: z.array(z.string()) });
export type ImportLineError = z.infer<typeof importLineErrorSchema>;

/** What an import did: how many lines it saved (0 on a dry run) and the refused lines with their messages. */
export const importResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(importLineErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** 'Último custo' and 'ultimo custo' are the same column; so are 'Tecido', 'tecido' and 'TECIDO'. */
export function foldImportText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/**
 * The cells of a line by column title, case and accents aside, trimmed. A column may go by several titles
 * (['CPF/CNPJ', 'CNPJ/CPF', 'Documento']): the first one the file has wins. Missing columns read as ''.
 */
export function importCells(values: Record<string, string>): (column: string | readonly string[]) => string {
  const cells = new Map(
    Object.entries(values).map(([title, value]) => [foldImportText(title), value.trim()]),
  );
  return (column) => {
    for (const title of typeof column === 'string' ? [column] : column) {
      const value = cells.get(foldImportText(title));
      if (value !== undefined) return value;
    }
    return '';
  };
}

/**
 * A number cell read the pt-BR way: '1.000' and '12.500' are thousands (a spreadsheet formatted with separators
 * saves them so), not one and twelve and a half. Any other text is left to the quantity parser ('1.250,5', '25.5').
 */
export function importNumberText(text: string): string {
  const compact = text.trim();
  return /^[-+]?\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replaceAll('.', '') : compact;
}

/** The value of the option whose value or label reads as `text`; undefined when none does. */
export function matchImportOption<V extends string>(
  text: string,
  values: readonly V[],
  label: (value: V) => string,
): V | undefined {
  const folded = foldImportText(text);
  return values.find((value) => foldImportText(value) === folded || foldImportText(label(value)) === folded);
}

/** A form contract's issues as line messages, each prefixed with its column ('Nome: Nome é obrigatório'). */
export function importIssueMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  columnByField: Record<string, string>,
): string[] {
  return issues.map((issue) => {
    const column = columnByField[String(issue.path[0])];
    return column ? `${column}: ${issue.message}` : issue.message;
  });
}

export type ImportLineCheck<T> = { ok: true; input: T } | { ok: false; messages: string[] };

export type CheckedImport<T> = {
  valid: { line: number; input: T }[];
  errors: ImportLineError[];
};

/** A value that must not repeat within the file: its key (null: nothing to compare) and the message for a repeat. */
export type ImportUniqueKey<T> = {
  key: (input: T) => string | null;
  /** The column of the value, for 'CPF/CNPJ: repetido (já está na linha 3)'. */
  column: string;
};

/**
 * Every line checked with `checkLine`; a line repeating a unique value of an earlier valid line is refused with
 * '{column}: repetido (já está na linha N)'. The preview and the server read a file the same way through this.
 */
export function checkImportLines<T>(
  lines: readonly ImportLine[],
  checkLine: (values: Record<string, string>) => ImportLineCheck<T>,
  unique: readonly ImportUniqueKey<T>[] = [],
): CheckedImport<T> {
  const result: CheckedImport<T> = { valid: [], errors: [] };
  const firstLines = unique.map(() => new Map<string, number>());
  for (const { line, values } of lines) {
    const check = checkLine(values);
    if (!check.ok) {
      result.errors.push({ line, messages: check.messages });
      continue;
    }
    const repeats = unique.flatMap(({ key, column }, index) => {
      const value = key(check.input);
      const first = value === null ? undefined : firstLines[index]!.get(value);
      return first === undefined ? [] : [`${column}: repetido (já está na linha ${first})`];
    });
    if (repeats.length) {
      result.errors.push({ line, messages: repeats });
      continue;
    }
    unique.forEach(({ key }, index) => {
      const value = key(check.input);
      if (value !== null) firstLines[index]!.set(value, line);
    });
    result.valid.push({ line, input: check.input });
  }
  return result;
}

/** Errors of the same file from two readings (the preview's and the server's), one entry per line, in line order. */
export function mergeImportErrors(...lists: readonly ImportLineError[][]): ImportLineError[] {
  const byLine = new Map<number, ImportLineError>();
  for (const list of lists)
    for (const error of list) if (!byLine.has(error.line)) byLine.set(error.line, error);
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}
