import { formatBRL, formatInteger, type OrderTotalsResult } from '@alinhavo/domain';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Row = { label: string; value: string; strong?: boolean };

/** Pieces, subtotal, discounts, freight and total: live while typing, or the saved order's figures. */
export function TotalsPanel({
  totals,
  saved,
  children,
}: {
  totals?: OrderTotalsResult | null;
  freightText?: string;
  saved?: {
    pieces: number;
    subtotalCents: number;
    discountCents: number;
    freightCents: number;
    totalCents: number;
  };
  children?: ReactNode;
}) {
  const figures =
    saved ??
    (totals?.ok
      ? {
          pieces: totals.value.pieces,
          subtotalCents: totals.value.itemsSubtotalCents,
          discountCents: totals.value.discountCents,
          freightCents: totals.value.freightCents,
          totalCents: totals.value.totalCents,
        }
      : null);
  const rows: Row[] = figures
    ? [
        { label: 'Peças', value: formatInteger(figures.pieces) },
        { label: 'Subtotal', value: formatBRL(figures.subtotalCents) },
        {
          label: 'Descontos',
          value: figures.discountCents ? `− ${formatBRL(figures.discountCents)}` : formatBRL(0),
        },
        { label: 'Frete', value: formatBRL(figures.freightCents) },
        { label: 'Total', value: formatBRL(figures.totalCents), strong: true },
      ]
    : [];
  return (
    <Card className="h-fit lg:sticky lg:top-4">
      <CardHeader>
        <CardTitle>Totais</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {figures ? (
          <dl className="grid gap-1.5 text-sm" data-testid="order-totals">
            {rows.map((row) => (
              <div
                key={row.label}
                className={
                  row.strong
                    ? 'mt-1 flex justify-between border-t pt-2 font-semibold text-base'
                    : 'flex justify-between'
                }
              >
                <dt className={row.strong ? undefined : 'text-muted-foreground'}>{row.label}</dt>
                <dd className="tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground text-sm">
            {totals && !totals.ok ? totals.message : 'Inclua itens para ver os totais.'}
          </p>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
