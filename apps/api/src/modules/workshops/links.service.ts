import {
  INVITE_TTL_DAYS,
  isUuid,
  WORKSHOP_MESSAGES,
  type WorkshopInviteInput,
  type WorkshopLink,
  type WorkshopLinkList,
} from '@alinhavo/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { outworkers } from '../outworkers/schema.ts';
import { emailHasAccount, newInviteToken } from '../users/index.ts';
import { type InvitationMail, sendWorkshopInvitationAfterCommit } from './invite-mail.ts';
import { faccaoCompanies, faccaoInvites, faccaoOutworkers, faccoes } from './schema.ts';

const DAY_MS = 86_400_000;

/**
 * What else must happen when a company removes its association with a workshop, inside the same transaction
 * (the messaging area ends the open conversation there: part2 'Company messaging'). The composition root adds
 * the handlers; each runs as the company's tenant.
 */
export type AssociationRemovedHandler = (
  tx: Tx,
  removed: { companyId: string; faccaoId: string },
) => Promise<void>;
const associationRemovedHandlers: AssociationRemovedHandler[] = [];
export function onAssociationRemoved(handler: AssociationRemovedHandler): void {
  if (!associationRemovedHandlers.includes(handler)) associationRemovedHandlers.push(handler);
}

/** The workshop whose login has this e-mail (migration 0022), answered without opening the users table. */
async function workshopOfEmail(tx: Tx, email: string): Promise<string | null> {
  const result = await tx.execute(sql`select app_faccao_of_email(${email}) as "faccaoId"`);
  const rows = (result as unknown as { rows: { faccaoId: string | null }[] }).rows;
  return rows[0]?.faccaoId ?? null;
}

