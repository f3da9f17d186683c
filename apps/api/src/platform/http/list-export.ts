import { formatDate, type Page } from '@alinhavo/domain';
import { csvResponse } from './csv.ts';

/** More lines than a spreadsheet handles comfortably; narrow the search or filters to get the rest. */
export const LIST_EXPORT_MAX_ROWS = 100_000;
const EXPORT_PAGE_SIZE = 1_000;

type Paging = { page: number; pageSize: number };

/**
 * GET /<list>/export: every row the list's search and filters match, in the list's order, as a pt-BR Excel CSV.
 * The rows are read page after page with the list's own query, so the file holds exactly what the screen pages
 * through; past LIST_EXPORT_MAX_ROWS it stops and says so in `x-export-truncated`.
 */
export async function listExport<T>(
  file: { name: string; header: string[]; row: (item: T) => (string | number | null)[] },
  readPage: (paging: Paging) => Promise<Page<T>>,
): Promise<Response> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { items } = await readPage({ page, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...items);
    if (items.length < EXPORT_PAGE_SIZE || rows.length > LIST_EXPORT_MAX_ROWS) break;
  }
  const truncated = rows.length > LIST_EXPORT_MAX_ROWS;
  const response = csvResponse(file.name, file.header, rows.slice(0, LIST_EXPORT_MAX_ROWS).map(file.row));
  if (truncated) response.headers.set('x-export-truncated', 'true');
  return response;
}

/** A date cell: dd/mm/aaaa, or empty when there is none (the screens' '—' means nothing in a spreadsheet). */
export function dateCell(value: string | null): string | null {
  return value ? formatDate(value) : null;
}
