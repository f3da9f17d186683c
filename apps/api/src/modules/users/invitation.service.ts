import { randomUUID } from 'node:crypto';
import {
  type AccessProfile,
  INVITE_MESSAGES,
  type InvitationDetails,
  presetPermissions,
  userLimitMessage,
} from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { InvitationError } from '../../platform/auth/invitation-endpoints.ts';
import { accounts, users } from '../../platform/auth/schema.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { enterCompany, runAsInvitee } from '../../platform/db/tenant.ts';
import { EMAIL_TAKEN_MESSAGE } from '../companies/index.ts';
import { companies, profiles, userInvites } from '../companies/schema.ts';
import { hashInviteToken } from './invite-token.ts';
import { emailHasAccount, onLoginTables } from './login-tables.ts';
import { writePermissions } from './permissions.ts';
import { readSeats } from './seats.ts';

/** Why /signup cannot go on; the auth plugin turns it into an HTTP answer with this status. */
type InviteRow = typeof userInvites.$inferSelect;

/** part1 §4.3: usable only while pending and before expires_at. */
function assertUsable(invite: InviteRow | undefined): asserts invite is InviteRow {
  if (invite?.status !== 'pending') {
    throw new InvitationError('NOT_FOUND', INVITE_MESSAGES.notFoundOrUsed);
  }
  if (invite.expiresAt <= new Date()) throw new InvitationError('GONE', INVITE_MESSAGES.expired);
}

/** Finds the invitation through the invite_by_token policy, then enters its company. */
async function openInvitation(tx: Tx, tokenHash: string): Promise<InviteRow> {
  const [invite] = await tx.select().from(userInvites).where(eq(userInvites.tokenHash, tokenHash)).limit(1);
  assertUsable(invite);
  await enterCompany(tx, invite.companyId);
  return invite;
}

/** What /signup shows before the invitee chooses a password. */
export function checkInvitation(db: Db, token: string): Promise<InvitationDetails> {
  const tokenHash = hashInviteToken(token);
  return runAsInvitee(db, tokenHash, async (tx) => {
    const invite = await openInvitation(tx, tokenHash);
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, invite.companyId));
    return {
      email: invite.email,
      fullName: invite.fullName,
      role: invite.role,
      selectedProfile: invite.selectedProfile,
      companyName: company?.name ?? '',
    };
  });
}

export type AcceptedInvitation = { userId: string; companyId: string; email: string };

/**
 * Creates the invitee's login (the link proved the address), profile and preset permissions, and marks the
 * invitation accepted, in one transaction. Two acceptances of one link: the second waits for the company
 * lock, then finds the invitation accepted.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<AcceptedInvitation> {
  const tokenHash = hashInviteToken(token);
  const userId = randomUUID();
  try {
    return await runAsInvitee(db, tokenHash, async (tx) => {
      const found = await openInvitation(tx, tokenHash);
      const seats = await readSeats(tx, found.companyId, { lock: true });
      const [invite] = await tx.select().from(userInvites).where(eq(userInvites.id, found.id)).for('update');
      assertUsable(invite);
      // The invitation held a seat, so only the members already active can leave no room (a smaller plan).
      if (seats.maxUsers !== -1 && seats.activeUsers >= seats.maxUsers) {
        throw new InvitationError('CONFLICT', userLimitMessage(seats.maxUsers));
      }
      if (await emailHasAccount(tx, invite.email)) throw new InvitationError('CONFLICT', EMAIL_TAKEN_MESSAGE);

      await onLoginTables(tx, async () => {
        await tx
          .insert(users)
          .values({ id: userId, name: invite.fullName, email: invite.email, emailVerified: true });
        await tx
          .insert(accounts)
          .values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
      });
      await tx.insert(profiles).values({
        id: userId,
        companyId: invite.companyId,
        email: invite.email,
        fullName: invite.fullName,
        role: invite.role,
        isActive: true,
      });
      // An owner holds every permission without rows (part1 §6).
      if (invite.role !== 'owner') {
        await writePermissions(
          tx,
          invite.companyId,
          userId,
          presetPermissions(invite.selectedProfile as AccessProfile),
        );
      }
      await tx
        .update(userInvites)
        .set({ status: 'accepted', acceptedAt: new Date(), acceptedUserId: userId })
        .where(eq(userInvites.id, invite.id));
      return { userId, companyId: invite.companyId, email: invite.email };
    });
  } catch (error) {
    // A sign-up with the same e-mail committed in between: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new InvitationError('CONFLICT', EMAIL_TAKEN_MESSAGE);
    }
    throw error;
  }
}
