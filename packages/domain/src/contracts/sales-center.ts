import { z } from 'zod';
import { SALES_ORDER_STATUSES } from '../sales/order-status.ts';
import { daysInRange, SALES_PERIOD_MAX_DAYS, SALES_PERIODS } from '../sales/sales-period.ts';
import { parseOrderDate } from './production-orders.ts';
import { RECEIVABLE_STATUSES } from './receivables.ts';

/**
 * part4 §1 sales centre (/app/central-vendas, feature sales-center): every channel in one view. A sale counts in
 * the figures from its confirmation on: a quote ('orcamento') is not a sale yet and a cancelled one is out.
 */
export const SALES_CENTER_CHANNELS = ['pdv', 'pedido', 'mercado_livre'] as const;
export type SalesCenterChannel = (typeof SALES_CENTER_CHANNELS)[number];
export const SALES_CENTER_CHANNEL_LABELS: Record<SalesCenterChannel, string> = {
  pdv: 'PDV',
  pedido: 'Pedidos',
  mercado_livre: 'Mercado Livre',
};

export const SALES_CENTER_MESSAGES = {
  invalidPeriod: 'Período inválido',
  fromRequired: 'Informe a data inicial',
  toRequired: 'Informe a data final',
  invertedRange: 'A data final deve ser igual ou posterior à inicial',
  tooLong: 'O período pode ter no máximo 1 ano',
  customerNotFound: 'Cliente não encontrado',
} as const;

const dateParam = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const iso = parseOrderDate(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    });

/** ?period=hoje|7dias|mes|personalizado (&from=&to= for a custom one, 'yyyy-MM-dd' or 'dd/MM/yyyy'). */
export const salesCenterQuerySchema = z
  .object({
    period: z.enum(SALES_PERIODS, { error: SALES_CENTER_MESSAGES.invalidPeriod }).default('7dias'),
    from: dateParam('Data inicial inválida'),
    to: dateParam('Data final inválida'),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'personalizado') return;
    if (!query.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: SALES_CENTER_MESSAGES.fromRequired });
    if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: SALES_CENTER_MESSAGES.toRequired });
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SALES_CENTER_MESSAGES.invertedRange });
    } else if (daysInRange({ from: query.from, to: query.to }) > SALES_PERIOD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SALES_CENTER_MESSAGES.tooLong });
    }
  });
export type SalesCenterQuery = z.output<typeof salesCenterQuerySchema>;
export type SalesCenterQueryInput = z.input<typeof salesCenterQuerySchema>;

const cents = z.number().int();
const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

/** The four figures of a period: faturamento, vendas, ticket médio and peças por venda. */
export const salesFiguresSchema = z.object({
  revenueCents: cents,
  salesCount: z.number().int(),
  /** revenue ÷ sales, rounded to the centavo; 0 without sales. */
  averageTicketCents: cents,
  pieces: z.number().int(),
  /** pieces ÷ sales, one decimal; 0 without sales. */
  itemsPerSale: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

const comparedSchema = z.object({ current: salesFiguresSchema, previous: salesFiguresSchema });

/** GET /api/sales-center/summary: the period's figures, total and per channel, each with the previous period's. */
export const salesCenterSummarySchema = z.object({
  period: dayRangeSchema,
  previousPeriod: dayRangeSchema,
  total: comparedSchema,
  channels: z.array(comparedSchema.extend({ channel: z.enum(SALES_CENTER_CHANNELS), label: z.string() })),
});
export type SalesCenterSummary = z.infer<typeof salesCenterSummarySchema>;

const rankedSchema = z.object({ pieces: z.number().int(), revenueCents: cents });

/** GET /api/sales-center/products: what sells in the period — products, SKUs, colours and sizes. */
export const salesCenterProductsSchema = z.object({
  period: dayRangeSchema,
  byPieces: z.array(rankedSchema.extend({ productId: z.string(), reference: z.string(), name: z.string() })),
  byRevenue: z.array(rankedSchema.extend({ productId: z.string(), reference: z.string(), name: z.string() })),
  skus: z.array(
    rankedSchema.extend({
      variantId: z.string(),
      sku: z.string(),
      reference: z.string(),
      name: z.string(),
      colorName: z.string().nullable(),
      size: z.string(),
    }),
  ),
  colors: z.array(rankedSchema.extend({ colorName: z.string(), hex: z.string().nullable() })),
  sizes: z.array(rankedSchema.extend({ size: z.string() })),
});
export type SalesCenterProducts = z.infer<typeof salesCenterProductsSchema>;

export const salesCenterRecentQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(1, 'Quantidade inválida')
    .max(50, 'No máximo 50 vendas')
    .default(15),
});

export const recentSaleSchema = z.object({
  id: z.string(),
  code: z.string(),
  channel: z.enum(SALES_CENTER_CHANNELS),
  status: z.enum(SALES_ORDER_STATUSES),
  customerName: z.string().nullable(),
  totalCents: cents,
  itemCount: z.number().int(),
  issuedAt: z.string(),
});
export type RecentSale = z.infer<typeof recentSaleSchema>;

/** GET /api/sales-center/recent: the latest sales of every channel (quotes left out; cancelled ones shown). */
export const salesCenterRecentSchema = z.object({ items: z.array(recentSaleSchema) });

/** GET /api/customers/{id}/sales: the customer detail's 'Vendas' card (part4 §1). */
export const customerSalesSchema = z.object({
  /** Sales from their confirmation on, cancelled ones left out. */
  salesCount: z.number().int(),
  totalBoughtCents: cents,
  averageTicketCents: cents,
  lastPurchaseAt: z.string().nullable(),
  /** The latest sales and orders of every channel (quotes and cancelled ones too, with their status). */
  recent: z.array(recentSaleSchema),
  openReceivables: z.object({
    openCents: cents,
    overdueCents: cents,
    items: z.array(
      z.object({
        id: z.string(),
        originType: z.string(),
        originId: z.string(),
        originCode: z.string().nullable(),
        installmentNumber: z.number().int(),
        installmentCount: z.number().int(),
        dueDate: z.string(),
        openCents: cents,
        status: z.enum(RECEIVABLE_STATUSES),
      }),
    ),
  }),
});
export type CustomerSales = z.infer<typeof customerSalesSchema>;
