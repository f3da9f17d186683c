import { isUuid, STOCK_MOVEMENT_TYPES, type StockMovementType } from '@alinhavo/domain';

/** The ledger screen's filters, as the URL keeps them (pt-BR keys) and the API takes them. */
export type LedgerFilters = {
  from?: string | undefined;
  to?: string | undefined;
  type?: StockMovementType | undefined;
  itemKind?: 'material' | 'product' | undefined;
  materialId?: string | undefined;
  productId?: string | undefined;
  userId?: string | undefined;
};

const URL_KEYS = {
  from: 'de',
  to: 'ate',
  type: 'tipo',
  itemKind: 'itens',
  materialId: 'material',
  productId: 'produto',
  userId: 'usuario',
} as const satisfies Record<keyof LedgerFilters, string>;

const ITEM_KINDS = { materiais: 'material', produtos: 'product' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters read from the URL; anything malformed is simply left out. */
export function filtersFromSearch(search: URLSearchParams): LedgerFilters {
  const text = (key: keyof LedgerFilters) => search.get(URL_KEYS[key]) ?? '';
  const day = (key: 'from' | 'to') => (DAY.test(text(key)) ? text(key) : undefined);
  const id = (key: 'materialId' | 'productId' | 'userId') => (isUuid(text(key)) ? text(key) : undefined);
  const type = STOCK_MOVEMENT_TYPES.find((t) => t === text('type'));
  const kind = ITEM_KINDS[text('itemKind') as keyof typeof ITEM_KINDS];
  return {
    from: day('from'),
    to: day('to'),
    type,
    itemKind: kind,
    materialId: id('materialId'),
    productId: id('productId'),
    userId: id('userId'),
  };
}

/** URL changes for `useListParams().update` that set the given filters (null clears a key). */
export function filtersToSearch(filters: Partial<LedgerFilters>): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(filters) as [keyof LedgerFilters, string | undefined][]) {
    if (key === 'itemKind') {
      changes[URL_KEYS.itemKind] =
        value === 'material' ? 'materiais' : value === 'product' ? 'produtos' : null;
    } else {
      changes[URL_KEYS[key]] = value || null;
    }
  }
  return changes;
}

/** Every filter key cleared. */
export const CLEAR_FILTERS: Record<string, null> = Object.fromEntries(
  Object.values(URL_KEYS).map((key) => [key, null]),
);

export function hasFilters(filters: LedgerFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/** How many filters are on, for the phone's 'Filtros (n)': the period counts once, as does the material or product. */
export function activeLedgerFilters(filters: LedgerFilters): number {
  return [
    filters.from || filters.to,
    filters.type,
    filters.itemKind,
    filters.materialId || filters.productId,
    filters.userId,
  ].filter(Boolean).length;
}

export type PeriodPreset = 'hoje' | '7dias' | 'mes' | 'mesAnterior';

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The period of a shortcut button, from São Paulo's today ('yyyy-MM-dd'). */
export function presetPeriod(preset: PeriodPreset, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'hoje':
      return { from: today, to: today };
    case '7dias':
      return { from: shiftDays(today, -6), to: today };
    case 'mes':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'mesAnterior': {
      const first = new Date(Date.UTC(year, month - 2, 1));
      const last = new Date(Date.UTC(year, month - 1, 0));
      return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
    }
  }
}
