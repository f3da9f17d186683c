import type { ImportLineError } from '@alinhavo/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { CsvLine } from '@/lib/csv-file';
import { countLabel } from '@/lib/list-count';

const SHOWN = ['Nome', 'Categoria', 'Unidade'] as const;

/** The file's lines as read: the errors first, each with its line number and messages, then the valid ones. */
export function ImportPreviewTable({
  lines,
  errors,
  validCount,
}: {
  lines: CsvLine[];
  errors: ImportLineError[];
  validCount: number;
}) {
  const messages = new Map(errors.map((e) => [e.line, e.messages]));
  const ordered = [...lines].sort((a, b) => Number(messages.has(b.line)) - Number(messages.has(a.line)));
  const cell = (line: CsvLine, column: string) =>
    Object.entries(line.values).find(([title]) => title.toLowerCase() === column.toLowerCase())?.[1] ?? '';
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
            {' — corrija o arquivo e escolha-o de novo, ou importe só as válidas.'}
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
              {SHOWN.map((column) => (
                <th key={column} scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  {column}
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
              return (
                <tr key={line.line} className="border-t align-top">
                  <td className="px-3 py-2 tabular-nums">{line.line}</td>
                  {SHOWN.map((column) => (
                    <td key={column} className="hidden px-3 py-2 sm:table-cell">
                      {cell(line, column)}
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
                        <CircleCheck aria-hidden="true" className="size-3.5" />
                        <span>
                          Pronta<span className="sm:hidden">: {cell(line, 'Nome')}</span>
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
