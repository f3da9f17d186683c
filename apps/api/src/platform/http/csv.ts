import { stringify } from 'csv-stringify/sync';

/**
 * A CSV download that opens correctly in Excel configured for pt-BR: UTF-8 with BOM, ';' as separator
 * (',' is the decimal mark there), CRLF line ends. Values should already be formatted for people (1.234,50).
 */
export function csvResponse(
  filename: string,
  header: string[],
  rows: (string | number | null)[][],
): Response {
  const body = `\uFEFF${stringify([header, ...rows.map((r) => r.map((v) => v ?? ''))], { delimiter: ';', record_delimiter: 'windows' })}`;
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
