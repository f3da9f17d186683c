import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { MAX_INSTALLMENT_DAYS, MAX_INSTALLMENTS } from '../sales/installments.ts';
import { SALES_ORDER_STATUSES } from '../sales/order-status.ts';
import { FULL_PERCENT_BASIS_POINTS, MAX_LINE_QUANTITY } from '../sales/order-totals.ts';
import { isUuid, listQuerySchema, pageSchema } from './common.ts';
import { parseOrderDate } from './production-orders.ts';
import { receivableSchema } from './receivables.ts';

/** part4 §1: the channels a sale comes from (one table for all). */
export const SALES_CHANNELS = ['pedido', 'pdv', 'mercado_livre'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LABELS: Record<SalesChannel, string> = {
  pedido: 'Pedido',
  pdv: 'PDV',
  mercado_livre: 'Mercado Livre',
};

export const SALES_ORDER_NOT_FOUND = 'Pedido não encontrado';
export const SALES_ORDER_NOT_EDITABLE = 'Só um orçamento pode ser alterado.';
export const SALES_ORDER_CUSTOMER_NOT_FOUND = 'Cliente não encontrado';
export const SALES_ORDER_VARIANT_NOT_FOUND = 'Produto (SKU) não encontrado';
export const SALES_ORDER_NO_SHORTFALL = 'Não há falta de estoque neste pedido.';
export const SALES_ORDER_NOT_MANUAL = 'Este pedido é de outro canal e não é movido por aqui.';

const optionalId = (message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isUuid(value), { error: message });

const wholeCents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(Number.MAX_SAFE_INTEGER, message);

/** A discount as the domain's order totals read it: a percentage in basis points or an amount in centavos. */
export const discountInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('percent'),
        basisPoints: z
          .number({ error: 'Desconto inválido' })
          .int('Desconto inválido')
          .min(0, 'O desconto não pode ser negativo')
          .max(FULL_PERCENT_BASIS_POINTS, 'O desconto não pode passar de 100%'),
      }),
      z.object({
        kind: z.literal('amount'),
        cents: z
          .number({ error: 'Desconto inválido' })
          .int('Desconto inválido')
          .min(0, 'O desconto não pode ser negativo')
          .max(Number.MAX_SAFE_INTEGER, 'Desconto inválido'),
      }),
    ],
    { error: 'Desconto inválido' },
  )
  .nullish()
  .transform((value) => value ?? null);
export type DiscountInput = z.output<typeof discountInputSchema>;

export const salesOrderLineInputSchema = z.object({
  variantId: z.string({ error: SALES_ORDER_VARIANT_NOT_FOUND }).refine(isUuid, SALES_ORDER_VARIANT_NOT_FOUND),
  quantity: z
    .number({ error: 'Quantidade inválida' })
    .int('Informe a quantidade em peças inteiras')
    .min(1, 'A quantidade deve ser maior que zero')
    .max(MAX_LINE_QUANTITY, 'Quantidade grande demais'),
  /** Absent or null: the price of the order's table. */
  unitPriceCents: z
    .number({ error: 'Preço inválido' })
    .int('Preço inválido')
    .min(0, 'O preço não pode ser negativo')
    .max(Number.MAX_SAFE_INTEGER, 'Preço inválido')
    .nullish(),
  discount: discountInputSchema.optional(),
});
export type SalesOrderLineInput = z.input<typeof salesOrderLineInputSchema>;

/** À vista (one installment on the day of confirming), days after confirming (30/60/90) or dates and amounts typed. */
export const paymentTermsSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('avista') }),
    z.object({
      kind: z.literal('prazo'),
      days: z
        .array(
          z
            .number({ error: 'Informe os prazos em dias, como 30/60/90' })
            .int('Informe os prazos em dias, como 30/60/90')
            .min(0, 'Informe os prazos em dias, como 30/60/90')
            .max(MAX_INSTALLMENT_DAYS, 'Prazo longo demais'),
        )
        .min(1, 'Informe ao menos um prazo')
        .max(MAX_INSTALLMENTS, `No máximo ${MAX_INSTALLMENTS} parcelas`),
    }),
    z.object({
      kind: z.literal('personalizado'),
      installments: z
        .array(
          z.object({
            dueDate: z.string({ error: 'Data de vencimento inválida' }).transform((value, ctx) => {
              const iso = parseOrderDate(value);
              if (!iso) {
                ctx.addIssue({ code: 'custom', message: 'Data de vencimento inválida' });
                return z.NEVER;
              }
              return iso;
            }),
            amountCents: z
              .number({ error: 'Valor inválido' })
              .int('Valor inválido')
              .min(1, 'O valor da parcela deve ser maior que zero')
              .max(Number.MAX_SAFE_INTEGER, 'Valor inválido'),
          }),
        )
        .min(1, 'Informe ao menos uma parcela')
        .max(MAX_INSTALLMENTS, `No máximo ${MAX_INSTALLMENTS} parcelas`),
    }),
  ],
  { error: 'Condição de pagamento inválida' },
);
export type PaymentTerms = z.output<typeof paymentTermsSchema>;

