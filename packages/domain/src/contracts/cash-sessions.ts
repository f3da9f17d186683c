import { z } from 'zod';
import { CASH_COUNT_METHODS, type CashCountMethod } from '../pdv/cash-session.ts';
import { centsSchema } from '../quantity/schemas.ts';
import { isUuid, pageQuerySchema, pageSchema, requiredText } from './common.ts';
import { MONEY_FIELD_MAX_CENTS } from './employees.ts';

/** part4 §1: the payment methods a PDV session counts, in the order the close dialog lists them. */
export const CASH_METHODS = ['dinheiro', 'pix', 'credito', 'debito', 'fiado'] as const;
export type CashMethod = (typeof CASH_METHODS)[number];
export const CASH_METHOD_LABELS: Record<CashMethod, string> = {
  dinheiro: 'Dinheiro',
  pix: 'PIX',
  credito: 'Crédito',
  debito: 'Débito',
  fiado: 'Fiado',
};
export function isCashMethod(value: string): value is CashMethod {
  return (CASH_METHODS as readonly string[]).includes(value);
}

/** A session's movements; abertura, suprimento and venda put money in, the others take it out. */
export const CASH_MOVEMENT_TYPES = [
  'abertura',
  'sangria',
  'suprimento',
  'venda',
  'troco',
  'devolucao',
] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];
export const CASH_MOVEMENT_TYPE_LABELS: Record<CashMovementType, string> = {
  abertura: 'Abertura',
  sangria: 'Sangria',
  suprimento: 'Suprimento',
  venda: 'Venda',
  troco: 'Troco',
  devolucao: 'Devolução',
};
export const CASH_OUTFLOW_TYPES: readonly CashMovementType[] = ['sangria', 'troco', 'devolucao'];

export const CASH_SESSION_MESSAGES = {
  closed: 'Caixa fechado: abra o caixa para registrar movimentos.',
  notFound: 'Sessão de caixa não encontrada',
  registerNotFound: 'Caixa não encontrado',
  registerBusy: 'Este caixa já está aberto. Feche a sessão atual antes de abrir outra.',
  userBusy: 'Você já tem um caixa aberto. Feche-o antes de abrir outro.',
  registerNameTaken: 'Já existe um caixa com este nome',
  notEnoughCash: 'Não há dinheiro suficiente no caixa',
  registerRequired: 'Escolha o caixa',
  amountRequired: 'Informe o valor',
  amountPositive: 'O valor deve ser maior que zero',
  amountTooHigh: 'Valor alto demais',
  reasonRequired: 'Informe o motivo',
  countedRequired: 'Informe o valor contado',
  nameRequired: 'Informe o nome do caixa',
} as const;

/** Money typed in a form ('1.234,56') or sent as centavos, at most MONEY_FIELD_MAX_CENTS. */
function moneyField(requiredMessage: string, { positive }: { positive: boolean }) {
  return z
    .union([z.number(), z.string()], { error: requiredMessage })
    .refine((value) => typeof value === 'number' || value.trim() !== '', requiredMessage)
    .pipe(centsSchema())
    .refine((cents) => !positive || cents > 0, CASH_SESSION_MESSAGES.amountPositive)
    .refine((cents) => cents <= MONEY_FIELD_MAX_CENTS, CASH_SESSION_MESSAGES.amountTooHigh);
}

export const cashRegisterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The session open on it now, whoever opened it. */
  openSession: z.object({ id: z.string(), openedByName: z.string(), openedAt: z.string() }).nullable(),
});
export type CashRegister = z.infer<typeof cashRegisterSchema>;
export const cashRegisterListSchema = z.object({ items: z.array(cashRegisterSchema) });
export type CashRegisterList = z.infer<typeof cashRegisterListSchema>;

/** POST /api/cash-registers: 'Novo caixa'. */
export const cashRegisterCreateSchema = z.object({
  name: requiredText(CASH_SESSION_MESSAGES.nameRequired, 60),
});
export type CashRegisterCreateInput = z.input<typeof cashRegisterCreateSchema>;

