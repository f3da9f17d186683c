import {
  formatCount,
  formatQuantity,
  type OrderRequirements,
  type RequirementStage,
  requirementLineShort,
} from '@alinhavo/domain';
import { Fragment } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useDesktop } from '@/lib/use-desktop';

type Line = OrderRequirements['lines'][number];

const STAGES: { stage: RequirementStage; title: string; pieces: (n: number) => string }[] = [
  {
    stage: 'corte',
    title: 'Saem no corte',
    pieces: (n) => `${formatCount(n, 'peça', 'peças')} a cortar`,
  },
  {
    stage: 'envio',
    title: 'Vão com o lote para a facção',
    pieces: (n) => `${formatCount(n, 'peça', 'peças')} a enviar`,
  },
];

function quantity(value: string, unit: string) {
  return `${formatQuantity(value)} ${unit}`;
}

/** Which variation a line is, or why there is none; the colours or sizes a shared one serves. */
function VariationLabel({ line }: { line: Line }) {
  return (
    <span className="block min-w-0">
      {line.variationName ? (
        <span className="block">{line.variationName}</span>
      ) : (
        <span
          className={cn(
            'block',
            requirementLineShort(line) ? 'font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {line.missingVariation}
        </span>
      )}
      {line.serves.length > 1 && (
        <span className="block text-muted-foreground text-xs">
          {line.basis === 'size' ? 'Tamanhos' : 'Cores'}: {line.serves.join(', ')}
        </span>
      )}
    </span>
  );
}

function Missing({ line }: { line: Line }) {
  if (requirementLineShort(line)) {
    return (
      <span className="font-semibold text-destructive" data-missing="true">
        {quantity(line.missing, line.unit)}
      </span>
    );
  }
  return line.remainingPieces > 0 ? (
    <Badge variant="success">OK</Badge>
  ) : (
    <Badge variant="secondary">Consumido</Badge>
  );
}

function Remaining({ line }: { line: Line }) {
  return (
    <span className={cn(line.remainingPieces === 0 && 'text-muted-foreground')}>
      {quantity(line.remaining, line.unit)}
    </span>
  );
}

/**
 * Per variation, grouped by when it leaves stock: the whole grid's need, what is still to be consumed, the stock
 * and what is missing of the remaining need. A table from `md` up, one block per line on phones.
 */
export function RequirementLines({
  lines,
  piecesToCut,
  piecesToSend,
}: {
  lines: Line[];
  piecesToCut: number;
  piecesToSend: number;
}) {
  const desktop = useDesktop();
  const groups = STAGES.map((s) => ({
    ...s,
    left: s.stage === 'corte' ? piecesToCut : piecesToSend,
    lines: lines.filter((l) => l.stage === s.stage),
  })).filter((g) => g.lines.length > 0);

  if (!desktop) {
    return (
      <div className="grid gap-4">
        {groups.map((group) => (
          <section key={group.stage} aria-label={group.title}>
            <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 border-b pb-1 font-medium text-sm">
              {group.title}
              <span className="font-normal text-muted-foreground text-xs">{group.pieces(group.left)}</span>
            </h3>
            <ul className="divide-y">
              {group.lines.map((line) => (
                <li
                  key={line.key}
                  className={cn(
                    'py-3',
                    requirementLineShort(line) && '-mx-2 rounded-md bg-destructive/5 px-2',
                  )}
                >
                  <p className="font-medium text-sm">{line.materialName}</p>
                  <div className="text-sm">
                    <VariationLabel line={line} />
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-2 text-sm tabular-nums">
                    <div>
                      <dt className="text-muted-foreground text-xs">Necessário (grade)</dt>
                      <dd>{quantity(line.needed, line.unit)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground text-xs">Restante</dt>
                      <dd>
                        <Remaining line={line} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground text-xs">Em estoque</dt>
                      <dd>{quantity(line.inStock, line.unit)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground text-xs">Faltando</dt>
                      <dd>
                        <Missing line={line} />
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground text-xs uppercase tracking-wide">
            <th scope="col" className="py-2 pr-3 font-medium">
              Material
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Variação
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Necessário (grade)
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Restante
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Em estoque
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Faltando
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group.stage}>
              <tr className="border-t">
                <th
                  scope="colgroup"
                  colSpan={6}
                  className="bg-muted/40 px-2 py-1.5 text-left font-medium text-xs"
                >
                  {group.title}
                  <span className="ml-2 font-normal text-muted-foreground">{group.pieces(group.left)}</span>
                </th>
              </tr>
              {group.lines.map((line, index) => {
                // One material's variations in a row: its name only on the first.
                const first = group.lines[index - 1]?.materialId !== line.materialId;
                return (
                  <tr
                    key={line.key}
                    className={cn(first && 'border-t', requirementLineShort(line) && 'bg-destructive/5')}
                  >
                    <td className="py-2 pr-3 align-top font-medium">{first ? line.materialName : ''}</td>
                    <td className="py-2 pr-3 align-top">
                      <VariationLabel line={line} />
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right align-top tabular-nums">
                      {quantity(line.needed, line.unit)}
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right align-top tabular-nums">
                      <Remaining line={line} />
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right align-top tabular-nums">
                      {quantity(line.inStock, line.unit)}
                    </td>
                    <td className="whitespace-nowrap py-2 text-right align-top tabular-nums">
                      <Missing line={line} />
                    </td>
                  </tr>
                );
              })}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
