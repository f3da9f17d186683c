import type { AdminPlan, AdminPlanInput, adminPlanInputSchema } from '@alinhavo/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { companies } from '../companies/schema.ts';
import { toPublicPlan } from './plans.service.ts';
import { adminPlans } from './schema.ts';

export const SUPER_ADMIN_ONLY_MESSAGE =
  'Somente o super administrador da plataforma pode fazer esta alteração. O suporte pode apenas consultar.';

/** Writes in /app/admin are for super_admin; support reads. The database checks it again (migration 0008). */
export function assertSuperAdmin(tenant: TenantContext): void {
  if (tenant.role !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY_MESSAGE);
}

/** Every plan, active or not, in display order, with how many customer companies are on it. */
export async function listAdminPlans(tx: Tx): Promise<AdminPlan[]> {
  const rows = await tx.select().from(adminPlans).orderBy(asc(adminPlans.displayOrder), asc(adminPlans.name));
  const usage = await tx
    .select({ planType: companies.planType, value: count() })
    .from(companies)
    .where(eq(companies.isPlatform, false))
    .groupBy(companies.planType);
  const byPlan = new Map(usage.map((u) => [u.planType, u.value]));
  return rows.map((row) => ({
    ...toPublicPlan(row),
    isActive: row.isActive,
    companies: byPlan.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Saves a plan. Deactivating hides it from the site and checkout while companies on it keep their subscription;
 * at least one plan must stay on sale. One plan carries the 'Mais popular' highlight: marking one clears the rest.
 */
export async function updatePlan(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  input: z.output<typeof adminPlanInputSchema>,
): Promise<AdminPlan> {
  assertSuperAdmin(tenant);
  const [current] = await tx.select().from(adminPlans).where(eq(adminPlans.id, id)).for('update');
  if (!current) throw notFound('Plano não encontrado');
  if (current.isActive && !input.isActive) {
    const [others] = await tx
      .select({ value: count() })
      .from(adminPlans)
      .where(and(eq(adminPlans.isActive, true), ne(adminPlans.id, id)));
    if (!others?.value)
      throw conflict('Mantenha ao menos um plano ativo: o site precisa de um plano à venda.');
  }
  if (input.popular) {
    await tx
      .update(adminPlans)
      .set({ popular: false, updatedAt: new Date() })
      .where(and(eq(adminPlans.popular, true), ne(adminPlans.id, id)));
  }
  await tx
    .update(adminPlans)
    .set({ ...planColumns(input), updatedAt: new Date() })
    .where(eq(adminPlans.id, id));
  const saved = (await listAdminPlans(tx)).find((plan) => plan.id === id);
  if (!saved) throw notFound('Plano não encontrado');
  return saved;
}

function planColumns(input: z.output<typeof adminPlanInputSchema>) {
  return {
    name: input.name,
    description: input.description,
    priceMonthlyCents: input.priceMonthlyCents,
    priceYearlyCents: input.priceYearlyCents,
    features: input.features,
    maxUsers: input.maxUsers,
    isActive: input.isActive,
    displayOrder: input.displayOrder,
    popular: input.popular,
  } satisfies Partial<AdminPlanInput>;
}
