import { z } from 'zod';
import {
  optionalCpfOrCnpjSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  optionalTextSchema,
} from '../br/schemas.ts';
import { centsSchema } from '../quantity/schemas.ts';
import { isUuid, listQuerySchema, pageSchema } from './common.ts';
import { MONEY_FIELD_MAX_CENTS } from './employees.ts';
import { PROCESS_KINDS } from './processes.ts';

/** part3 §1 Outworkers: the company's record of each outsourced workshop (facção). */
export const OUTWORKER_STATUSES = ['ativo', 'inativo'] as const;
export type OutworkerStatus = (typeof OUTWORKER_STATUSES)[number];
export const OUTWORKER_STATUS_LABELS: Record<OutworkerStatus, string> = {
  ativo: 'Ativo',
  inativo: 'Inativo',
};

export const OUTWORKER_MAX_SERVICES = 50;
export const OUTWORKER_MAX_CAPACITY = 1_000_000;
const CAPACITY_MESSAGE = 'Informe um número inteiro de peças maior que zero';

/** Pieces per day: blank → null, otherwise a whole number above zero (typed as text in forms). */
export const outworkerCapacitySchema = z
  .union([z.number(), z.string()], { error: CAPACITY_MESSAGE })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    let number = Number.NaN;
    if (typeof value === 'number') number = value;
    else {
      const text = value.trim();
      if (text === '') return null;
      // Whole pieces, with pt-BR thousands dots allowed ('1.200').
      if (/^\d+$|^\d{1,3}(\.\d{3})+$/.test(text)) number = Number(text.replaceAll('.', ''));
    }
    if (!Number.isSafeInteger(number) || number < 1) {
      ctx.addIssue({ code: 'custom', message: CAPACITY_MESSAGE });
      return z.NEVER;
    }
    if (number > OUTWORKER_MAX_CAPACITY) {
      ctx.addIssue({ code: 'custom', message: 'Capacidade alta demais' });
      return z.NEVER;
    }
    return number;
  });

/** The processes (services) it performs: ids of the company's processes, each once. */
export const outworkerServicesSchema = z
  .array(z.string({ error: 'Processo inválido' }).refine(isUuid, { error: 'Processo inválido' }), {
    error: 'Serviços inválidos',
  })
  .max(OUTWORKER_MAX_SERVICES, `No máximo ${OUTWORKER_MAX_SERVICES} serviços`)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

export const outworkerNameSchema = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, 'Nome é obrigatório')
  .max(200, 'Máximo de 200 caracteres');

export const outworkerInputSchema = z.object({
  name: outworkerNameSchema,
  documentNumber: optionalCpfOrCnpjSchema.optional(),
  contactName: optionalTextSchema(200).optional(),
  phone: optionalPhoneSchema.optional(),
  email: optionalEmailSchema.optional(),
  address: optionalTextSchema(300).optional(),
  processIds: outworkerServicesSchema.default([]),
  capacityPerDay: outworkerCapacitySchema.optional(),
  status: z.enum(OUTWORKER_STATUSES, { error: 'Situação inválida' }).default('ativo'),
  notes: optionalTextSchema(2000).optional(),
});
export type OutworkerInput = z.input<typeof outworkerInputSchema>;

export const outworkerServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PROCESS_KINDS),
  isActive: z.boolean(),
});
export type OutworkerService = z.infer<typeof outworkerServiceSchema>;

