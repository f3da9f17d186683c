import {
  WORKSHOP_CONVERSATION_ENDED,
  WORKSHOP_CONVERSATION_ENDED_FOR_WORKSHOP,
  WORKSHOP_MESSAGE_NOT_FOUND,
  type WorkshopMessage,
  type WorkshopMessageListQuery,
  type WorkshopMessagePage,
} from '@alinhavo/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { pgErrorOf } from '../../platform/db/pg-errors.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { findConversationForWrite, markSeen, type Viewer } from './conversations.ts';
import type { SentMessage } from './message-push.ts';
import { faccaoMessages } from './schema.ts';

const m = faccaoMessages;

function toMessage(row: typeof m.$inferSelect): WorkshopMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderType: row.senderType,
    senderUserId: row.senderUserId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * part2 §7 listMessages: a page of the thread in ascending order — the latest `limit` messages, or the `limit`
 * before the message `before` when the reader scrolls back.
 */
export async function listMessages(
  tx: Tx,
  viewer: Viewer,
  conversationId: string,
  query: WorkshopMessageListQuery,
): Promise<WorkshopMessagePage> {
  const conversation = await findConversationForWrite(tx, viewer, conversationId);
  const inThread = and(eq(m.conversationId, conversation.id), eq(m.companyId, conversation.companyId));
  let cursor = sql`true`;
  if (query.before) {
    const [anchor] = await tx
      .select({ createdAt: m.createdAt, id: m.id })
      .from(m)
      .where(and(inThread, eq(m.id, query.before)));
    if (!anchor) throw notFound(WORKSHOP_MESSAGE_NOT_FOUND);
    cursor = sql`(${m.createdAt}, ${m.id}) < (${anchor.createdAt.toISOString()}::timestamptz, ${anchor.id}::uuid)`;
  }
  const rows = await tx
    .select()
    .from(m)
    .where(and(inThread, cursor))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  return { items: rows.slice(0, query.limit).reverse().map(toMessage), hasMore };
}

/**
 * Sends a message from the viewer's side (part2 §7 'Workshop messaging send'). The text arrives trimmed and
 * checked by the contract; an ended conversation refuses it (409), here and, against a concurrent removal of the
 * association, in the database's trigger. Sending also marks the conversation seen by the sender. `onSent` hears of
 * the message and its conversation (the routes start the other side's push from it, after the commit).
 */
export async function sendMessage(
  tx: Tx,
  viewer: Viewer,
  conversationId: string,
  content: string,
  onSent?: (sent: SentMessage) => void,
): Promise<WorkshopMessage> {
  const conversation = await findConversationForWrite(tx, viewer, conversationId);
  const ended =
    viewer.side === 'empresa' ? WORKSHOP_CONVERSATION_ENDED : WORKSHOP_CONVERSATION_ENDED_FOR_WORKSHOP;
  if (conversation.status !== 'open') throw conflict(ended);
  let row: typeof m.$inferSelect | undefined;
  try {
    [row] = await tx
      .insert(m)
      .values({
        conversationId: conversation.id,
        companyId: conversation.companyId,
        senderType: viewer.side,
        senderUserId: viewer.userId,
        content,
      })
      .returning();
  } catch (error) {
    if (pgErrorOf(error).code === '55000') throw conflict(ended);
    throw error;
  }
  if (!row) throw new Error('message insert returned nothing');
  await markSeen(tx, viewer, conversation);
  const message = toMessage(row);
  onSent?.({ message, conversation });
  return message;
}
