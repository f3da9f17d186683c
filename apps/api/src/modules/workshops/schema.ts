import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/schema.ts';
import { companies, profiles } from '../companies/schema.ts';
import { outworkers } from '../outworkers/schema.ts';

/**
 * part2 §3 faccao: an outsourced sewing workshop as an account of its own. One workshop serves many companies;
 * each company keeps its own outworker record for it (outworkers) and maps that record to the workshop
 * (faccao_outworkers). Not tenant data: RLS lets a workshop login read its own row and a company read the
 * workshops linked to it (migration 0022).
 */
export const faccoes = pgTable('faccoes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** CNPJ (14) or CPF (11), digits or letters; optional. */
  documentNumber: text('document_number'),
  /** The contact e-mail, the login's e-mail when the workshop signed up through an invitation. */
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** part2 §3 usuario_faccao: the login of a workshop. A login belongs to one workshop and has no company profile. */
export const faccaoUsers = pgTable(
  'faccao_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    faccaoId: uuid('faccao_id')
      .notNull()
      .references(() => faccoes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('faccao_users_user_uq').on(t.userId), index('faccao_users_faccao_idx').on(t.faccaoId)],
);

/**
 * part2 §3 faccao_empresas: a workshop's association with a company, 'pending' until the workshop accepts it,
 * then 'active'. A company sees only its own rows; the workshop sees all of its own.
 */
export const faccaoCompanies = pgTable(
  'faccao_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    faccaoId: uuid('faccao_id')
      .notNull()
      .references(() => faccoes.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'pending' | 'active' (CHECK in the migration). */
    status: text('status').$type<'pending' | 'active'>().notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('faccao_companies_faccao_company_uq').on(t.faccaoId, t.companyId),
    index('faccao_companies_company_status_idx').on(t.companyId, t.status),
    index('faccao_companies_invited_by_fk_idx').on(t.invitedBy),
  ],
);

/**
 * part2 §3 faccao_outworkers: which of the company's outworker records is this workshop. Batches sent to the
 * outworker are the workshop's batches in that company. One outworker record maps to one workshop.
 */
export const faccaoOutworkers = pgTable(
  'faccao_outworkers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    faccaoId: uuid('faccao_id')
      .notNull()
      .references(() => faccoes.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    outworkerId: uuid('outworker_id')
      .notNull()
      .references(() => outworkers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('faccao_outworkers_company_outworker_uq').on(t.companyId, t.outworkerId),
    uniqueIndex('faccao_outworkers_outworker_uq').on(t.outworkerId),
    index('faccao_outworkers_faccao_company_idx').on(t.faccaoId, t.companyId),
  ],
);

/**
 * part1 §3 faccao_invites: a company's invitation of a workshop to the portal, for one of its outworker records.
 * Only a hash of the token is kept; the token travels in the e-mail link (/signup?type=faccao&token=…). When the
 * address already is a workshop login, `faccao_id` names that workshop and the association waits in its bell.
 */
export const faccaoInvites = pgTable(
  'faccao_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    /** The workshop's name as the company knows it (the new account's name). */
    fullName: text('full_name').notNull(),
    outworkerId: uuid('outworker_id')
      .notNull()
      .references(() => outworkers.id, { onDelete: 'cascade' }),
    /** 'pending' | 'accepted' (CHECK in the migration); a cancelled invitation is deleted. */
    status: text('status').$type<'pending' | 'accepted'>().notNull().default('pending'),
    /** The workshop that accepted it, or the existing workshop login the address belongs to. */
    faccaoId: uuid('faccao_id').references(() => faccoes.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('faccao_invites_token_hash_uq').on(t.tokenHash),
    index('faccao_invites_company_idx').on(t.companyId, t.createdAt),
    index('faccao_invites_outworker_fk_idx').on(t.outworkerId),
    index('faccao_invites_faccao_fk_idx').on(t.faccaoId),
    index('faccao_invites_created_by_fk_idx').on(t.createdBy),
  ],
);