export const outworkerSchema = z.object({
  id: z.string(),
  name: z.string(),
  documentNumber: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  processIds: z.array(z.string()),
  /** The services, in the company's process order, for chips. */
  services: z.array(outworkerServiceSchema),
  capacityPerDay: z.number().int().nullable(),
  status: z.enum(OUTWORKER_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Outworker = z.infer<typeof outworkerSchema>;

export const OUTWORKER_SORT_KEYS = ['name', 'capacityPerDay', 'createdAt'] as const;
export const outworkerListQuerySchema = listQuerySchema(OUTWORKER_SORT_KEYS, 'name').extend({
  status: z.enum(OUTWORKER_STATUSES, { error: 'Situação inválida' }).optional(),
  processId: z.string().refine(isUuid, { error: 'Processo inválido' }).optional(),
});
export const outworkerPageSchema = pageSchema(outworkerSchema);

/** Pickers of later screens (sending a batch): active workshops. */
export const outworkerOptionSchema = z.object({ id: z.string(), name: z.string() });
export type OutworkerOption = z.infer<typeof outworkerOptionSchema>;
export const outworkerOptionsSchema = z.object({ items: z.array(outworkerOptionSchema) });

/** The company's processes a workshop may perform, for the services field. */
export const outworkerServiceOptionsSchema = z.object({ items: z.array(outworkerServiceSchema) });

/** One product of the company with the price agreed with this workshop (null: none agreed). */
export const outworkerProductPriceSchema = z.object({
  productId: z.string(),
  reference: z.string(),
  name: z.string(),
  productStatus: z.enum(['ativo', 'inativo']),
  priceCents: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type OutworkerProductPrice = z.infer<typeof outworkerProductPriceSchema>;
export const outworkerPriceListSchema = z.object({ items: z.array(outworkerProductPriceSchema) });
export type OutworkerPriceList = z.infer<typeof outworkerPriceListSchema>;

export const OUTWORKER_MAX_PRICE_CHANGES = 2000;

/** A price typed in the table ('12,50') or sent as centavos; blank or null clears the agreed price. */
export const outworkerPriceValueSchema = z
  .union([z.number(), z.string(), z.null()], { error: 'Valor inválido' })
  .transform((value) => (typeof value === 'string' && value.trim() === '' ? null : value))
  .pipe(
    centsSchema('Valor inválido')
      .refine((cents) => cents <= MONEY_FIELD_MAX_CENTS, { error: 'Valor alto demais' })
      .nullable(),
  );

/** Sets (a price) or clears (null) the agreed price of each listed product; products not listed keep theirs. */
const outworkerPriceChangesSchema = z
  .array(
    z.object({
      productId: z.string({ error: 'Produto inválido' }).refine(isUuid, { error: 'Produto inválido' }),
      priceCents: outworkerPriceValueSchema,
    }),
    { error: 'Informe os preços' },
  )
  .max(OUTWORKER_MAX_PRICE_CHANGES, `No máximo ${OUTWORKER_MAX_PRICE_CHANGES} preços por vez`)
  .refine((rows) => new Set(rows.map((r) => r.productId.toLowerCase())).size === rows.length, {
    error: 'Produto repetido na lista',
  });

export const outworkerPricesUpdateSchema = z.object({ prices: outworkerPriceChangesSchema });
export type OutworkerPricesUpdate = z.input<typeof outworkerPricesUpdateSchema>;

/**
 * Edits a workshop (its services and status too) and, in the same save, the agreed prices listed in `prices`
 * (as PUT …/prices takes them): the edit screen's one 'Salvar alterações'.
 */
export const outworkerUpdateSchema = outworkerInputSchema.partial().extend({
  processIds: outworkerServicesSchema.optional(),
  status: z.enum(OUTWORKER_STATUSES, { error: 'Situação inválida' }).optional(),
  prices: outworkerPriceChangesSchema.optional(),
});
export type OutworkerUpdate = z.input<typeof outworkerUpdateSchema>;

// ---- Performance summary (part3 §1) ---------------------------------------------------------------------------

/** Without a period, the summary covers the last 90 days up to today (São Paulo). */
export const OUTWORKER_PERFORMANCE_DEFAULT_DAYS = 90;
/** The late batches listed by name; the counts cover all of them. */
export const OUTWORKER_PERFORMANCE_LATE_LIMIT = 5;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'yyyy-MM-dd' (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const periodDaySchema = z
  .string({ error: 'Data inválida' })
  .refine(isCalendarDay, { error: 'Data inválida' })
  .optional();

/** `from`/`to`: São Paulo calendar days, both inclusive; either may be left out. */
export const outworkerPerformanceQuerySchema = z
  .object({ from: periodDaySchema, to: periodDaySchema })
  .refine((period) => !period.from || !period.to || period.from <= period.to, {
    path: ['to'],
    error: 'A data final deve ser igual ou posterior à inicial',
  });
export type OutworkerPerformanceQuery = z.input<typeof outworkerPerformanceQuerySchema>;

/** 'yyyy-MM-dd' plus whole days, without time zones. */
function shiftDay(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The period a summary covers: what was asked, with the missing end filled in — `to` defaults to today, `from` to
 * 90 days ending at `to` (today counts as one of them).
 */
export function outworkerPerformancePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? shiftDay(to, 1 - OUTWORKER_PERFORMANCE_DEFAULT_DAYS), to };
}

const batchCountSchema = z.object({ batches: z.number().int(), pieces: z.number().int() });

export const outworkerLateBatchSchema = z.object({
  id: z.string(),
  code: z.string(),
  productName: z.string(),
  /** 'yyyy-MM-dd'. */
  dueDate: z.string(),
  pieces: z.number().int(),
});
export type OutworkerLateBatch = z.infer<typeof outworkerLateBatchSchema>;

/**
 * part3 §1 'Performance summary' of a workshop, from its batches. The period counts batches sent in it, batches
 * it returned in it (finished at the workshop: 'Finalizado' or later) and the reviews completed in it; what is at
 * the workshop and what is late are as of today, whatever the period.
 */
export const outworkerPerformanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Any batch was ever sent to this workshop (else the card shows its empty state). */
  hasBatches: z.boolean(),
  sent: batchCountSchema,
  returned: batchCountSchema,
  /** Mean days from sending to the workshop's return, 1 decimal place ('4.5'); null when none returned. */
  averageLeadTimeDays: z.string().nullable(),
  /** Pieces counted by the quality reviews completed in the period, and those of them with defects. */
  reviewedPieces: z.number().int(),
  defectivePieces: z.number().int(),
  /** defective ÷ reviewed in percent, 1 decimal place ('2.5'); null when nothing was reviewed. */
  defectRatePercent: z.string().nullable(),
  /** Sent or in production there now. */
  atWorkshop: batchCountSchema,
  /** At the workshop with its due date passed. */
  late: batchCountSchema.extend({ items: z.array(outworkerLateBatchSchema) }),
});
export type OutworkerPerformance = z.infer<typeof outworkerPerformanceSchema>;
