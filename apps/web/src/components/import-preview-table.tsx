import { type ImportLineError, importCells } from '@alinhavo/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { CsvLine } from '@/lib/csv-file';
import { countLabel } from '@/lib/list-count';

/** A column of the preview: its title and what it shows of a line (cells read by title, as the import reads them). */
export type ImportPreviewColumn = {
  header: string;
  value: (cell: ReturnType<typeof importCells>) => string;
  /** Codes, documents and numbers read on one line. */
  nowrap?: boolean;
};

/** The column that shows one cell, by the column's title (or any of its other titles). */
export function previewColumn(
  header: string,
  titles: string | readonly string[] = header,
  options: { nowrap?: boolean } = {},
): ImportPreviewColumn {
  return { header, value: (cell) => cell(titles), ...options };
}

/**
 * The file's lines as read: the errors first, each with its line number and messages, then the valid ones. From
 * `sm` up the first columns show what each line holds; on phones the first column follows 'Pronta'.
 */
export function ImportPreviewTable({
  lines,
  errors,
  validCount,
  columns,
  allOrNothing = false,
}: {
  lines: CsvLine[];
  errors: ImportLineError[];
  validCount: number;
  columns: readonly ImportPreviewColumn[];
  /** The import saves nothing while a line is wrong: the summary asks for the file to be fixed. */
  allOrNothing?: boolean;
}) {
  const messages = new Map(errors.map((e) => [e.line, e.messages]));
  const ordered = [...lines].sort((a, b) => Number(messages.has(b.line)) - Number(messages.has(a.line)));
  return (
    <div className="grid min-w-0 gap-2">
      <p className="text-sm" aria-live="polite">
        {countLabel(lines.length, ['linha lida', 'linhas lidas'])} ·{' '}
        <span className="font-medium text-success">{countLabel(validCount, ['válida', 'válidas'])}</span>
        {errors.length > 0 && (
          <>
            {' · '}
            <span className="font-medium text-destructive">
              {countLabel(errors.length, ['com erro', 'com erro'])}
            </span>
            {allOrNothing
              ? ' — nada é lançado enquanto houver erro: corrija o arquivo e escolha-o de novo.'
              : ' — corrija o arquivo e escolha-o de novo, ou importe só as válidas.'}
          </>
        )}
      </p>
      <div className="max-h-[45vh] overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Prévia da importação</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Linha
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  {column.header}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                Resultado
              </th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((line) => {
              const problems = messages.get(line.line);
              const cell = importCells(line.values);
              return (
                <tr key={line.line} className="border-t align-top">
                  <td className="px-3 py-2 tabular-nums">{line.line}</td>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={cn('hidden px-3 py-2 sm:table-cell', column.nowrap && 'whitespace-nowrap')}
                    >
                      {column.value(cell)}
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    {problems ? (
                      <ul className="grid gap-0.5 text-destructive">
                        {problems.map((message) => (
                          <li key={message} className="flex gap-1.5">
                            <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                            {message}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 text-success">
                        <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
                        <span>
                          Pronta
                          {columns[0] && <span className="sm:hidden">: {columns[0].value(cell)}</span>}
                        </span>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
