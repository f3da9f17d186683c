import {
  type AdminEmail,
  type AdminEmailDetail,
  type AdminEmailListQuery,
  isUuid,
  type Page,
} from '@alinhavo/domain';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/search.ts';
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
  if (query.q) filters.push(ilike(emailOutbox.toAddress, containsPattern(query.q)));
  const where = and(...filters);
  const rows = await tx
    .select(summaryColumns)
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tx.select({ value: count() }).from(emailOutbox).where(where);
  return {
    items: rows.map(toEmail),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getEmail(tx: Tx, id: string): Promise<AdminEmailDetail> {
  if (!isUuid(id)) throw notFound(EMAIL_NOT_FOUND);
  const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!row) throw notFound(EMAIL_NOT_FOUND);
  return { ...toEmail(row), html: row.html, text: row.text };
}
