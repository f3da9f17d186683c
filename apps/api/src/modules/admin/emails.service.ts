import {
  type AdminEmail,
  type AdminEmailDetail,
  type AdminEmailListQuery,
  isUuid,
  type Page,
} from '@alinhavo/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, pageWhere } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type EmailOutboxRow, emailOutbox } from '../../platform/mail/schema.ts';

export const EMAIL_NOT_FOUND = 'E-mail não encontrado';

const summaryColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  kind: emailOutbox.kind,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  transport: emailOutbox.transport,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

type SummaryRow = Omit<EmailOutboxRow, 'html' | 'text' | 'nextAttemptAt'>;

function toEmail(row: SummaryRow): AdminEmail {
  return {
    id: row.id,
    to: row.toAddress,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    transport: row.transport,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The e-mail outbox for platform staff, newest first. */
export async function listEmails(tx: Tx, query: AdminEmailListQuery): Promise<Page<AdminEmail>> {
  const filters: SQL[] = [];
  if (query.status === 'pending') filters.push(inArray(emailOutbox.status, ['pending', 'sending']));
  else if (query.status) filters.push(eq(emailOutbox.status, query.status));
  if (query.q) filters.push(containsText(emailOutbox.id, 'email_outbox', ['to_address'], query.q));
  const where = and(...filters);
  const order = [desc(emailOutbox.createdAt), desc(emailOutbox.id)];
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select(summaryColumns)
        .from(emailOutbox)
        .where(pageWhere(rows, where, emailOutbox.id))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: emailOutbox.id }).from(emailOutbox).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: emailOutbox.id, total: matchTotal })
            .from(emailOutbox)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  return { ...page, items: page.items.map(toEmail) };
}

export async function getEmail(tx: Tx, id: string): Promise<AdminEmailDetail> {
  if (!isUuid(id)) throw notFound(EMAIL_NOT_FOUND);
  const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!row) throw notFound(EMAIL_NOT_FOUND);
  return { ...toEmail(row), html: row.html, text: row.text };
}
