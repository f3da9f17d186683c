import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** The page and page size of a list's query, for lists with their own filters (`...pageQuerySchema.shape`). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido' })
    .int('Tamanho de página inválido')
    .min(1, 'Tamanho de página inválido')
    .max(PAGE_SIZE_MAX, `No máximo ${PAGE_SIZE_MAX} por página`)
    .default(PAGE_SIZE_DEFAULT),
});

/** Query of every list endpoint: free-text search, sort and page. */
export function listQuerySchema<const K extends readonly [string, ...string[]]>(
  sortKeys: K,
  defaultSort: K[number],
) {
  return z.object({
    q: z.string().trim().max(200, 'Busca longa demais').optional(),
    ...pageQuerySchema.shape,
    sort: z.enum(sortKeys, { error: 'Ordenação inválida' }).default(defaultSort as never),
    dir: z.enum(['asc', 'desc'], { error: 'Direção inválida' }).default('asc'),
  });
}

/** An on/off list filter in a query string: '1' or 'true' is on; absent, blank, '0' or 'false' is off. */
export const queryFlagSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .enum(['1', 'true', '0', 'false'], { error: 'Filtro inválido' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
);

export type ListQuery<K extends string> = {
  q?: string | undefined;
  page: number;
  pageSize: number;
  sort: K;
  dir: 'asc' | 'desc';
};

/** Lists count their matches exactly up to this many; past it the answer says only that there are more. */
export const LIST_TOTAL_CAP = 10_000;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Matches of the search and filters: exact, or LIST_TOTAL_CAP when `totalCapped` ('10.000+'). */
    total: z.number().int(),
    /** True when there are more than LIST_TOTAL_CAP matches and `total` is the cap, not the count. */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export type Page<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

export const idParamSchema = z.object({ id: z.string().min(1).max(100) });

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

/** Required trimmed text with a pt-BR message for the empty case. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Máximo de ${max} caracteres`);
}
