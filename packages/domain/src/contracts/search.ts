import { z } from 'zod';
import type { FeatureKey } from '../permissions/features.ts';

/** The longest text the command palette searches records for. */
export const PALETTE_SEARCH_MAX = 100;
/** At most this many records of one kind in the palette's answer. */
export const PALETTE_GROUP_LIMIT = 5;

export const PALETTE_SEARCH_EMPTY_MESSAGE = 'Digite o que deseja buscar';
export const PALETTE_SEARCH_LONG_MESSAGE = `Busca longa demais (máximo de ${PALETTE_SEARCH_MAX} caracteres)`;

/** The kinds of record the palette finds, in the order it shows them. */
export const PALETTE_GROUPS = [
  'batches',
  'production-orders',
  'products',
  'variants',
  'materials',
  'outworkers',
  'suppliers',
  'customers',
  'sales-orders',
] as const;
export type PaletteGroupKey = (typeof PALETTE_GROUPS)[number];

/** The feature a member needs (and the plan must include) to find each kind of record. */
export const PALETTE_GROUP_FEATURES: Record<PaletteGroupKey, FeatureKey> = {
  batches: 'production-batches',
  'production-orders': 'production-orders',
  products: 'products',
  variants: 'products',
  materials: 'materials',
  outworkers: 'outworkers',
  suppliers: 'suppliers',
  customers: 'customers',
  'sales-orders': 'sales-orders',
};

/** The palette's group headings. */
export const PALETTE_GROUP_LABELS: Record<PaletteGroupKey, string> = {
  batches: 'Lotes de produção',
  'production-orders': 'Ordens de produção',
  products: 'Produtos',
  variants: 'SKUs e códigos de barras',
  materials: 'Materiais',
  outworkers: 'Terceirizados',
  suppliers: 'Fornecedores',
  customers: 'Clientes',
  'sales-orders': 'Pedidos de venda',
};

/** GET /api/search: the palette's text, trimmed. */
export const paletteSearchQuerySchema = z.object({
  q: z
    .string({ error: PALETTE_SEARCH_EMPTY_MESSAGE })
    .trim()
    .min(1, PALETTE_SEARCH_EMPTY_MESSAGE)
    .max(PALETTE_SEARCH_MAX, PALETTE_SEARCH_LONG_MESSAGE),
});

/** One record found: `id` is the record its detail screen opens (for a SKU, its product). */
export const paletteHitSchema = z.object({
  id: z.string(),
  /** The record's own code (batch, order, product reference, SKU), when it has one. */
  code: z.string().nullable(),
  title: z.string(),
  detail: z.string().nullable(),
  /** The code (or barcode) is exactly the text searched: listed first. */
  exact: z.boolean(),
});
export type PaletteHit = z.infer<typeof paletteHitSchema>;

export const paletteSearchResultSchema = z.object({
  /** Only kinds the member may open and that matched, in PALETTE_GROUPS order, each with its best hits. */
  groups: z.array(z.object({ key: z.enum(PALETTE_GROUPS), items: z.array(paletteHitSchema) })),
});
export type PaletteSearchResult = z.infer<typeof paletteSearchResultSchema>;

/**
 * The series code a code typed by hand stands for ('12', 'l12' and 'L-12' → 'L-000012' with prefix 'L'), or the
 * text upper-cased: what is compared exactly with the codes of the series.
 */
export function seriesCode(prefix: string, text: string): string {
  const value = text.trim().toUpperCase();
  const number = value.startsWith(prefix) ? value.slice(prefix.length).replace(/^-/, '') : value;
  if (/^\d{1,6}$/.test(number)) return `${prefix}-${number.padStart(6, '0')}`;
  return value;
}