function invitationLink(
  row: typeof faccaoInvites.$inferSelect,
  outworkerName: string | null,
  now: Date,
): WorkshopLink {
  return {
    id: row.id,
    kind: 'invitation',
    status: 'pending',
    workshopName: row.fullName,
    email: row.email,
    outworkerId: row.outworkerId,
    outworkerName,
    invitedAt: row.createdAt.toISOString(),
    acceptedAt: null,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/**
 * /app/portal-terceirizados: the company's pending invitations and active associations, newest first. A
 * pending association with a workshop that already had a login is shown through its invitation, exactly like an
 * invitation to a new address (issue 12: the company never learns whether an address has an account).
 */
export async function listWorkshopLinks(tx: Tx, tenant: TenantContext): Promise<WorkshopLinkList> {
  const now = new Date();
  const invitations = await tx
    .select({ invite: faccaoInvites, outworkerName: outworkers.name })
    .from(faccaoInvites)
    .leftJoin(outworkers, eq(outworkers.id, faccaoInvites.outworkerId))
    .where(and(eq(faccaoInvites.companyId, tenant.companyId), eq(faccaoInvites.status, 'pending')))
    .orderBy(desc(faccaoInvites.createdAt))
    .limit(500);
  const associations = await tx
    .select({
      link: faccaoCompanies,
      name: faccoes.name,
      email: faccoes.email,
      outworkerId: sql<string | null>`(select fo.outworker_id from ${faccaoOutworkers} fo
        where fo.faccao_id = ${faccaoCompanies.faccaoId} and fo.company_id = ${faccaoCompanies.companyId}
        order by fo.created_at limit 1)`,
    })
    .from(faccaoCompanies)
    .innerJoin(faccoes, eq(faccoes.id, faccaoCompanies.faccaoId))
    .where(and(eq(faccaoCompanies.companyId, tenant.companyId), eq(faccaoCompanies.status, 'active')))
    .orderBy(desc(faccaoCompanies.invitedAt))
    .limit(500);
  const outworkerIds = associations.map((a) => a.outworkerId).filter((id): id is string => !!id);
  const names = new Map<string, string>();
  if (outworkerIds.length > 0) {
    const rows = await tx
      .select({ id: outworkers.id, name: outworkers.name })
      .from(outworkers)
      .where(and(eq(outworkers.companyId, tenant.companyId), inArray(outworkers.id, outworkerIds)));
    for (const row of rows) names.set(row.id, row.name);
  }
  const items: WorkshopLink[] = [
    ...invitations.map((r) => invitationLink(r.invite, r.outworkerName, now)),
    ...associations.map(
      (r): WorkshopLink => ({
        id: r.link.id,
        kind: 'association',
        status: 'active',
        workshopName: r.name,
        email: r.email,
        outworkerId: r.outworkerId,
        outworkerName: r.outworkerId ? (names.get(r.outworkerId) ?? null) : null,
        invitedAt: r.link.invitedAt.toISOString(),
        acceptedAt: r.link.acceptedAt?.toISOString() ?? null,
        expiresAt: null,
        expired: false,
      }),
    ),
  ];
  items.sort((x, y) => y.invitedAt.localeCompare(x.invitedAt));
  return { items };
}

/** One row of the list by its id: a pending invitation or an active association of the company. */
export async function getWorkshopLink(tx: Tx, tenant: TenantContext, id: string): Promise<WorkshopLink> {
  if (!isUuid(id)) throw notFound(WORKSHOP_MESSAGES.linkNotFound);
  const found = (await listWorkshopLinks(tx, tenant)).items.find((link) => link.id === id);
  if (!found) throw notFound(WORKSHOP_MESSAGES.linkNotFound);
  return found;
}

/**
 * 'Convidar para o portal' (issue 14): invites the workshop behind one of the company's outworker records. The
 * answer is the same whatever the address is; only the e-mail differs: a link to create the workshop's login
 * (/signup?type=faccao&token=…), a pending association in the bell of the workshop login it already is, or, for
 * a company login, a private note that it cannot be used.
 */
export async function inviteWorkshop(
  tx: Tx,
  tenant: TenantContext,
  input: WorkshopInviteInput & { outworkerId: string; email: string; fullName: string },
  services: RouteServices,
): Promise<WorkshopLink> {
  const [outworker] = await tx
    .select({ id: outworkers.id, name: outworkers.name })
    .from(outworkers)
    .where(and(eq(outworkers.id, input.outworkerId), eq(outworkers.companyId, tenant.companyId)))
    .for('update');
  if (!outworker) throw notFound(WORKSHOP_MESSAGES.outworkerNotFound);
  const [mapped] = await tx
    .select({ id: faccaoOutworkers.id })
    .from(faccaoOutworkers)
    .where(
      and(eq(faccaoOutworkers.companyId, tenant.companyId), eq(faccaoOutworkers.outworkerId, outworker.id)),
    );
  if (mapped) throw conflict(WORKSHOP_MESSAGES.outworkerLinked);
  const [pendingForOutworker] = await tx
    .select({ email: faccaoInvites.email })
    .from(faccaoInvites)
    .where(
      and(
        eq(faccaoInvites.companyId, tenant.companyId),
        eq(faccaoInvites.outworkerId, outworker.id),
        eq(faccaoInvites.status, 'pending'),
      ),
    );
  if (pendingForOutworker) throw conflict(WORKSHOP_MESSAGES.outworkerInvited);

  const { token, tokenHash } = newInviteToken();
  const existing = await workshopOfEmail(tx, input.email);
  let mail: InvitationMail = { kind: 'new-account', token };
  if (existing) {
    const [link] = await tx
      .select({ status: faccaoCompanies.status })
      .from(faccaoCompanies)
      .where(and(eq(faccaoCompanies.companyId, tenant.companyId), eq(faccaoCompanies.faccaoId, existing)));
    // Only an active association is known to the company already (it is on its list): say so.
    if (link?.status === 'active') throw conflict(WORKSHOP_MESSAGES.alreadyAssociated);
    if (link) throw conflict(WORKSHOP_MESSAGES.alreadyPending, { email: WORKSHOP_MESSAGES.alreadyPending });
    mail = { kind: 'association' };
  } else if (await emailHasAccount(tx, input.email)) {
    mail = { kind: 'company-login' };
  }

  let invite: typeof faccaoInvites.$inferSelect;
  try {
    [invite] = (await tx
      .insert(faccaoInvites)
      .values({
        companyId: tenant.companyId,
        tokenHash,
        email: input.email,
        fullName: input.fullName,
        outworkerId: outworker.id,
        faccaoId: existing,
        createdBy: tenant.userId,
        expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS),
      })
      .returning()) as [typeof faccaoInvites.$inferSelect];
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(WORKSHOP_MESSAGES.alreadyPending, { email: WORKSHOP_MESSAGES.alreadyPending });
    }
    throw error;
  }
  if (existing) {
    // The association waits for the workshop's 'Aceitar'; until then no policy opens anything to it.
    await tx.insert(faccaoCompanies).values({
      faccaoId: existing,
      companyId: tenant.companyId,
      status: 'pending',
      invitedBy: tenant.userId,
    });
    await tx
      .insert(faccaoOutworkers)
      .values({ faccaoId: existing, companyId: tenant.companyId, outworkerId: outworker.id });
  }
  sendWorkshopInvitationAfterCommit(
    services,
    tenant,
    { email: input.email, workshopName: input.fullName },
    mail,
  );
  return invitationLink(invite, outworker.name, new Date());
}

