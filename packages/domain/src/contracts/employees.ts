import { z } from 'zod';
import { cpfSchema, optionalPhoneSchema, optionalTextSchema } from '../br/schemas.ts';
import { todayInSaoPaulo } from '../format/dates.ts';
import { centsSchema } from '../quantity/schemas.ts';
import { listQuerySchema, pageSchema } from './common.ts';

/** part3 §1 Employees: the sectors of a confecção, stored as these values, shown with the labels. */
export const EMPLOYEE_SECTORS = [
  'corte',
  'costura',
  'acabamento',
  'embalagem',
  'administrativo',
  'vendas',
] as const;
export type EmployeeSector = (typeof EMPLOYEE_SECTORS)[number];
export const EMPLOYEE_SECTOR_LABELS: Record<EmployeeSector, string> = {
  corte: 'Corte',
  costura: 'Costura',
  acabamento: 'Acabamento',
  embalagem: 'Embalagem',
  administrativo: 'Administrativo',
  vendas: 'Vendas',
};

/** Monthly salary, or a price per piece produced. */
export const EMPLOYEE_PAY_TYPES = ['mensal', 'por_peca'] as const;
export type EmployeePayType = (typeof EMPLOYEE_PAY_TYPES)[number];
export const EMPLOYEE_PAY_TYPE_LABELS: Record<EmployeePayType, string> = {
  mensal: 'Mensal',
  por_peca: 'Por peça',
};

export const EMPLOYEE_STATUSES = ['ativo', 'inativo'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = { ativo: 'Ativo', inativo: 'Inativo' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'yyyy-MM-dd' (no 31/02). */
function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Admission date, as 'yyyy-MM-dd' or typed 'dd/MM/yyyy': blank → null; otherwise a real date from 1900 up to today
 * in São Paulo (an admission is recorded once it happened). Stored as 'yyyy-MM-dd'.
 */
export const employeeAdmissionDateSchema = z
  .string({ error: 'Data inválida' })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const typed = BR_DATE.exec(value);
    const iso = typed ? `${typed[3]}-${typed[2]}-${typed[1]}` : value;
    if (!isCalendarDate(iso) || iso < '1900-01-01') {
      ctx.addIssue({ code: 'custom', message: 'Data inválida' });
      return z.NEVER;
    }
    if (iso > todayInSaoPaulo()) {
      ctx.addIssue({ code: 'custom', message: 'A data de admissão não pode ser no futuro' });
      return z.NEVER;
    }
    return iso;
  });

/** Optional CPF: blank → null, otherwise a valid CPF stored as 11 digits. */
export const optionalEmployeeCpfSchema = z
  .string({ error: 'CPF inválido' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(cpfSchema.nullable());

/** Money typed in a form ('1.234,56') or sent as centavos; blank asks for the value. */
export function requiredMoneyFieldSchema(emptyMessage: string) {
  return z
    .union([z.number(), z.string()], { error: emptyMessage })
    .refine((value) => typeof value === 'number' || value.trim() !== '', { error: emptyMessage })
    .pipe(centsSchema('Valor inválido'))
    .refine((cents) => cents <= MONEY_FIELD_MAX_CENTS, { error: 'Valor alto demais' });
}

/** R$ 99.999.999,99: far above any salary or price per piece, far below what a bigint or a double holds. */
export const MONEY_FIELD_MAX_CENTS = 9_999_999_999;

export const employeeNameSchema = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, 'Nome é obrigatório')
  .max(200, 'Máximo de 200 caracteres');

export const employeeInputSchema = z.object({
  name: employeeNameSchema,
  cpf: optionalEmployeeCpfSchema.optional(),
  jobTitle: optionalTextSchema(100).optional(),
  sector: z.enum(EMPLOYEE_SECTORS, { error: 'Selecione o setor' }),
  payType: z.enum(EMPLOYEE_PAY_TYPES, { error: 'Selecione o tipo de pagamento' }),
  /** Salary per month (mensal) or price per piece (por_peca), in centavos. */
  payAmountCents: requiredMoneyFieldSchema('Informe o valor'),
  admissionDate: employeeAdmissionDateSchema.optional(),
  phone: optionalPhoneSchema.optional(),
  notes: optionalTextSchema(2000).optional(),
  status: z.enum(EMPLOYEE_STATUSES, { error: 'Situação inválida' }).default('ativo'),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;

export const employeeUpdateSchema = employeeInputSchema.partial().extend({
  status: z.enum(EMPLOYEE_STATUSES, { error: 'Situação inválida' }).optional(),
});
export type EmployeeUpdate = z.input<typeof employeeUpdateSchema>;

export const employeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  cpf: z.string().nullable(),
  jobTitle: z.string().nullable(),
  sector: z.enum(EMPLOYEE_SECTORS),
  payType: z.enum(EMPLOYEE_PAY_TYPES),
  payAmountCents: z.number().int(),
  admissionDate: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const EMPLOYEE_SORT_KEYS = ['name', 'sector', 'admissionDate', 'createdAt'] as const;
export const employeeListQuerySchema = listQuerySchema(EMPLOYEE_SORT_KEYS, 'name').extend({
  sector: z.enum(EMPLOYEE_SECTORS, { error: 'Setor inválido' }).optional(),
  status: z.enum(EMPLOYEE_STATUSES, { error: 'Situação inválida' }).optional(),
});
export const employeePageSchema = pageSchema(employeeSchema);

/** Pickers of later screens (cutting, quality control): active employees, optionally of one sector. */
export const employeeOptionsQuerySchema = z.object({
  sector: z.enum(EMPLOYEE_SECTORS, { error: 'Setor inválido' }).optional(),
});
export const employeeOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  sector: z.enum(EMPLOYEE_SECTORS),
});
export type EmployeeOption = z.infer<typeof employeeOptionSchema>;
export const employeeOptionsSchema = z.object({ items: z.array(employeeOptionSchema) });
