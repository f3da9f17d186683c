import { z } from 'zod';
import { onlyDigits } from '../br/digits.ts';
import { isValidDocument } from '../br/document.ts';
import { MAX_CARD_INSTALLMENTS } from '../pdv/cash-session.ts';
import { FULL_PERCENT_BASIS_POINTS, MAX_LINE_QUANTITY } from '../sales/order-totals.ts';
import { CASH_METHODS } from './cash-sessions.ts';
import { isUuid } from './common.ts';

/** part4 §1 'Point of sale': the sale itself (issue 15 item 4). */
export const PDV_SALE_MESSAGES = {
  keyRequired: 'Chave de idempotência inválida',
  variantRequired: 'Produto inválido',
  quantity: 'A quantidade deve ser maior que zero',
  wholePieces: 'Informe a quantidade em peças inteiras',
  noLines: 'Inclua ao menos um item',
  tooManyLines: 'Itens demais numa venda',
  customerRequired: 'Cliente inválido',
  document: 'CPF ou CNPJ inválido',
  noSession: 'Caixa fechado: abra o caixa para vender.',
  sessionMismatch: 'Esta venda é de outro caixa, que já não está aberto.',
  notFound: 'Venda não encontrada',
  unknownSku: 'Produto não encontrado ou inativo',
  noPrice: 'Produto sem preço na tabela do caixa',
  discountForbidden: 'Desconto acima do limite da empresa: peça a um usuário com permissão de desconto',
  fiadoCustomer: 'Fiado só para um cliente cadastrado',
  fiadoLimit: 'Limite de crédito do cliente excedido',
  customerNotFound: 'Cliente não encontrado',
  nothingToReturn: 'Informe os itens a devolver',
  returnBeyond: 'A devolução passa do que foi vendido neste item',
  lineNotFound: 'Item não encontrado nesta venda',
} as const;

const discountSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    basisPoints: z
      .number()
      .int()
      .min(0, 'O desconto não pode ser negativo')
      .max(FULL_PERCENT_BASIS_POINTS, 'O desconto não pode passar de 100%'),
  }),
  z.object({
    kind: z.literal('amount'),
    cents: z.number().int().min(0, 'O desconto não pode ser negativo').max(Number.MAX_SAFE_INTEGER),
  }),
]);

const uuidField = (message: string) => z.string({ error: message }).refine(isUuid, message);

export const pdvSaleLineInputSchema = z.object({
  variantId: uuidField(PDV_SALE_MESSAGES.variantRequired),
  quantity: z
    .number({ error: PDV_SALE_MESSAGES.quantity })
    .int(PDV_SALE_MESSAGES.wholePieces)
    .min(1, PDV_SALE_MESSAGES.quantity)
    .max(MAX_LINE_QUANTITY, 'Quantidade grande demais'),
  discount: discountSchema.nullish(),
});

export const pdvPaymentInputSchema = z.object({
  method: z.enum(CASH_METHODS, { error: 'Forma de pagamento inválida' }),
  /** Centavos; for dinheiro the cash handed over (the change is worked out). */
  amountCents: z
    .number({ error: 'Informe o valor' })
    .int('Valor inválido')
    .positive('O valor deve ser maior que zero')
    .max(Number.MAX_SAFE_INTEGER),
  installments: z
    .number()
    .int()
    .min(1)
    .max(MAX_CARD_INSTALLMENTS, `Parcelas: de 1 a ${MAX_CARD_INSTALLMENTS}`)
    .nullish(),
});

/** POST /api/pdv/sales: one sale at the till; a replayed `idempotencyKey` answers the first sale. */
export const pdvSaleInputSchema = z.object({
  idempotencyKey: uuidField(PDV_SALE_MESSAGES.keyRequired),
  /** The session it was made in (an offline sale keeps it); omitted: the user's open session. */
  sessionId: z.string().refine(isUuid, PDV_SALE_MESSAGES.sessionMismatch).nullish(),
  /** When it was made at the till (an offline sale sent later); the server's clock when omitted. */
  madeAt: z.iso.datetime({ offset: true, error: 'Data inválida' }).nullish(),
  lines: z
    .array(pdvSaleLineInputSchema, { error: PDV_SALE_MESSAGES.noLines })
    .min(1, PDV_SALE_MESSAGES.noLines)
    .max(500, PDV_SALE_MESSAGES.tooManyLines),
  discount: discountSchema.nullish(),
  customerId: z.string().refine(isUuid, PDV_SALE_MESSAGES.customerRequired).nullish(),
  /** 'CPF na nota': a valid CPF or CNPJ, digits kept. */
  customerDocument: z
    .string()
    .trim()
    .transform((value) => onlyDigits(value))
    .refine((value) => value === '' || isValidDocument(value), PDV_SALE_MESSAGES.document)
    .transform((value) => value || null)
    .nullish(),
  payments: z
    .array(pdvPaymentInputSchema)
    .min(1, 'Informe a forma de pagamento')
    .max(5)
    .refine(
      (payments) => new Set(payments.map((payment) => payment.method)).size === payments.length,
      'Use cada forma de pagamento uma vez',
    ),
});
export type PdvSaleInput = z.input<typeof pdvSaleInputSchema>;

