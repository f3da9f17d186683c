import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { pgErrorOf } from '../../platform/db/pg-errors.ts';
import { runAsTenant, runAsWorkshop } from '../../platform/db/tenant.ts';
import { endConversations } from './index.ts';
import { faccaoConversationReads, faccaoConversations, faccaoMessages } from './schema.ts';
import {
  createConversationFixture,
  type SignedInWorkshop,
  signInWorkshop,
  useProfessionalPlan,
} from './workshop-messages-test-support.ts';

/**
 * The policies of migration 0025 straight at the database: these statements forget every filter, so only row-level
 * security keeps each side to its own conversations.
 */
let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
let dual: SignedInWorkshop;
const ids = {} as { inA: string; inB: string; otherInA: string };

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção A');
  b = await signUpCompany(ctx, 'Confecção B');
  const other = await createConversationFixture(ctx, a.client, 'outra');
  ids.otherInA = other.conversationId;
  dual = await signInWorkshop(ctx, 'Facção Dupla', [a.companyId, b.companyId]);
  await useProfessionalPlan(ctx, b.companyId);
  for (const [owner, key] of [
    [a, 'inA'],
    [b, 'inB'],
  ] as const) {
    const started = await owner.client.post('/api/faccao-conversations', { faccaoId: dual.faccaoId });
    ids[key] = started.body.conversation.id;
    await owner.client.post(`/api/faccao-conversations/${ids[key]}/messages`, { content: `Olá de ${key}` });
  }
  await dual.client.post(`/api/workshop/companies/${a.companyId}/conversations/${ids.inA}/read`);
}, 120_000);
afterAll(() => ctx?.close());

const conversationIds = (tx: Tx) =>
  tx
    .select({ id: faccaoConversations.id })
    .from(faccaoConversations)
    .then((rows) => rows.map((r) => r.id).sort());
const messageConversations = (tx: Tx) =>
  tx
    .select({ id: faccaoMessages.conversationId })
    .from(faccaoMessages)
    .then((rows) => [...new Set(rows.map((r) => r.id))].sort());

/** The SQLSTATE a statement fails with, inside a savepoint so the transaction goes on. */
async function failure(tx: Tx, work: (tx: Tx) => Promise<unknown>): Promise<string | undefined> {
  try {
    await tx.transaction(async (inner) => {
      await work(inner);
    });
    return undefined;
  } catch (error) {
    return pgErrorOf(error).code ?? String(error);
  }
}

describe('a workshop login', () => {
  it('reads only its own conversations, messages and read marks of the company it operates', async () => {
    await runAsWorkshop(ctx.db, dual.userId, a.companyId, async (tx) => {
      expect(await conversationIds(tx)).toEqual([ids.inA]);
      expect(await messageConversations(tx)).toEqual([ids.inA]);
      const reads = await tx.select().from(faccaoConversationReads);
      expect(reads.map((r) => [r.userId, r.conversationId])).toEqual([[dual.userId, ids.inA]]);
    });
    await runAsWorkshop(ctx.db, dual.userId, b.companyId, async (tx) => {
      expect(await conversationIds(tx)).toEqual([ids.inB]);
      expect(await messageConversations(tx)).toEqual([ids.inB]);
      expect(await tx.select().from(faccaoConversationReads)).toEqual([]);
    });
    await runAsWorkshop(ctx.db, dual.userId, null, async (tx) => {
      expect(await conversationIds(tx)).toEqual([]);
      expect(await messageConversations(tx)).toEqual([]);
    });
  });

  it('writes only its own side, as itself, into its own open conversations of the company it operates', async () => {
    await runAsWorkshop(ctx.db, dual.userId, a.companyId, async (tx) => {
      const message = (over: Partial<typeof faccaoMessages.$inferInsert>) => (t: Tx) =>
        t.insert(faccaoMessages).values({
          conversationId: ids.inA,
          companyId: a.companyId,
          senderType: 'faccao',
          senderUserId: dual.userId,
          content: 'Teste',
          ...over,
        });
      expect(await failure(tx, message({}))).toBeUndefined();
      expect(await failure(tx, message({ senderType: 'empresa' }))).toBe('42501');
      expect(await failure(tx, message({ senderUserId: a.userId }))).toBe('42501');
      expect(await failure(tx, message({ conversationId: ids.otherInA }))).toBe('42501');
      expect(await failure(tx, message({ conversationId: ids.inB, companyId: b.companyId }))).toBe('42501');
      // Neither the conversation nor a message may be changed or removed by the workshop.
      const touched = await tx
        .update(faccaoConversations)
        .set({ status: 'ended', endedAt: new Date() })
        .where(eq(faccaoConversations.id, ids.inA))
        .returning({ id: faccaoConversations.id });
      expect(touched).toEqual([]);
      expect(await failure(tx, (t) => t.update(faccaoMessages).set({ content: 'mudado' }))).toBe('42501');
      expect(await failure(tx, (t) => t.delete(faccaoMessages))).toBe('42501');
    });
  });
});

describe('a company request', () => {
  it("sees only its company's conversations and messages, and writes only the company's side", async () => {
    await runAsTenant(ctx.db, b.companyId, async (tx) => {
      expect(await conversationIds(tx)).toEqual([ids.inB]);
      expect(await messageConversations(tx)).toEqual([ids.inB]);
      const asWorkshop = (t: Tx) =>
        t.insert(faccaoMessages).values({
          conversationId: ids.inB,
          companyId: b.companyId,
          senderType: 'faccao',
          content: 'Fingindo ser a facção',
        });
      expect(await failure(tx, asWorkshop)).toBe('42501');
      // A's conversation cannot be named with B's company (composite key) nor with A's (policy).
      const intoA = (companyId: string) => (t: Tx) =>
        t.insert(faccaoMessages).values({
          conversationId: ids.inA,
          companyId,
          senderType: 'empresa',
          content: 'Intrusa',
        });
      expect(await failure(tx, intoA(b.companyId))).toBe('23503');
      expect(await failure(tx, intoA(a.companyId))).toBe('42501');
      expect(await failure(tx, (t) => t.delete(faccaoConversations))).toBe('42501');
      expect(await failure(tx, (t) => t.update(faccaoMessages).set({ content: 'mudado' }))).toBe('42501');
    });
  });

  it('keeps messages trimmed and at most 4,000 characters, and an ended conversation ended', async () => {
    await runAsTenant(ctx.db, a.companyId, async (tx) => {
      const write = (content: string) => (t: Tx) =>
        t.insert(faccaoMessages).values({
          conversationId: ids.inA,
          companyId: a.companyId,
          senderType: 'empresa',
          content,
        });
      expect(await failure(tx, write(' com espaço '))).toBe('23514');
      expect(await failure(tx, write(''))).toBe('23514');
      expect(await failure(tx, write('x'.repeat(4001)))).toBe('23514');
      expect(await failure(tx, write('x'.repeat(4000)))).toBeUndefined();

      expect(await endConversations(tx, a.companyId, dual.faccaoId)).toEqual([ids.inA]);
      // The trigger refuses a message to it whoever writes, and it cannot be reopened.
      expect(await failure(tx, write('Depois do fim'))).toBe('55000');
      const reopen = (t: Tx) =>
        t
          .update(faccaoConversations)
          .set({ status: 'open', endedAt: null })
          .where(eq(faccaoConversations.id, ids.inA));
      expect(await failure(tx, reopen)).toBe('55000');
      // Only the trigger keeps the last-message times.
      const times = (t: Tx) => t.execute(sql`update faccao_conversations set last_message_at = now()`);
      expect(await failure(tx, times)).toBe('42501');
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
    });
  });
});
