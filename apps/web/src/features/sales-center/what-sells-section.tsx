import { formatBRL, formatCount, type SalesCenterProducts } from '@alinhavo/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Shirt } from 'lucide-react';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type Bar, BarList } from './bar-list';

type Measure = 'pieces' | 'revenue';
const pieces = (n: number) => formatCount(n, 'peça', 'peças');

/** What sells in the period: top products (by pieces or revenue), top SKUs, and the colours and sizes that sell. */
export function WhatSellsSection({
  query,
  ready,
}: {
  query: UseQueryResult<SalesCenterProducts>;
  ready: boolean;
}) {
  const [measure, setMeasure] = useState<Measure>('pieces');
  if (query.error) return <LoadErrorAlert error={query.error} what="os produtos mais vendidos" />;
  const data = ready ? query.data : undefined;
  const empty = data && data.skus.length === 0;
  const products = data ? (measure === 'pieces' ? data.byPieces : data.byRevenue) : [];
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <Block
        title="Produtos mais vendidos"
        data={data}
        empty={empty}
        action={<MeasureSwitch value={measure} onChange={setMeasure} />}
      >
        <BarList
          label="Produtos mais vendidos"
          bars={products.map(
            (p): Bar => ({
              key: p.productId,
              label: p.name,
              detail: p.reference,
              value: measure === 'pieces' ? p.pieces : p.revenueCents,
              shown: measure === 'pieces' ? pieces(p.pieces) : formatBRL(p.revenueCents),
              aside: measure === 'pieces' ? formatBRL(p.revenueCents) : pieces(p.pieces),
            }),
          )}
        />
      </Block>
      <Block title="SKUs mais vendidos" data={data} empty={empty}>
        <BarList
          label="SKUs mais vendidos"
          fillClass="bg-primary/70"
          bars={(data?.skus ?? []).map(
            (s): Bar => ({
              key: s.variantId,
              label: s.name,
              detail: s.colorName ?? undefined,
              lead: <SizeChip size={s.size} />,
              value: s.pieces,
              shown: pieces(s.pieces),
              aside: formatBRL(s.revenueCents),
            }),
          )}
        />
      </Block>
      <Block title="Vendas por cor" data={data} empty={empty}>
        <BarList
          label="Vendas por cor"
          fillClass="bg-primary/60"
          bars={(data?.colors ?? []).map(
            (c): Bar => ({
              key: c.colorName,
              label: c.colorName,
              lead: (
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 rounded-full border border-border"
                  style={{ backgroundColor: c.hex ?? 'transparent' }}
                />
              ),
              value: c.pieces,
              shown: pieces(c.pieces),
              aside: formatBRL(c.revenueCents),
            }),
          )}
        />
      </Block>
      <Block title="Vendas por tamanho" data={data} empty={empty}>
        <BarList
          label="Vendas por tamanho"
          fillClass="bg-primary/60"
          bars={(data?.sizes ?? []).map(
            (s): Bar => ({
              key: s.size,
              label: `Tamanho ${s.size}`,
              lead: <SizeChip size={s.size} />,
              value: s.pieces,
              shown: pieces(s.pieces),
              aside: formatBRL(s.revenueCents),
            }),
          )}
        />
      </Block>
    </div>
  );
}

function Block({
  title,
  data,
  empty,
  action,
  children,
}: {
  title: string;
  data: SalesCenterProducts | undefined;
  empty: boolean | undefined;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-3">
      <CardHeader className="items-center">
        <CardTitle>{title}</CardTitle>
        {action && !empty && data && <CardAction className="row-span-1 self-center">{action}</CardAction>}
      </CardHeader>
      <CardContent className="min-w-0">
        {!data ? (
          <div className="grid gap-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : empty ? (
          <p className="flex items-center gap-2 rounded-md bg-muted/40 px-3 py-2.5 text-muted-foreground text-sm">
            <Shirt aria-hidden="true" className="size-4 shrink-0" />
            Nenhuma peça vendida no período.
          </p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

function SizeChip({ size }: { size: string }) {
  return (
    <span className="inline-flex h-6 min-w-7 shrink-0 items-center justify-center rounded-md border bg-muted/50 px-1 font-medium text-xs">
      {size}
    </span>
  );
}

function MeasureSwitch({ value, onChange }: { value: Measure; onChange: (next: Measure) => void }) {
  const option = (measure: Measure, label: string) => (
    <button
      type="button"
      aria-pressed={value === measure}
      onClick={() => onChange(measure)}
      className={cn(
        'h-7 rounded px-2.5 font-medium text-xs transition-colors',
        'outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
        value === measure
          ? 'bg-card text-foreground shadow-xs'
          : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex gap-0.5 rounded-md bg-secondary p-0.5">
      <legend className="sr-only">Ordenar por</legend>
      {option('pieces', 'Peças')}
      {option('revenue', 'Faturamento')}
    </fieldset>
  );
}