/** The terms as the API answers them (dates already 'yyyy-MM-dd'). */
export const paymentTermsOutSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('avista') }),
  z.object({ kind: z.literal('prazo'), days: z.array(z.number().int()) }),
  z.object({
    kind: z.literal('personalizado'),
    installments: z.array(z.object({ dueDate: z.string(), amountCents: z.number().int() })),
  }),
]);
export type PaymentTermsInput = z.input<typeof paymentTermsSchema>;

const expectedDeliverySchema = z
  .string({ error: 'Data inválida' })
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const iso = parseOrderDate(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'Data inválida' });
      return z.NEVER;
    }
    return iso;
  });

/** A new order: the customer (and its price table unless another is chosen); lines may follow while 'orcamento'. */
export const salesOrderCreateSchema = z.object({
  customerId: z.string({ error: 'Selecione o cliente' }).refine(isUuid, 'Selecione o cliente'),
  priceTableId: optionalId('Tabela de preços inválida').optional(),
  sellerId: optionalId('Vendedor inválido').optional(),
  expectedDelivery: expectedDeliverySchema.optional(),
  notes: optionalTextSchema(2000).optional(),
  lines: z.array(salesOrderLineInputSchema).max(2000, 'Itens demais').default([]),
  discount: discountInputSchema.optional(),
  freightCents: wholeCents('O frete não pode ser negativo').default(0),
  paymentTerms: paymentTermsSchema.default({ kind: 'avista' }),
});
export type SalesOrderCreate = z.input<typeof salesOrderCreateSchema>;

/** Saving an 'orcamento' whole: customer, table, lines, discounts, freight, notes, seller and payment terms. */
export const salesOrderUpdateSchema = salesOrderCreateSchema.extend({
  priceTableId: z.string({ error: 'Tabela de preços inválida' }).refine(isUuid, 'Tabela de preços inválida'),
});
export type SalesOrderUpdate = z.input<typeof salesOrderUpdateSchema>;

/** A forward move (confirmar, separar, faturar, enviar, entregar). */
export const salesOrderMoveSchema = z.object({
  status: z.enum(['confirmado', 'separado', 'faturado', 'enviado', 'entregue'], {
    error: 'Situação inválida',
  }),
  note: optionalTextSchema(500).optional(),
});
export type SalesOrderMove = z.input<typeof salesOrderMoveSchema>;

export const salesOrderCancelSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo do cancelamento' })
    .trim()
    .min(1, 'Informe o motivo do cancelamento')
    .max(500, 'Máximo de 500 caracteres'),
});
export type SalesOrderCancel = z.input<typeof salesOrderCancelSchema>;

/** 'Gerar ordem de produção' from the shortfall: the due date of the production orders (default in 15 days). */
export const salesOrderProductionSchema = z.object({
  dueDate: expectedDeliverySchema.optional(),
});

/** Prices and stock of SKUs in a table, for the order's entry. */
export const salesOrderQuoteSchema = z.object({
  priceTableId: optionalId('Tabela de preços inválida').optional(),
  variantIds: z.array(z.string().refine(isUuid, SALES_ORDER_VARIANT_NOT_FOUND)).max(2000, 'Itens demais'),
});
export const salesOrderQuoteResultSchema = z.object({
  items: z.array(
    z.object({
      variantId: z.string(),
      unitPriceCents: z.number().int().nullable(),
      available: z.number().int(),
    }),
  ),
});
export type SalesOrderQuoteResult = z.infer<typeof salesOrderQuoteResultSchema>;

const discountSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), basisPoints: z.number().int() }),
    z.object({ kind: z.literal('amount'), cents: z.number().int() }),
  ])
  .nullable();

const statusEnum = z.enum(SALES_ORDER_STATUSES);

export const salesOrderListItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  channel: z.enum(SALES_CHANNELS),
  status: statusEnum,
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  issuedAt: z.string(),
  expectedDelivery: z.string().nullable(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
});
export type SalesOrderListItem = z.infer<typeof salesOrderListItemSchema>;

export const SALES_ORDER_SORT_KEYS = ['issuedAt', 'code', 'total'] as const;
export type SalesOrderSortKey = (typeof SALES_ORDER_SORT_KEYS)[number];

const optionalQueryDate = (message: string) =>
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

