import { EMPTY_MARKER } from '@alinhavo/domain';
import { stringify } from 'csv-stringify/sync';

/** A plain pt-BR number ('-12,50', '1.234'): safe as it is, and Excel must still read it as a number. */
const PLAIN_NUMBER = /^-?\d{1,3}(\.?\d{3})*(,\d+)?$/;
/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet will show as text: one that would start a formula gets a leading apostrophe. Nothing (null,
 * or the screens' empty marker '—' that a shared formatter returned) is an empty cell: a spreadsheet sums and
 * filters empty cells as blanks, while '—' would be text.
 */
export function csvCell(value: string | number | null): string {
  if (value === null || value === EMPTY_MARKER) return '';
  const text = String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * A CSV download that opens correctly in Excel configured for pt-BR: UTF-8 with BOM, ';' as separator
 * (',' is the decimal mark there), CRLF line ends. Values should already be formatted for people (1.234,50).
 */
export function csvResponse(
  filename: string,
  header: string[],
  rows: (string | number | null)[][],
): Response {
  const body = `\uFEFF${stringify([header, ...rows.map((r) => r.map(csvCell))], { delimiter: ';', record_delimiter: 'windows' })}`;
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
