import {
  type OnboardingChecklist,
  type OnboardingChecklistUpdate,
  seesOnboardingChecklist,
} from '@alinhavo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { companies } from '../companies/schema.ts';
import { onboardingChecklists } from './schema.ts';

export const CHECKLIST_HIDE_FORBIDDEN = 'Somente o proprietário ou um administrador pode ocultar a lista.';

/**
 * Whether the company has at least one row in `table`: an EXISTS that stops at the first row, on an index led by
 * company_id (every table below has one: their unique name/reference/code indexes, or company_id alone).
 */
function hasAny(table: string, companyId: string) {
  return sql<boolean>`exists (select 1 from ${sql.identifier(table)} t where t.company_id = ${companyId})`;
}

/**
 * The steps, each done when the company's own records say so (one statement, six EXISTS):
 * - gridsAndColors: the company has a size grid and a colour. Every company created since issue 13 starts with
 *   the default grids and colours, so this step comes done: the checklist opens at 1 of 6 and the step's link
 *   invites a look at them. It turns back to pending if the company removes every grid or every colour, which
 *   is what it needs before a product.
 * - product, material, outworker (workshop), productionOrder: at least one of them, whatever its status.
 * - costSheet: at least one cost sheet version, of any product.
 */
export async function getOnboardingChecklist(tx: Tx, tenant: TenantContext): Promise<OnboardingChecklist> {
  const id = tenant.companyId;
  const [row] = await tx
    .select({
      dismissedAt: onboardingChecklists.dismissedAt,
      gridsAndColors: sql<boolean>`(${hasAny('size_grids', id)} and ${hasAny('colors', id)})`,
      product: hasAny('products', id),
      material: hasAny('materials', id),
      costSheet: hasAny('product_cost_sheets', id),
      outworker: hasAny('outworkers', id),
      productionOrder: hasAny('production_orders', id),
    })
    .from(companies)
    .leftJoin(onboardingChecklists, eq(onboardingChecklists.companyId, companies.id))
    .where(eq(companies.id, id));
  if (!row) throw forbidden();
  const { dismissedAt, ...steps } = row;
  return {
    dismissed: dismissedAt !== null,
    steps: {
      gridsAndColors: Boolean(steps.gridsAndColors),
      product: Boolean(steps.product),
      material: Boolean(steps.material),
      costSheet: Boolean(steps.costSheet),
      outworker: Boolean(steps.outworker),
      productionOrder: Boolean(steps.productionOrder),
    },
  };
}

/** 'Ocultar' (or showing it again): stored for the whole company; only its owner or an administrator may. */
export async function updateOnboardingChecklist(
  tx: Tx,
  tenant: TenantContext,
  input: OnboardingChecklistUpdate,
): Promise<OnboardingChecklist> {
  if (!seesOnboardingChecklist(tenant.role)) throw forbidden(CHECKLIST_HIDE_FORBIDDEN);
  const now = new Date();
  const dismissedAt = input.dismissed ? now : null;
  await tx
    .insert(onboardingChecklists)
    .values({ companyId: tenant.companyId, dismissedAt, updatedAt: now })
    .onConflictDoUpdate({ target: onboardingChecklists.companyId, set: { dismissedAt, updatedAt: now } });
  return getOnboardingChecklist(tx, tenant);
}
