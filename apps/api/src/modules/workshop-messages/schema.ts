import type { WorkshopConversationStatus, WorkshopMessageSenderType } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/schema.ts';
import { companies } from '../companies/schema.ts';
import { faccoes } from '../workshops/schema.ts';

/**
 * part2 §3 faccao_conversations: a company's conversation with one of its workshops. At most one is open per
 * company and workshop (partial unique index); removing the association ends it (part2 §4). The last-message
 * times are kept by a trigger on faccao_messages (migration 0025), so lists sort and judge unread from the row.
 */
export const faccaoConversations = pgTable(
  'faccao_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    faccaoId: uuid('faccao_id')
      .notNull()
      .references(() => faccoes.id),
    /**
     * The workshop's name when the conversation started: the company keeps reading its ended conversations after
     * the association (and with it the right to read the workshop's row) is removed.
     */
    faccaoName: text('faccao_name').notNull(),
    subject: text('subject'),
    /** 'open' | 'ended' (CHECK in the migration). */
    status: text('status').$type<WorkshopConversationStatus>().notNull().default('open'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastCompanyMessageAt: timestamp('last_company_message_at', { withTimezone: true }),
    lastFaccaoMessageAt: timestamp('last_faccao_message_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of the messages' and reads' (conversation, company) keys: a row of another company cannot be named.
    uniqueIndex('faccao_conversations_id_company_uq').on(t.id, t.companyId),
    uniqueIndex('faccao_conversations_open_uq').on(t.companyId, t.faccaoId).where(sql`${t.status} = 'open'`),
    index('faccao_conversations_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('faccao_conversations_faccao_company_updated_idx').on(t.faccaoId, t.companyId, t.updatedAt, t.id),
  ],
);

/**
 * part2 §3 faccao_messages. Immutable once written. `sender_type` is 'empresa' or 'faccao' (decisions.md); the
 * company is the conversation's (composite key), so a message can never sit in another company's conversation.
 */
export const faccaoMessages = pgTable(
  'faccao_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id').notNull(),
    companyId: uuid('company_id').notNull(),
    senderType: text('sender_type').$type<WorkshopMessageSenderType>().notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Trimmed, 1 to 4,000 characters (CHECK in the migration). */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'faccao_messages_conversation_fk',
      columns: [t.conversationId, t.companyId],
      foreignColumns: [faccaoConversations.id, faccaoConversations.companyId],
    }).onDelete('cascade'),
    // The thread (read backwards for its latest page); also the index of the conversation key.
    index('faccao_messages_thread_idx').on(t.conversationId, t.companyId, t.createdAt, t.id),
    index('faccao_messages_sender_fk_idx').on(t.senderUserId),
  ],
);

/**
 * When each user last saw each conversation (decisions.md: kept on the server per user and conversation, so it
 * is right on every device). Company users and workshop logins alike; `company_id` is the conversation's.
 */
export const faccaoConversationReads = pgTable(
  'faccao_conversation_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').notNull(),
    companyId: uuid('company_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'faccao_conversation_reads_pk', columns: [t.userId, t.conversationId] }),
    foreignKey({
      name: 'faccao_conversation_reads_conversation_fk',
      columns: [t.conversationId, t.companyId],
      foreignColumns: [faccaoConversations.id, faccaoConversations.companyId],
    }).onDelete('cascade'),
    index('faccao_conversation_reads_conversation_idx').on(t.conversationId, t.companyId),
  ],
);