/** POST /api/cash-sessions: 'Abrir caixa' with the opening float (zero allowed). */
export const cashSessionOpenSchema = z.object({
  registerId: z
    .string({ error: CASH_SESSION_MESSAGES.registerRequired })
    .refine(isUuid, CASH_SESSION_MESSAGES.registerRequired),
  openingFloatCents: moneyField(CASH_SESSION_MESSAGES.amountRequired, { positive: false }),
});
export type CashSessionOpenInput = z.input<typeof cashSessionOpenSchema>;

/** POST /api/cash-sessions/:id/sangria and /suprimento: an amount with its reason. */
export const cashMovementInputSchema = z.object({
  amountCents: moneyField(CASH_SESSION_MESSAGES.amountRequired, { positive: true }),
  reason: requiredText(CASH_SESSION_MESSAGES.reasonRequired, 200),
});
export type CashMovementInput = z.input<typeof cashMovementInputSchema>;

/**
 * POST /api/cash-sessions/:id/close: 'Fechar caixa' with the amount counted per method; 'fiado' is not counted (it
 * is a receivable, not money in the register).
 */
export const cashSessionCloseSchema = z.object({
  counted: z.object(
    Object.fromEntries(
      CASH_COUNT_METHODS.map((method) => [
        method,
        moneyField(CASH_SESSION_MESSAGES.countedRequired, { positive: false }),
      ]),
    ) as Record<CashCountMethod, ReturnType<typeof moneyField>>,
    { error: CASH_SESSION_MESSAGES.countedRequired },
  ),
});
export type CashSessionCloseInput = z.input<typeof cashSessionCloseSchema>;

export const cashSessionMovementSchema = z.object({
  id: z.string(),
  type: z.enum(CASH_MOVEMENT_TYPES),
  typeLabel: z.string(),
  method: z.enum(CASH_METHODS),
  methodLabel: z.string(),
  amountCents: z.number().int(),
  /** Negative for sangria, troco and devolucao. */
  signedCents: z.number().int(),
  reason: z.string().nullable(),
  userName: z.string(),
  createdAt: z.string(),
});
export type CashSessionMovement = z.infer<typeof cashSessionMovementSchema>;

/** Expected (from the movements), counted and the difference (counted − expected) of one method. */
export const cashSessionMethodTotalSchema = z.object({
  method: z.enum(CASH_METHODS),
  label: z.string(),
  expectedCents: z.number().int(),
  countedCents: z.number().int().nullable(),
  differenceCents: z.number().int().nullable(),
});
export type CashSessionMethodTotal = z.infer<typeof cashSessionMethodTotalSchema>;

/** A session with its movements and totals: the open session's summary and the closed session's report. */
export const cashSessionSchema = z.object({
  id: z.string(),
  registerId: z.string(),
  registerName: z.string(),
  status: z.enum(['aberto', 'fechado']),
  openedByName: z.string(),
  openedAt: z.string(),
  openingFloatCents: z.number().int(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  movements: z.array(cashSessionMovementSchema),
  methods: z.array(cashSessionMethodTotalSchema),
  expectedTotalCents: z.number().int(),
  countedTotalCents: z.number().int().nullable(),
  differenceTotalCents: z.number().int().nullable(),
});
export type CashSession = z.infer<typeof cashSessionSchema>;

/** GET /api/cash-sessions/current: the caller's open session (or none) and the registers to open one on. */
export const pdvStateSchema = z.object({
  session: cashSessionSchema.nullable(),
  registers: z.array(cashRegisterSchema),
});
export type PdvState = z.infer<typeof pdvStateSchema>;

/** GET /api/cash-sessions: the company's sessions, newest first, to reopen a report. */
export const cashSessionListItemSchema = z.object({
  id: z.string(),
  registerName: z.string(),
  status: z.enum(['aberto', 'fechado']),
  openedByName: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type CashSessionListItem = z.infer<typeof cashSessionListItemSchema>;
export const cashSessionListQuerySchema = pageQuerySchema;
export const cashSessionPageSchema = pageSchema(cashSessionListItemSchema);
export type CashSessionPage = z.infer<typeof cashSessionPageSchema>;
