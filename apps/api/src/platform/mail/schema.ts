import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Where an outbox row stands: waiting (or waiting for a retry), claimed by a delivery, delivered, given up. */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** How a sent e-mail left: through SMTP, or printed to the server log (no SMTP configured). */
export type EmailTransport = 'smtp' | 'log';

/**
 * Every e-mail the product sends. Not tenant data (no company_id): only the mailer, connected as the owner, and
 * platform staff read it; the app role has no grant on it.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is: 'password-reset-link', 'invitation', … */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    transport: text('transport').$type<EmailTransport>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the next delivery may run; while 'sending', when the claim was taken. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt)],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