export const salesOrderListQuerySchema = listQuerySchema(SALES_ORDER_SORT_KEYS, 'issuedAt').extend({
  dir: z.enum(['asc', 'desc'], { error: 'Direção inválida' }).default('desc'),
  status: z
    .string()
    .optional()
    .refine((v) => !v || (SALES_ORDER_STATUSES as readonly string[]).includes(v), 'Situação inválida')
    .transform((v) => (v || undefined) as (typeof SALES_ORDER_STATUSES)[number] | undefined),
  channel: z
    .string()
    .optional()
    .refine((v) => !v || (SALES_CHANNELS as readonly string[]).includes(v), 'Canal inválido')
    .transform((v) => (v || undefined) as SalesChannel | undefined),
  customerId: z
    .string()
    .optional()
    .refine((v) => !v || isUuid(v), 'Cliente inválido')
    .transform((v) => v || undefined),
  /** Issued from this day (São Paulo). */
  from: optionalQueryDate('Data inicial inválida'),
  to: optionalQueryDate('Data final inválida'),
});
export type SalesOrderListQuery = z.output<typeof salesOrderListQuerySchema>;

export const salesOrderPageSchema = pageSchema(salesOrderListItemSchema).extend({
  /** Of every order the search and filters match (not only the page); cancelled orders are left out of the sums. */
  summary: z.object({ count: z.number().int(), pieces: z.number().int(), totalCents: z.number().int() }),
});
export type SalesOrderPage = z.infer<typeof salesOrderPageSchema>;

export const salesOrderLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  productId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  variantId: z.string(),
  sku: z.string(),
  colorId: z.string().nullable(),
  colorName: z.string().nullable(),
  colorHex: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discount: discountSchema,
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  unitCostCents: z.number().int().nullable(),
  /** Pieces of the SKU free to sell now (on hand − every reservation). */
  available: z.number().int(),
  /** Pieces this order holds reserved of the SKU. */
  reserved: z.number().int(),
});
export type SalesOrderLine = z.infer<typeof salesOrderLineSchema>;

export const salesOrderShortfallSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  sku: z.string(),
  colorId: z.string().nullable(),
  colorName: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
});
export type SalesOrderShortfall = z.infer<typeof salesOrderShortfallSchema>;

export const salesOrderDetailSchema = z.object({
  id: z.string(),
  code: z.string(),
  channel: z.enum(SALES_CHANNELS),
  status: statusEnum,
  customer: z.object({ id: z.string(), name: z.string(), documentNumber: z.string().nullable() }).nullable(),
  priceTable: z.object({ id: z.string(), name: z.string() }).nullable(),
  seller: z.object({ id: z.string(), name: z.string() }).nullable(),
  issuedAt: z.string(),
  expectedDelivery: z.string().nullable(),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  discount: discountSchema,
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  freightCents: z.number().int(),
  totalCents: z.number().int(),
  itemCount: z.number().int(),
  paymentTerms: paymentTermsOutSchema,
  /** The plan: the receivables once confirmed, else the installments the terms give (from today). */
  installments: z.array(
    z.object({ number: z.number().int(), dueDate: z.string(), amountCents: z.number().int() }),
  ),
  lines: z.array(salesOrderLineSchema),
  shortfall: z.array(salesOrderShortfallSchema),
  history: z.array(
    z.object({
      id: z.string(),
      fromStatus: statusEnum.nullable(),
      toStatus: statusEnum,
      note: z.string().nullable(),
      userName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  receivables: z.array(receivableSchema),
  /** What the screen may offer now. */
  actions: z.object({
    edit: z.boolean(),
    next: statusEnum.nullable(),
    cancel: z.boolean(),
  }),
});
export type SalesOrderDetail = z.infer<typeof salesOrderDetailSchema>;

export const salesOrderProductionResultSchema = z.object({
  orders: z.array(
    z.object({ id: z.string(), code: z.string(), productName: z.string(), pieces: z.number().int() }),
  ),
});

const optionColorSchema = z.object({ id: z.string(), name: z.string(), hex: z.string().nullable() });

/** What the order's entry offers: customers, tables, sellers and the products with their SKUs. */
export const salesOrderOptionsSchema = z.object({
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      documentNumber: z.string().nullable(),
      priceTableId: z.string().nullable(),
    }),
  ),
  priceTables: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() })),
  sellers: z.array(z.object({ id: z.string(), name: z.string() })),
  products: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      name: z.string(),
      colors: z.array(optionColorSchema),
      sizes: z.array(z.string()),
      variants: z.array(
        z.object({
          id: z.string(),
          colorId: z.string().nullable(),
          size: z.string(),
          sku: z.string(),
          barcode: z.string(),
        }),
      ),
    }),
  ),
});
export type SalesOrderOptions = z.infer<typeof salesOrderOptionsSchema>;
