import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';

export const EMPLOYEE_SECTOR_VALUES = [
  'corte',
  'costura',
  'acabamento',
  'embalagem',
  'administrativo',
  'vendas',
] as const;

/** part3 §1 Employees (/app/funcionarios). */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    cpf: text('cpf'),
    jobTitle: text('job_title'),
    sector: text('sector').$type<(typeof EMPLOYEE_SECTOR_VALUES)[number]>().notNull(),
    payType: text('pay_type').$type<'mensal' | 'por_peca'>().notNull(),
    /** Monthly salary or price per piece, in centavos. */
    payAmountCents: bigint('pay_amount_cents', { mode: 'number' }).notNull().default(0),
    admissionDate: date('admission_date'),
    phone: text('phone'),
    notes: text('notes'),
    status: text('status').$type<'ativo' | 'inativo'>().notNull().default('ativo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employees_company_name_idx').on(t.companyId, t.name)],
);
