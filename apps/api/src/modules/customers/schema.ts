import type { CustomerPersonType, CustomerStatus } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';

/** part4 §1 Customers (/app/clientes); migration 0031. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    personType: text('person_type').$type<CustomerPersonType>().notNull(),
    /** Nome (pessoa física) or razão social (jurídica). */
    name: text('name').notNull(),
    tradeName: text('trade_name'),
    /** 11 digits (CPF) or 14 upper-case characters (CNPJ); unique in the company. */
    documentNumber: text('document_number'),
    /** Its digits, or ISENTO. */
    stateRegistration: text('state_registration'),
    email: text('email'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    contactName: text('contact_name'),
    cep: text('cep'),
    street: text('street'),
    addressNumber: text('address_number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    state: text('state'),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    /** The customer's price table; its foreign key comes with the price tables. */
    priceTableId: uuid('price_table_id'),
    notes: text('notes'),
    status: text('status').$type<CustomerStatus>().notNull().default('ativo'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_company_document_uq')
      .on(t.companyId, t.documentNumber)
      .where(sql`document_number IS NOT NULL`),
    index('customers_company_name_idx').on(t.companyId, t.name, t.id),
    index('customers_price_table_idx').on(t.priceTableId, t.companyId),
  ],
);
