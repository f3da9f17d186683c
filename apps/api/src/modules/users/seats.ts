import { type UserLimit, userLimitMessage } from '@alinhavo/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { companies, profiles, userInvites } from '../companies/schema.ts';
import { adminPlans } from '../plans/schema.ts';

export type Seats = { maxUsers: number; activeUsers: number; pendingInvites: number };

/**
 * The company's user limit (its plan's max_users, part1 §6) and what takes a seat: active members and pending, unexpired invitations.
 * `lock` holds the company row until the transaction ends, so member and invitation changes of one company
 * run one after another: two invitations cannot both take the last seat, and two owners cannot demote each
 * other at the same time.
 */
export async function readSeats(tx: Tx, companyId: string, { lock = false } = {}): Promise<Seats> {
  const query = tx
    .select({ maxUsers: adminPlans.maxUsers })
    .from(companies)
    .innerJoin(adminPlans, eq(adminPlans.id, companies.planType))
    .where(eq(companies.id, companyId));
  const [company] = lock ? await query.for('update', { of: companies }) : await query;
  if (!company) throw notFound('Empresa não encontrada');
  const maxUsers = company.maxUsers;
  const [active] = await tx
    .select({ value: count() })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.isActive, true)));
  const [pending] = await tx
    .select({ value: count() })
    .from(userInvites)
    .where(
      and(
        eq(userInvites.companyId, companyId),
        eq(userInvites.status, 'pending'),
        gt(userInvites.expiresAt, new Date()),
      ),
    );
  return { maxUsers, activeUsers: active?.value ?? 0, pendingInvites: pending?.value ?? 0 };
}

export function toUserLimit(seats: Seats): UserLimit {
  const currentUsers = seats.activeUsers + seats.pendingInvites;
  return {
    maxUsers: seats.maxUsers,
    currentUsers,
    canAdd: seats.maxUsers === -1 || currentUsers < seats.maxUsers,
  };
}

/** Refuses one more seat (a new invitation, a reactivation) when the plan's limit is reached. */
export function assertSeatFree(seats: Seats): void {
  if (!toUserLimit(seats).canAdd) throw conflict(userLimitMessage(seats.maxUsers));
}
