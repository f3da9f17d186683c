import type { PriceListFilter } from '@alinhavo/domain';

export type PriceFilter = { url: string; api: PriceListFilter | undefined; label: string };

/** The filter as the URL spells it (pt-BR, shareable) and as the API takes it. */
export const PRICE_FILTERS: readonly PriceFilter[] = [
  { url: '', api: undefined, label: 'Todos' },
  { url: 'sem-preco', api: 'without_price', label: 'Sem preço' },
  { url: 'abaixo-do-custo', api: 'below_cost', label: 'Abaixo do custo' },
];