export const pdvSaleLineSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  sku: z.string(),
  productName: z.string(),
  reference: z.string(),
  colour: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  returnedQuantity: z.number().int(),
});
export type PdvSaleLine = z.infer<typeof pdvSaleLineSchema>;

export const pdvSalePaymentSchema = z.object({
  method: z.enum(CASH_METHODS),
  label: z.string(),
  amountCents: z.number().int(),
  changeCents: z.number().int(),
  installments: z.number().int(),
});

/** A PDV sale as the receipt shows it (and the session's list). */
export const pdvSaleSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.string(),
  sessionId: z.string(),
  registerName: z.string(),
  sellerName: z.string().nullable(),
  issuedAt: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerDocument: z.string().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  itemCount: z.number().int(),
  changeCents: z.number().int(),
  returnedCents: z.number().int(),
  lines: z.array(pdvSaleLineSchema),
  payments: z.array(pdvSalePaymentSchema),
});
export type PdvSale = z.infer<typeof pdvSaleSchema>;

export const pdvSaleListSchema = z.object({ items: z.array(pdvSaleSchema) });
export type PdvSaleList = z.infer<typeof pdvSaleListSchema>;

/** One SKU of the till's catalogue, kept in the page: scanning looks it up in a Map. */
export const pdvCatalogueItemSchema = z.object({
  id: z.string(),
  sku: z.string(),
  ean: z.string(),
  name: z.string(),
  ref: z.string(),
  colour: z.string().nullable(),
  size: z.string(),
  /** Centavos; null when no table prices it (it cannot be sold). */
  price: z.number().int().nullable(),
  /** Available pieces (on hand − reserved). */
  stock: z.number().int(),
});
export type PdvCatalogueItem = z.infer<typeof pdvCatalogueItemSchema>;

export const pdvCatalogueSchema = z.object({
  priceTableId: z.string(),
  priceTableName: z.string(),
  /** The company's PIX receiver (sales settings), null until set: the till offers no PIX QR then. */
  pix: z.object({ key: z.string(), merchantName: z.string(), merchantCity: z.string() }).nullable(),
  /** The discount the user may give, in basis points of the items; null: no limit (the discount permission). */
  maxDiscountBasisPoints: z.number().int().nullable(),
  items: z.array(pdvCatalogueItemSchema),
});
export type PdvCatalogue = z.infer<typeof pdvCatalogueSchema>;

export const pdvCatalogueQuerySchema = z.object({
  priceTableId: z.string().refine(isUuid, 'Tabela inválida').optional(),
});

/**
 * POST /api/pdv/sales/:id/returns: pieces of a past sale back into stock, refunded in cash from the open session
 * ('Devolução'). An exchange is a return followed by a new sale paid (in part) with that cash.
 */
export const pdvReturnInputSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: uuidField(PDV_SALE_MESSAGES.lineNotFound),
        quantity: z
          .number({ error: PDV_SALE_MESSAGES.quantity })
          .int(PDV_SALE_MESSAGES.wholePieces)
          .min(1, PDV_SALE_MESSAGES.quantity)
          .max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1, PDV_SALE_MESSAGES.nothingToReturn)
    .max(500),
  reason: z.string().trim().max(200).nullish(),
});
export type PdvReturnInput = z.input<typeof pdvReturnInputSchema>;

export const pdvReturnSchema = z.object({
  sale: pdvSaleSchema,
  /** What the pieces came to (their share of every discount), paid back in cash. */
  refundCents: z.number().int(),
});
export type PdvReturn = z.infer<typeof pdvReturnSchema>;
