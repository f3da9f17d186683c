import type { PublicPlan } from '@alinhavo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { adminPlans } from './schema.ts';

type PlanRow = typeof adminPlans.$inferSelect;

export function toPublicPlan(row: PlanRow): PublicPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceMonthlyCents: row.priceMonthlyCents,
    priceYearlyCents: row.priceYearlyCents,
    features: row.features,
    maxUsers: row.maxUsers,
    popular: row.popular,
    contactSales: row.contactSales,
    displayOrder: row.displayOrder,
  };
}

/** The plans on sale, in display order (part1 §7.2: admin_plans where active ordered by display_order). */
export async function listActivePlans(db: Db | Tx): Promise<PublicPlan[]> {
  const rows = await db
    .select()
    .from(adminPlans)
    .where(eq(adminPlans.isActive, true))
    .orderBy(asc(adminPlans.displayOrder), asc(adminPlans.name));
  return rows.map(toPublicPlan);
}
