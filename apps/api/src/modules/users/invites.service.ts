import {
  assignableRoles,
  INVITE_MESSAGES,
  INVITE_TTL_DAYS,
  type Invite,
  type InviteCreateInput,
  type InvitesResponse,
  isUuid,
} from '@alinhavo/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import type { RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles, userInvites } from '../companies/schema.ts';
import { sendInvitationAfterCommit } from './invite-mail.ts';
import { newInviteToken } from './invite-token.ts';
import { emailHasAccount } from './login-tables.ts';
import { USER_MESSAGES } from './messages.ts';
import { assertSeatFree, readSeats } from './seats.ts';

type InviteRow = typeof userInvites.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS);
}

function toInvite(row: InviteRow, createdByName: string | null, now = new Date()): Invite {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    selectedProfile: row.selectedProfile,
    status: row.status === 'accepted' ? 'accepted' : 'pending',
    expired: row.status === 'pending' && row.expiresAt <= now,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdByName,
  };
}

function inviteQuery(tx: Tx) {
  return tx
    .select({ invite: userInvites, createdByName: profiles.fullName })
    .from(userInvites)
    .leftJoin(profiles, eq(profiles.id, userInvites.createdBy));
}

export async function listInvites(tx: Tx, tenant: TenantContext): Promise<InvitesResponse> {
  const rows = await inviteQuery(tx)
    .where(eq(userInvites.companyId, tenant.companyId))
    .orderBy(desc(userInvites.createdAt), desc(userInvites.id));
  const now = new Date();
  const invites = rows.map((r) => toInvite(r.invite, r.createdByName, now));
  return {
    pending: invites.filter((i) => i.status === 'pending'),
    accepted: invites
      .filter((i) => i.status === 'accepted')
      .sort((a, b) => (b.acceptedAt ?? '').localeCompare(a.acceptedAt ?? '')),
  };
}

async function findInvite(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  { pendingOnly = false } = {},
): Promise<{ invite: InviteRow; createdByName: string | null }> {
  if (!isUuid(id)) throw notFound(INVITE_MESSAGES.notInCompany);
  const [row] = await inviteQuery(tx)
    .where(
      and(
        eq(userInvites.id, id),
        eq(userInvites.companyId, tenant.companyId),
        pendingOnly ? eq(userInvites.status, 'pending') : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound(INVITE_MESSAGES.notInCompany);
  return row;
}

export async function getInvite(tx: Tx, tenant: TenantContext, id: string): Promise<Invite> {
  const row = await findInvite(tx, tenant, id);
  return toInvite(row.invite, row.createdByName);
}

/** Only an owner invites (or re-invites) an owner; administrators handle the other roles. */
function assertAssignable(tenant: TenantContext, role: string): void {
  if (!(assignableRoles(tenant.role) as string[]).includes(role)) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.roleNotAssignable, {
      role: USER_MESSAGES.roleNotAssignable,
    });
  }
}

/**
 * part1 §5: inviting needs a free seat, an e-mail that is not a member and has no pending invitation. Whether the
 * address has a login elsewhere changes only the e-mail its owner receives, never the answer.
 */
export async function createInvite(
  tx: Tx,
  tenant: TenantContext,
  input: InviteCreateInput,
  services: RouteServices,
): Promise<Invite> {
  assertAssignable(tenant, input.role);
  assertSeatFree(await readSeats(tx, tenant.companyId, { lock: true }));
  const email = input.email;
  const [member] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, tenant.companyId), sql`lower(${profiles.email}) = ${email}`))
    .limit(1);
  if (member) throw conflict(INVITE_MESSAGES.alreadyMember, { email: INVITE_MESSAGES.alreadyMember });
  const now = new Date();
  const [pending] = await tx
    .select()
    .from(userInvites)
    .where(
      and(
        eq(userInvites.companyId, tenant.companyId),
        eq(userInvites.status, 'pending'),
        sql`lower(${userInvites.email}) = ${email}`,
      ),
    )
    .limit(1);
  if (pending && pending.expiresAt > now) {
    throw conflict(INVITE_MESSAGES.alreadyPending, { email: INVITE_MESSAGES.alreadyPending });
  }
  // An address with a login in another company is answered like any other (the inviter must not learn which
  // addresses have accounts); its owner is told by e-mail instead of getting a link that could not be used.
  const accountElsewhere = await emailHasAccount(tx, email);
  // An expired invitation for the same e-mail gives way to the new one.
  if (pending) await tx.delete(userInvites).where(eq(userInvites.id, pending.id));

  const { token, tokenHash } = newInviteToken();
  const [row] = await tx
    .insert(userInvites)
    .values({
      companyId: tenant.companyId,
      tokenHash,
      email,
      fullName: input.fullName,
      role: input.role,
      selectedProfile: input.selectedProfile,
      createdBy: tenant.userId,
      createdAt: now,
      expiresAt: expiryFrom(now),
    })
    .returning();
  sendInvitationAfterCommit(services, tenant, row!, token, { accountElsewhere });
  return toInvite(row!, tenant.fullName, now);
}

/** A new link and a new validity for a pending invitation; the previous link stops working. */
export async function resendInvite(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  services: RouteServices,
): Promise<Invite> {
  const seats = await readSeats(tx, tenant.companyId, { lock: true });
  const { invite, createdByName } = await findInvite(tx, tenant, id, { pendingOnly: true });
  assertAssignable(tenant, invite.role);
  const now = new Date();
  // An expired invitation holds no seat; renewing it takes one again.
  if (invite.expiresAt <= now) assertSeatFree(seats);
  const { token, tokenHash } = newInviteToken();
  const [row] = await tx
    .update(userInvites)
    .set({ tokenHash, expiresAt: expiryFrom(now) })
    .where(and(eq(userInvites.id, invite.id), eq(userInvites.companyId, tenant.companyId)))
    .returning();
  sendInvitationAfterCommit(services, tenant, row!, token, {
    accountElsewhere: await emailHasAccount(tx, invite.email),
  });
  return toInvite(row!, createdByName, now);
}

export async function cancelInvite(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  const { invite } = await findInvite(tx, tenant, id, { pendingOnly: true });
  assertAssignable(tenant, invite.role);
  // Still pending at the moment of deleting: an acceptance that got there first keeps its record.
  const deleted = await tx
    .delete(userInvites)
    .where(
      and(
        eq(userInvites.id, invite.id),
        eq(userInvites.companyId, tenant.companyId),
        eq(userInvites.status, 'pending'),
      ),
    )
    .returning({ id: userInvites.id });
  if (!deleted.length) throw notFound(INVITE_MESSAGES.notInCompany);
}
