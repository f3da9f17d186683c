import { type DashboardStockAlerts, formatInteger, formatQuantity, pluralWord } from '@alinhavo/domain';
import { CircleCheck, PackageX } from 'lucide-react';
import { useStockAlerts } from './api';
import { CardEmpty, CardLink, CardList, CardListItem, DashboardCard, Headline } from './dashboard-card';

/** The materials list as this card counts it. */
export const BELOW_MINIMUM_PATH = '/app/materiais?abaixoMinimo=1';

/**
 * How full the stock is against the minimum, 0–100: only the width of a bar, never a quantity shown or stored, so
 * plain numbers do (and keep decimal.js out of the dashboard's code).
 */
export function stockShare(stock: string, minimum: string): number {
  const min = Number(minimum);
  if (!(min > 0)) return 100;
  return Math.min(100, Math.max(0, Math.round((Number(stock) / min) * 100)));
}

/**
 * Under the stock: the minimum and, for a material with variations, which one is shortest and how many are under
 * ('Mínimo 300,00 un · G · 2 de 10 variações abaixo').
 */
export function stockDetail(material: DashboardStockAlerts['items'][number]): string {
  const parts = [`Mínimo ${formatQuantity(material.minimumStock)} ${material.unit}`];
  if (material.variationCount > 1) {
    parts.push(material.lowestVariationName);
    if (material.belowMinimumCount > 1)
      parts.push(
        `${formatInteger(material.belowMinimumCount)} de ${formatInteger(material.variationCount)} variações abaixo`,
      );
  }
  return parts.join(' · ');
}

/** 'Estoque abaixo do mínimo': active materials under their minimum (part4 §4). */
export function StockAlertsCard({ canOpenMaterials }: { canOpenMaterials: boolean }) {
  const query = useStockAlerts();
  const data = query.data;
  const any = (data?.total ?? 0) > 0;
  const total = data ? `${formatInteger(data.total)}${data.totalCapped ? '+' : ''}` : '';
  return (
    <DashboardCard
      title="Estoque abaixo do mínimo"
      icon={PackageX}
      tone={any ? 'alert' : 'neutral'}
      state={query}
      action={
        canOpenMaterials && any ? (
          <CardLink to={BELOW_MINIMUM_PATH} label="Ver os materiais abaixo do mínimo">
            Ver todos
          </CardLink>
        ) : null
      }
    >
      {data && !any && <CardEmpty icon={CircleCheck}>Nenhum material abaixo do mínimo.</CardEmpty>}
      {data && any && (
        <>
          <Headline
            value={total}
            label={pluralWord(data.total, 'material abaixo do mínimo', 'materiais abaixo do mínimo')}
            tone="alert"
          />
          <CardList label="Materiais abaixo do mínimo">
            {data.items.map((material) => (
              <CardListItem
                key={material.id}
                to={canOpenMaterials ? `/app/materiais/${material.id}` : undefined}
              >
                <span className="grid min-w-0 flex-1 gap-1.5">
                  <span className="flex min-w-0 items-baseline justify-between gap-3">
                    <span className="truncate font-medium text-sm">{material.name}</span>
                    <span className="shrink-0 font-medium text-destructive text-sm tabular-nums">
                      {formatQuantity(material.lowestStock)} {material.unit}
                    </span>
                  </span>
                  <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                    <span
                      className="block h-full rounded-full bg-destructive/70"
                      style={{
                        width: `${Math.max(3, stockShare(material.lowestStock, material.minimumStock))}%`,
                      }}
                    />
                  </span>
                  <span className="text-muted-foreground text-xs">{stockDetail(material)}</span>
                </span>
              </CardListItem>
            ))}
          </CardList>
        </>
      )}
    </DashboardCard>
  );
}
