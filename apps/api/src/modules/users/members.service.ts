import {
  assignableRoles,
  canEditMember,
  isUuid,
  type Member,
  type MembersResponse,
  type MemberUpdateInput,
  type PermissionMap,
  type PermissionsUpdateInput,
} from '@alinhavo/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { renderAccountRestored } from '../../platform/mail/templates/index.ts';
import { profiles } from '../companies/schema.ts';
import { endSessions } from './login-tables.ts';
import { USER_MESSAGES } from './messages.ts';
import { readPermissions, writePermissions } from './permissions.ts';
import { assertSeatFree, readSeats, toUserLimit } from './seats.ts';

type ProfileRow = typeof profiles.$inferSelect;

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

function toMember(row: ProfileRow, permissions: PermissionMap = {}): Member {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    isActive: row.isActive,
    lastAccessAt: row.lastAccessAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    permissions,
  };
}

export async function listMembers(tx: Tx, tenant: TenantContext): Promise<MembersResponse> {
  const rows = await tx.select().from(profiles).where(eq(profiles.companyId, tenant.companyId));
  const permissions = await readPermissions(tx, tenant.companyId);
  const seats = await readSeats(tx, tenant.companyId);
  rows.sort((a, b) => byName.compare(a.fullName, b.fullName) || a.id.localeCompare(b.id));
  return {
    items: rows.map((row) => toMember(row, permissions.get(row.id))),
    limit: toUserLimit(seats),
  };
}

async function findMemberRow(tx: Tx, tenant: TenantContext, id: string): Promise<ProfileRow> {
  if (!isUuid(id)) throw notFound(USER_MESSAGES.memberNotFound);
  const [row] = await tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(USER_MESSAGES.memberNotFound);
  return row;
}

async function memberWithPermissions(tx: Tx, tenant: TenantContext, row: ProfileRow): Promise<Member> {
  const permissions = await readPermissions(tx, tenant.companyId, [row.id]);
  return toMember(row, permissions.get(row.id));
}

export async function getMember(tx: Tx, tenant: TenantContext, id: string): Promise<Member> {
  return memberWithPermissions(tx, tenant, await findMemberRow(tx, tenant, id));
}

/** The last active owner can be neither demoted nor deactivated: someone must always hold the company. */
async function assertAnotherActiveOwner(tx: Tx, companyId: string, targetId: string): Promise<void> {
  const [other] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.role, 'owner'),
        eq(profiles.isActive, true),
        ne(profiles.id, targetId),
      ),
    )
    .limit(1);
  if (!other) throw conflict(USER_MESSAGES.lastOwner);
}

/** Role change, deactivation and reactivation of a member (part1 §6, decisions 006). */
export async function updateMember(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  patch: MemberUpdateInput,
  services: RouteServices,
): Promise<Member> {
  const seats = await readSeats(tx, tenant.companyId, { lock: true });
  const target = await findMemberRow(tx, tenant, id);
  if (target.id === tenant.userId) throw forbidden(USER_MESSAGES.selfChange);
  if (!canEditMember(tenant.role, target.role)) throw forbidden(USER_MESSAGES.ownerOnly);
  const newRole = patch.role !== undefined && patch.role !== target.role ? patch.role : undefined;
  if (newRole && !assignableRoles(tenant.role).includes(newRole)) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.roleNotAssignable, {
      role: USER_MESSAGES.roleNotAssignable,
    });
  }
  const activeChange = patch.isActive !== undefined && patch.isActive !== target.isActive;
  const deactivating = activeChange && patch.isActive === false;
  const reactivating = activeChange && patch.isActive === true;
  if (target.role === 'owner' && target.isActive && (newRole || deactivating)) {
    await assertAnotherActiveOwner(tx, tenant.companyId, target.id);
  }
  if (reactivating) assertSeatFree(seats);

  const [row] = await tx
    .update(profiles)
    .set({
      ...(newRole ? { role: newRole } : {}),
      ...(activeChange ? { isActive: patch.isActive } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(profiles.id, target.id), eq(profiles.companyId, tenant.companyId)))
    .returning();
  // Deactivation leaves the sessions in place but inert (every request answers ACCOUNT_DEACTIVATED), so the
  // person sees the deactivated screen of part1 §2.10; reactivation ends them, so access resumes only after a
  // fresh sign-in.
  if (reactivating) {
    await endSessions(tx, target.id);
    services.defer(() =>
      services.mailer.queue({
        kind: 'account-restored',
        to: target.email,
        ...renderAccountRestored({
          name: target.fullName,
          companyName: tenant.companyName,
          restoredBy: tenant.fullName,
          url: `${services.publicUrl}/auth`,
        }),
      }),
    );
  }
  return memberWithPermissions(tx, tenant, row!);
}

/** Replaces a member's permission rows (the permission editor, or a profile preset applied again). */
export async function replacePermissions(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: PermissionsUpdateInput,
): Promise<Member> {
  const target = await findMemberRow(tx, tenant, id);
  if (target.id === tenant.userId) throw forbidden(USER_MESSAGES.selfChange);
  if (target.role === 'owner') throw conflict(USER_MESSAGES.ownerHasAll);
  if (!canEditMember(tenant.role, target.role)) throw forbidden(USER_MESSAGES.ownerOnly);
  await writePermissions(tx, tenant.companyId, target.id, input.permissions as PermissionMap);
  return memberWithPermissions(tx, tenant, target);
}
