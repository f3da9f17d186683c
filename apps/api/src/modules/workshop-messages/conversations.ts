import {
  isConversationUnread,
  isUuid,
  messagePreview,
  WORKSHOP_CONVERSATION_NOT_FOUND,
  type WorkshopConversation,
  type WorkshopMessageSenderType,
} from '@alinhavo/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { companies } from '../companies/schema.ts';
import { faccoes } from '../workshops/schema.ts';
import { faccaoConversationReads, faccaoConversations, faccaoMessages } from './schema.ts';

/**
 * Who reads a conversation: a company user (side 'empresa', every conversation of the company) or a workshop login
 * (side 'faccao', its own conversations in the company it operates). The database's policies confine both the same
 * way; the filters here are the first lock.
 */
export type Viewer = {
  side: WorkshopMessageSenderType;
  userId: string;
  companyId: string;
  /** Set for a workshop login: only this workshop's conversations. */
  faccaoId?: string;
};

/** Conversations shown in a list, newest activity first (one per workshop, plus the ended ones). */
export const CONVERSATION_LIST_LIMIT = 200;
/** The badge counts up to here ('99+' above 99). */
export const UNREAD_COUNT_CAP = 100;

const c = faccaoConversations;

/** The conversations this viewer may see. */
export function viewerScope(viewer: Viewer): SQL {
  const company = eq(c.companyId, viewer.companyId);
  return viewer.faccaoId ? and(company, eq(c.faccaoId, viewer.faccaoId))! : company;
}

/** The latest message other than the viewer's side, the one that makes a conversation unread. */
const otherSideLast = (viewer: Viewer) =>
  viewer.side === 'empresa' ? c.lastFaccaoMessageAt : c.lastCompanyMessageAt;

type LastMessage = { content: string; sender_type: WorkshopMessageSenderType; created_at: string };

function selectConversations(tx: Tx, viewer: Viewer) {
  return tx
    .select({
      conversation: c,
      companyName: companies.name,
      faccaoName: sql<string>`coalesce(${faccoes.name}, ${c.faccaoName})`,
      lastSeenAt: faccaoConversationReads.lastSeenAt,
      // The latest message, its text cut short in the database (a message may be 4,000 characters).
      last: sql<LastMessage | null>`(select json_build_object('content', left(m.content, 200),
          'sender_type', m.sender_type, 'created_at', m.created_at)
        from ${faccaoMessages} m where m.conversation_id = ${c.id} and m.company_id = ${c.companyId}
        order by m.created_at desc, m.id desc limit 1)`,
    })
    .from(c)
    .innerJoin(companies, eq(companies.id, c.companyId))
    .leftJoin(faccoes, eq(faccoes.id, c.faccaoId))
    .leftJoin(
      faccaoConversationReads,
      and(
        eq(faccaoConversationReads.conversationId, c.id),
        eq(faccaoConversationReads.userId, viewer.userId),
      ),
    );
}

type ConversationRow = {
  conversation: typeof c.$inferSelect;
  companyName: string;
  faccaoName: string;
  lastSeenAt: Date | null;
  /** json from PostgreSQL; a driver that leaves json as text gives the text. */
  last: LastMessage | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toConversation(row: ConversationRow, viewer: Viewer): WorkshopConversation {
  const r = row.conversation;
  const last = typeof row.last === 'string' ? (JSON.parse(row.last) as LastMessage) : row.last;
  return {
    id: r.id,
    companyId: r.companyId,
    companyName: row.companyName,
    faccaoId: r.faccaoId,
    faccaoName: row.faccaoName,
    subject: r.subject,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    endedAt: r.endedAt?.toISOString() ?? null,
    lastMessage: last
      ? {
          preview: messagePreview(last.content),
          senderType: last.sender_type,
          createdAt: iso(last.created_at),
        }
      : null,
    unread: isConversationUnread({
      lastMessageAt: r.lastMessageAt,
      lastOtherSideMessageAt: viewer.side === 'empresa' ? r.lastFaccaoMessageAt : r.lastCompanyMessageAt,
      lastSeenAt: row.lastSeenAt,
    }),
  };
}

export async function listConversations(tx: Tx, viewer: Viewer): Promise<{ items: WorkshopConversation[] }> {
  const rows = await selectConversations(tx, viewer)
    .where(viewerScope(viewer))
    .orderBy(desc(c.updatedAt), desc(c.id))
    .limit(CONVERSATION_LIST_LIMIT);
  return { items: rows.map((row) => toConversation(row, viewer)) };
}

/** One conversation the viewer may see, or 404 (another company's or workshop's id is simply not found). */
export async function getConversation(tx: Tx, viewer: Viewer, id: string): Promise<WorkshopConversation> {
  if (!isUuid(id)) throw notFound(WORKSHOP_CONVERSATION_NOT_FOUND);
  const [row] = await selectConversations(tx, viewer).where(and(viewerScope(viewer), eq(c.id, id)));
  if (!row) throw notFound(WORKSHOP_CONVERSATION_NOT_FOUND);
  return toConversation(row, viewer);
}

/** The conversation's key and status, for a write; 404 when the viewer may not see it. */
export async function findConversationForWrite(
  tx: Tx,
  viewer: Viewer,
  id: string,
): Promise<{ id: string; companyId: string; faccaoId: string; status: 'open' | 'ended' }> {
  if (!isUuid(id)) throw notFound(WORKSHOP_CONVERSATION_NOT_FOUND);
  const [row] = await tx
    .select({ id: c.id, companyId: c.companyId, faccaoId: c.faccaoId, status: c.status })
    .from(c)
    .where(and(viewerScope(viewer), eq(c.id, id)));
  if (!row) throw notFound(WORKSHOP_CONVERSATION_NOT_FOUND);
  return row;
}

/**
 * decisions.md's unread rule in SQL (the same as `isConversationUnread`): conversations with a message that this
 * user never saw, or whose latest message from the other side is newer than the user's last-seen time.
 */
export async function countUnread(tx: Tx, viewer: Viewer): Promise<{ count: number }> {
  const reads = faccaoConversationReads;
  const other = otherSideLast(viewer);
  const unread = tx
    .select({ one: sql`1` })
    .from(c)
    .leftJoin(reads, and(eq(reads.conversationId, c.id), eq(reads.userId, viewer.userId)))
    .where(
      and(
        viewerScope(viewer),
        sql`${c.lastMessageAt} is not null`,
        sql`(${reads.lastSeenAt} is null or ${other} > ${reads.lastSeenAt})`,
      ),
    )
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(unread);
  return { count: Number(row?.count ?? 0) };
}

/** Records that the viewer has seen the conversation now (server time, the clock of the messages). */
export async function markSeen(tx: Tx, viewer: Viewer, conversation: { id: string; companyId: string }) {
  await tx
    .insert(faccaoConversationReads)
    .values({
      userId: viewer.userId,
      conversationId: conversation.id,
      companyId: conversation.companyId,
      lastSeenAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [faccaoConversationReads.userId, faccaoConversationReads.conversationId],
      set: { lastSeenAt: sql`greatest(${faccaoConversationReads.lastSeenAt}, now())` },
    });
}
