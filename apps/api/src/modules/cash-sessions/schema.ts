import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/schema.ts';
import { companies } from '../companies/schema.ts';

/** part4 §1: a company's cash registers ('Caixa 1' by default, more can be added). */
export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_registers_name_uq').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('cash_registers_id_company_uq').on(t.id, t.companyId),
    index('cash_registers_list_idx').on(t.companyId, t.name, t.id),
  ],
);

/** What the cashier counted per payment method when closing, in centavos. */
export type CountedByMethod = Record<string, number>;

/**
 * part4 §1 cash_sessions: a register opened by a user with its float, until closed with the counted amounts.
 * One open session per register and per user (partial unique indexes in migration 0034).
 */
export const cashSessions = pgTable(
  'cash_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    registerId: uuid('register_id').notNull(),
    /** aberto or fechado. */
    status: text('status').notNull().default('aberto'),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openingFloatCents: bigint('opening_float_cents', { mode: 'number' }).notNull(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    counted: jsonb('counted').$type<CountedByMethod>(),
  },
  (t) => [
    foreignKey({
      name: 'cash_sessions_register_fk',
      columns: [t.registerId, t.companyId],
      foreignColumns: [cashRegisters.id, cashRegisters.companyId],
    }),
    uniqueIndex('cash_sessions_open_register_uq').on(t.registerId).where(sql`status = 'aberto'`),
    uniqueIndex('cash_sessions_open_user_uq').on(t.companyId, t.openedBy).where(sql`status = 'aberto'`),
    uniqueIndex('cash_sessions_id_company_uq').on(t.id, t.companyId),
    index('cash_sessions_register_idx').on(t.companyId, t.registerId, t.openedAt, t.id),
    index('cash_sessions_list_idx').on(t.companyId, t.openedAt, t.id),
    index('cash_sessions_opened_by_idx').on(t.openedBy),
    index('cash_sessions_closed_by_idx').on(t.closedBy),
  ],
);

/**
 * Every money movement of a session, append-only (migration 0034 revokes UPDATE and DELETE): abertura, sangria,
 * suprimento, venda, troco, devolucao. The amount is positive; the type gives the direction.
 */
export const cashSessionMovements = pgTable(
  'cash_session_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    sessionId: uuid('session_id').notNull(),
    type: text('type').notNull(),
    /** dinheiro, pix, credito, debito, fiado (abertura, sangria, suprimento and troco are dinheiro). */
    method: text('method').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason'),
    /** The sale or return that made it (venda, troco, devolucao). */
    documentId: uuid('document_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'cash_session_movements_session_fk',
      columns: [t.sessionId, t.companyId],
      foreignColumns: [cashSessions.id, cashSessions.companyId],
    }),
    index('cash_session_movements_session_idx').on(t.companyId, t.sessionId, t.createdAt, t.id),
    index('cash_session_movements_document_idx').on(t.companyId, t.documentId),
    index('cash_session_movements_user_id_idx').on(t.userId),
  ],
);
