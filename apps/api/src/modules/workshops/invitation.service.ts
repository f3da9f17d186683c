import { randomUUID } from 'node:crypto';
import { INVITE_MESSAGES, WORKSHOP_MESSAGES, type WorkshopInvitationDetails } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { InvitationError } from '../../platform/auth/invitation-endpoints.ts';
import { accounts, users } from '../../platform/auth/schema.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { enterAppRole, enterCompany } from '../../platform/db/tenant.ts';
import { EMAIL_TAKEN_MESSAGE } from '../companies/index.ts';
import { companies } from '../companies/schema.ts';
import { emailHasAccount, hashInviteToken, onLoginTables } from '../users/index.ts';
import { faccaoCompanies, faccaoInvites, faccaoOutworkers, faccaoUsers, faccoes } from './schema.ts';

/** Why /signup?type=faccao cannot go on; the auth plugin turns it into an HTTP answer with this status. */
type InviteRow = typeof faccaoInvites.$inferSelect;

/**
 * part1 §4.3: usable only while pending and before expires_at. An invitation that named an existing workshop
 * login is accepted in its bell, never through a sign-up link.
 */
function assertUsable(invite: InviteRow | undefined): asserts invite is InviteRow {
  if (invite?.status !== 'pending' || invite.faccaoId) {
    throw new InvitationError('NOT_FOUND', INVITE_MESSAGES.notFoundOrUsed);
  }
  if (invite.expiresAt <= new Date()) throw new InvitationError('GONE', INVITE_MESSAGES.expired);
}

/**
 * The transaction as the app role seeing only the invitation whose token hash it names (policy invite_by_token
 * of migration 0022); once found, the invitation's company is entered to read and write the rest.
 */
function runAsWorkshopInvitee<T>(db: Db, tokenHash: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAppRole(tx, { 'app.faccao_invite_token_hash': tokenHash });
    return work(tx);
  });
}

async function openInvitation(tx: Tx, tokenHash: string): Promise<InviteRow> {
  const [invite] = await tx
    .select()
    .from(faccaoInvites)
    .where(eq(faccaoInvites.tokenHash, tokenHash))
    .limit(1);
  assertUsable(invite);
  await enterCompany(tx, invite.companyId);
  return invite;
}

/** What /signup?type=faccao shows before the workshop chooses a password. */
export function checkWorkshopInvitation(db: Db, token: string): Promise<WorkshopInvitationDetails> {
  const tokenHash = hashInviteToken(token);
  return runAsWorkshopInvitee(db, tokenHash, async (tx) => {
    const invite = await openInvitation(tx, tokenHash);
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, invite.companyId));
    return { email: invite.email, fullName: invite.fullName, companyName: company?.name ?? '' };
  });
}

export type AcceptedWorkshopInvitation = { userId: string; faccaoId: string; email: string };

/**
 * Creates the workshop, its login (the link proved the address) and its active association with the inviting
 * company, mapped to the outworker record it was invited for, and marks the invitation accepted: one
 * transaction. Two acceptances of one link: the second waits for the invitation's lock and finds it accepted.
 */
export async function acceptWorkshopInvitation(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<AcceptedWorkshopInvitation> {
  const tokenHash = hashInviteToken(token);
  const userId = randomUUID();
  const faccaoId = randomUUID();
  try {
    return await runAsWorkshopInvitee(db, tokenHash, async (tx) => {
      const found = await openInvitation(tx, tokenHash);
      const [invite] = await tx
        .select()
        .from(faccaoInvites)
        .where(eq(faccaoInvites.id, found.id))
        .for('update');
      assertUsable(invite);
      if (await emailHasAccount(tx, invite.email)) {
        throw new InvitationError('CONFLICT', EMAIL_TAKEN_MESSAGE);
      }
      // The login and the workshop are not tenant data: written as the connecting owner (policies system_access).
      await onLoginTables(tx, async () => {
        await tx
          .insert(users)
          .values({ id: userId, name: invite.fullName, email: invite.email, emailVerified: true });
        await tx
          .insert(accounts)
          .values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
        await tx.insert(faccoes).values({ id: faccaoId, name: invite.fullName, email: invite.email });
        await tx.insert(faccaoUsers).values({ userId, faccaoId });
      });
      const now = new Date();
      await tx.insert(faccaoCompanies).values({
        faccaoId,
        companyId: invite.companyId,
        status: 'active',
        invitedBy: invite.createdBy,
        invitedAt: invite.createdAt,
        acceptedAt: now,
      });
      await tx
        .insert(faccaoOutworkers)
        .values({ faccaoId, companyId: invite.companyId, outworkerId: invite.outworkerId });
      await tx
        .update(faccaoInvites)
        .set({ status: 'accepted', acceptedAt: now, faccaoId })
        .where(eq(faccaoInvites.id, invite.id));
      return { userId, faccaoId, email: invite.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // A sign-up with the same e-mail, or another workshop mapped to the same outworker, committed in between.
      const outworkerTaken =
        isUniqueViolation(error, 'faccao_outworkers_outworker_uq') ||
        isUniqueViolation(error, 'faccao_outworkers_company_outworker_uq');
      throw new InvitationError(
        'CONFLICT',
        outworkerTaken ? WORKSHOP_MESSAGES.outworkerLinked : EMAIL_TAKEN_MESSAGE,
      );
    }
    throw error;
  }
}
