import { type CompanyWorkshop, WORKSHOP_NOT_ASSOCIATED, type WorkshopConversation } from '@alinhavo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { faccaoCompanies, faccoes } from '../workshops/schema.ts';
import { getConversation, type Viewer } from './conversations.ts';
import { faccaoConversations } from './schema.ts';

/** A company user reads and writes the company's side of every conversation of the company. */
export const companyViewer = (tenant: TenantContext): Viewer => ({
  side: 'empresa',
  userId: tenant.userId,
  companyId: tenant.companyId,
});

/** part2 §7 listCompanyFaccoes: the 'Iniciar' dropdown — workshops actively associated, by name. */
export async function listCompanyWorkshops(
  tx: Tx,
  tenant: TenantContext,
): Promise<{ items: CompanyWorkshop[] }> {
  const open = faccaoConversations;
  const rows = await tx
    .select({ id: faccoes.id, name: faccoes.name, openConversationId: open.id })
    .from(faccaoCompanies)
    .innerJoin(faccoes, eq(faccoes.id, faccaoCompanies.faccaoId))
    .leftJoin(
      open,
      and(
        eq(open.companyId, faccaoCompanies.companyId),
        eq(open.faccaoId, faccoes.id),
        eq(open.status, 'open'),
      ),
    )
    .where(and(eq(faccaoCompanies.companyId, tenant.companyId), eq(faccaoCompanies.status, 'active')))
    .orderBy(asc(sql`lower(${faccoes.name})`), asc(faccoes.id))
    .limit(500);
  return { items: rows };
}

/**
 * part2 §7 createOrGetConversation ('Iniciar'): the open conversation with the workshop, or a new one when none is
 * open (part2 §4). Only a workshop actively associated with the company; two clicks at once still make one (the
 * partial unique index on open conversations).
 */
export async function startConversation(
  tx: Tx,
  tenant: TenantContext,
  input: { faccaoId: string; subject: string | null },
): Promise<{ conversation: WorkshopConversation; created: boolean }> {
  const viewer = companyViewer(tenant);
  const [workshop] = await tx
    .select({ id: faccoes.id, name: faccoes.name })
    .from(faccaoCompanies)
    .innerJoin(faccoes, eq(faccoes.id, faccaoCompanies.faccaoId))
    .where(
      and(
        eq(faccaoCompanies.companyId, tenant.companyId),
        eq(faccaoCompanies.faccaoId, input.faccaoId),
        eq(faccaoCompanies.status, 'active'),
      ),
    );
  if (!workshop) throw invalid({ faccaoId: WORKSHOP_NOT_ASSOCIATED }, WORKSHOP_NOT_ASSOCIATED);
  const openOne = () =>
    tx
      .select({ id: faccaoConversations.id })
      .from(faccaoConversations)
      .where(
        and(
          eq(faccaoConversations.companyId, tenant.companyId),
          eq(faccaoConversations.faccaoId, workshop.id),
          eq(faccaoConversations.status, 'open'),
        ),
      );
  const [existing] = await openOne();
  if (existing) return { conversation: await getConversation(tx, viewer, existing.id), created: false };
  const [inserted] = await tx
    .insert(faccaoConversations)
    .values({
      companyId: tenant.companyId,
      faccaoId: workshop.id,
      faccaoName: workshop.name,
      subject: input.subject,
    })
    .onConflictDoNothing()
    .returning({ id: faccaoConversations.id });
  const id = inserted?.id ?? (await openOne())[0]?.id;
  if (!id) throw new Error('no open conversation after creating one');
  return { conversation: await getConversation(tx, viewer, id), created: Boolean(inserted) };
}

/**
 * part2 §4: removing a company's association with a workshop ends their open conversation. For the workshops
 * module's 'Remover associação', inside its transaction (as the company). Returns the ids ended (for live events).
 */
export async function endConversations(tx: Tx, companyId: string, faccaoId: string): Promise<string[]> {
  const rows = await tx
    .update(faccaoConversations)
    .set({ status: 'ended', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(faccaoConversations.companyId, companyId),
        eq(faccaoConversations.faccaoId, faccaoId),
        eq(faccaoConversations.status, 'open'),
      ),
    )
    .returning({ id: faccaoConversations.id });
  return rows.map((row) => row.id);
}
