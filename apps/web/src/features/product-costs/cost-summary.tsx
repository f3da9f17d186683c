import { EMPTY_MARKER, formatBRL, formatPercent } from '@alinhavo/domain';
import { Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MarginText } from './margin';
import type { SummaryFigures } from './summary-figures';

const money = (cents: number | null) => (cents === null ? EMPTY_MARKER : formatBRL(cents));

/** The live summary of a sheet: unit cost, current price and margin, suggested price, and the below-cost alert. */
export function CostSummary({
  figures,
  incomplete = false,
  description,
}: {
  figures: SummaryFigures;
  incomplete?: boolean;
  description?: string;
}) {
  const target = figures.targetMarginPercent;
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>Resumo</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {figures.belowCost && figures.salePriceCents !== null ? (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Produto vendido abaixo do custo</AlertTitle>
            <AlertDescription>
              Depois de impostos e taxas, o preço atual de {money(figures.salePriceCents)} deixa{' '}
              {money(figures.salePriceCents - (figures.deductionsCents ?? 0))} por peça, menos que o custo de{' '}
              {money(figures.unitCostCents)}.
            </AlertDescription>
          </Alert>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="Custo unitário" value={money(figures.unitCostCents)} />
          <Stat label="Preço atual" value={money(figures.salePriceCents)}>
            {figures.salePriceCents === null ? 'Produto sem preço de venda' : null}
          </Stat>
          <Stat
            label="Margem atual"
            value={
              <MarginText
                marginPercent={figures.marginPercent}
                targetMarginPercent={target}
                belowCost={figures.belowCost}
              />
            }
          >
            {target ? `Alvo: ${formatPercent(target)}` : null}
          </Stat>
          <Stat label="Preço sugerido" value={money(figures.suggestedPriceCents)}>
            {figures.suggestedPriceMessage ?? (target ? `Para a margem de ${formatPercent(target)}` : null)}
          </Stat>
        </dl>
        <dl className="grid gap-1.5 border-t pt-3 text-sm tabular-nums sm:grid-cols-2 sm:gap-x-8">
          <Line label="Materiais" value={money(figures.materialsCents)} />
          <Line label="Processos" value={money(figures.processesCents)} />
          <Line label="Custos indiretos" value={money(figures.overheadCents)} />
          <Line label="Impostos e taxas no preço atual" value={money(figures.deductionsCents)} />
          <Line label="Lucro por peça no preço atual" value={money(figures.profitCents)} />
        </dl>
        {incomplete ? (
          <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Há linhas ou percentuais incompletos; o resumo considera só o que já está preenchido.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-md border bg-muted/40 p-3">
      <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 font-semibold text-lg tabular-nums leading-6">{value}</dd>
      {children ? <dd className="mt-0.5 text-muted-foreground text-xs">{children}</dd> : null}
    </div>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
