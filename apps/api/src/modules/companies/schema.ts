import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/schema.ts';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  documentNumber: text('document_number'),
  documentType: text('document_type'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  /** Provisional until subscriptions exist (issue 4): sets the user limit of part1 §9. */
  planType: text('plan_type').notNull().default('professional'),
  /** The one company that holds the platform staff (super_admin, support); never listed as a customer. */
  isPlatform: boolean('is_platform').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** part1 §3 profiles: one per signed-in person, tied to their company. The id is the auth user's id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    supportLevel: text('support_level'),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_company_idx').on(t.companyId)],
);

export const userFeaturePermissions = pgTable(
  'user_feature_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    canAccess: boolean('can_access').notNull().default(false),
    canWrite: boolean('can_write').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (t) => [uniqueIndex('user_feature_permissions_user_feature_uq').on(t.userId, t.feature)],
);

/** part1 §3 user_invites. Only a hash of the token is stored; the token itself travels in the e-mail. */
export const userInvites = pgTable(
  'user_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull(),
    selectedProfile: text('selected_profile').notNull(),
    status: text('status').notNull().default('pending'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    acceptedUserId: uuid('accepted_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_invites_token_hash_uq').on(t.tokenHash),
    index('user_invites_company_idx').on(t.companyId),
  ],
);
