import {
  type CutRecord,
  EMPTY_MARKER,
  formatCount,
  formatDateTime,
  formatInteger,
  formatQuantity,
} from '@alinhavo/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ColorSwatch } from '@/features/products';
import { useDesktop } from '@/lib/use-desktop';
import { FabricDifference } from './fabric-difference';

const amount = (value: string | null, unit: string) =>
  value === null ? EMPTY_MARKER : `${formatQuantity(value)} ${unit}`;

/** A recorded cut: the marker, and per colour the fabric, plies, pieces and fabric used against planned. */
export function CutRecordCard({ record }: { record: CutRecord }) {
  // A table from tablets up; one block per colour on phones.
  const desktop = useDesktop();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Corte</CardTitle>
        <CardDescription>
          {formatDateTime(record.createdAt)}
          {record.cutterName ? ` · cortador ${record.cutterName}` : ''} ·{' '}
          {formatCount(record.pieces, 'peça', 'peças')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <p className="text-sm">
          <span className="text-muted-foreground">Encaixe (peças por folha): </span>
          {record.piecesPerPly.map((p) => `${p.size} ${p.pieces}`).join(' · ')}
        </p>
        {!desktop && <CutColorList record={record} />}
        {desktop && (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <caption className="sr-only">Tecido por cor</caption>
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Cor
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    Tecido
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Folhas
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Peças
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Usado / planejado
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Diferença
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {record.colors.map((c) => (
                  <tr key={c.colorId}>
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <span className="inline-flex items-center gap-2 whitespace-nowrap">
                        <ColorSwatch hex={c.colorHex} />
                        {c.colorName}
                      </span>
                    </th>
                    <td className="px-3 py-2">
                      <span className="block min-w-28">{c.materialName}</span>
                      <span className="block text-muted-foreground text-xs">{c.variationName}</span>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatInteger(c.plies)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatInteger(c.pieces)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      <span className="block">{amount(c.fabricUsed, c.unit)}</span>
                      <span className="block text-muted-foreground text-xs">
                        {amount(c.plannedFabric, c.unit)}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right">
                      <FabricDifference percent={c.differencePercent} />
                    </td>
                  </tr>
                ))}
              </tbody>
              {record.unit && record.colors.length > 1 && (
                <tfoot className="border-t bg-muted/60 font-medium">
                  <tr>
                    <th scope="row" colSpan={3} className="px-3 py-2 text-left">
                      Total
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{formatInteger(record.pieces)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      <span className="block">{amount(record.fabricUsed, record.unit)}</span>
                      <span className="block font-normal text-muted-foreground text-xs">
                        {amount(record.plannedFabric, record.unit)}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right">
                      <FabricDifference percent={record.differencePercent} />
                    </td>
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        )}
        {record.notes && <p className="whitespace-pre-line text-sm">{record.notes}</p>}
      </CardContent>
    </Card>
  );
}

/** The phone layout: one block per colour instead of a wide table. */
function CutColorList({ record }: { record: CutRecord }) {
  return (
    <ul className="divide-y rounded-md border">
      {record.colors.map((c) => (
        <li key={c.colorId} className="grid gap-0.5 px-3 py-2 text-sm">
          <span className="flex items-center gap-2 font-medium">
            <ColorSwatch hex={c.colorHex} />
            {c.colorName}
            <span className="truncate font-normal text-muted-foreground">
              · {c.materialName} {c.variationName}
            </span>
          </span>
          <span className="text-muted-foreground">
            {formatCount(c.plies, 'folha', 'folhas')} · {formatCount(c.pieces, 'peça', 'peças')}
          </span>
          <span className="flex flex-wrap gap-x-2">
            <span>Usado {amount(c.fabricUsed, c.unit)}</span>
            <span className="text-muted-foreground">planejado {amount(c.plannedFabric, c.unit)}</span>
            <FabricDifference percent={c.differencePercent} />
          </span>
        </li>
      ))}
      {record.unit && record.colors.length > 1 && (
        <li className="flex flex-wrap gap-x-2 bg-muted/60 px-3 py-2 font-medium text-sm">
          <span>Total: {formatCount(record.pieces, 'peça', 'peças')}</span>
          <span>· {amount(record.fabricUsed, record.unit)}</span>
          <span className="font-normal text-muted-foreground">
            planejado {amount(record.plannedFabric, record.unit)}
          </span>
          <FabricDifference percent={record.differencePercent} />
        </li>
      )}
    </ul>
  );
}
