import Papa from 'papaparse';

/** The largest CSV a person may pick for an import. */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;

/** A data line of the file: its number in the file (the header is line 1) and its cells by column title. */
export type CsvLine = { line: number; values: Record<string, string> };
export type CsvRead = { ok: true; lines: CsvLine[] } | { ok: false; message: string };

/** Why a picked file cannot be imported (not a .csv, too big, empty), or null when it can be read. */
export function csvFileProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return 'Escolha um arquivo .csv.';
  if (file.size > CSV_MAX_BYTES) return 'O arquivo passa de 2 MB. Divida-o em arquivos menores.';
  if (file.size === 0) return 'O arquivo está vazio.';
  return null;
}

/**
 * The lines of a CSV with a header row, separated by ';' (Excel pt-BR) or ','; blank lines are skipped but keep
 * their place in the numbering, so a line number points at the same line in the person's spreadsheet.
 */
export function parseCsvText(text: string): CsvRead {
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, unknown>>(body, {
    header: true,
    delimiter: separatorOf(body),
    transformHeader: (title) => title.trim(),
  });
  const titles = (parsed.meta.fields ?? []).filter(Boolean);
  if (!titles.length) return { ok: false, message: 'O arquivo não tem a linha de títulos das colunas.' };
  const lines: CsvLine[] = [];
  parsed.data.forEach((row, index) => {
    const values = Object.fromEntries(
      titles.map((title) => [title, typeof row[title] === 'string' ? (row[title] as string) : '']),
    );
    if (Object.values(values).some((value) => value.trim() !== '')) lines.push({ line: index + 2, values });
  });
  if (!lines.length) return { ok: false, message: 'O arquivo não tem linhas abaixo dos títulos.' };
  return { ok: true, lines };
}

/**
 * ';' when the title line has one, else ','. Told by the titles alone: data lines hold decimal commas and quoted
 * separators that throw a guess over the whole file off.
 */
function separatorOf(text: string): string {
  const titles = text.slice(0, text.search(/\r?\n|$/));
  return titles.includes(';') ? ';' : ',';
}

/** Reads and parses a picked file (checked with csvFileProblem first). */
export async function readCsvFile(file: File): Promise<CsvRead> {
  const problem = csvFileProblem(file);
  if (problem) return { ok: false, message: problem };
  return parseCsvText(await file.text());
}

/** A download link's address for a CSV template: the titles and example lines, ';' separated, with the BOM. */
export function csvTemplateHref(rows: readonly (readonly string[])[]): string {
  const text = `\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}

/** The API takes bodies up to 1 MiB; an import's lines must fit, with room for the JSON around them. */
export const IMPORT_MAX_BODY_BYTES = 1000 * 1024;

/** The lines as an import sends them: blank cells left out (they read as blank anyway), the rest as read. */
export function linesToSend(lines: readonly CsvLine[]): CsvLine[] {
  return lines.map(({ line, values }) => ({
    line,
    values: Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')),
  }));
}

/** Whether the lines, as sent, pass the API's body limit (a file of long notes may, under 2 MB). */
export function importBodyTooLarge(lines: readonly CsvLine[]): boolean {
  return new TextEncoder().encode(JSON.stringify({ lines, dryRun: true })).length > IMPORT_MAX_BODY_BYTES;
}