/**
 * 'Remover associação': a pending invitation is withdrawn; an association ends — the company's faccao_companies
 * and faccao_outworkers rows with that workshop go (never another company's), and the registered handlers run
 * (the messaging area ends the conversation). The workshop keeps its login and its other companies.
 */
export async function removeWorkshopLink(tx: Tx, tenant: TenantContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(WORKSHOP_MESSAGES.linkNotFound);
  const [invite] = await tx
    .select()
    .from(faccaoInvites)
    .where(
      and(
        eq(faccaoInvites.id, id),
        eq(faccaoInvites.companyId, tenant.companyId),
        eq(faccaoInvites.status, 'pending'),
      ),
    )
    .for('update');
  if (invite) {
    await tx.delete(faccaoInvites).where(eq(faccaoInvites.id, invite.id));
    if (invite.faccaoId) {
      // The workshop had not accepted yet: its pending association and mapping go with the invitation.
      await tx
        .delete(faccaoOutworkers)
        .where(
          and(
            eq(faccaoOutworkers.companyId, tenant.companyId),
            eq(faccaoOutworkers.faccaoId, invite.faccaoId),
            eq(faccaoOutworkers.outworkerId, invite.outworkerId),
          ),
        );
      await tx
        .delete(faccaoCompanies)
        .where(
          and(
            eq(faccaoCompanies.companyId, tenant.companyId),
            eq(faccaoCompanies.faccaoId, invite.faccaoId),
            eq(faccaoCompanies.status, 'pending'),
          ),
        );
    }
    return;
  }
  const [link] = await tx
    .delete(faccaoCompanies)
    .where(
      and(
        eq(faccaoCompanies.id, id),
        eq(faccaoCompanies.companyId, tenant.companyId),
        eq(faccaoCompanies.status, 'active'),
      ),
    )
    .returning({ faccaoId: faccaoCompanies.faccaoId });
  if (!link) throw notFound(WORKSHOP_MESSAGES.linkNotFound);
  await tx
    .delete(faccaoOutworkers)
    .where(
      and(eq(faccaoOutworkers.companyId, tenant.companyId), eq(faccaoOutworkers.faccaoId, link.faccaoId)),
    );
  for (const handler of associationRemovedHandlers) {
    await handler(tx, { companyId: tenant.companyId, faccaoId: link.faccaoId });
  }
}
