import { randomUUID } from 'node:crypto';
import type { CompanySignUpInput } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import { accounts, users } from '../../platform/auth/schema.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/pg-errors.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { conflict } from '../../platform/http/errors.ts';
import { adminPlans } from '../plans/schema.ts';
import { seedDefaultProcesses } from '../processes/index.ts';
import { seedDefaultCatalogue } from '../products/index.ts';
import { seedDefaultPriceTable } from '../sale-prices/index.ts';
import { companies, profiles } from './schema.ts';

export const EMAIL_TAKEN_MESSAGE = 'Já existe uma conta com este e-mail.';

/**
 * part1 §2.3 sign-up: the login, the company and its owner profile are created in one transaction, so a
 * failure half-way leaves nothing behind.
 */
/** A plan picked on the site that a trial can run on: on sale and not sold through sales (Enterprise). */
async function selfServicePlan(tx: Tx, planId: string): Promise<string | null> {
  const [plan] = await tx
    .select({ id: adminPlans.id })
    .from(adminPlans)
    .where(and(eq(adminPlans.id, planId), eq(adminPlans.isActive, true), eq(adminPlans.contactSales, false)));
  return plan?.id ?? null;
}

export async function createCompanyWithOwner(
  db: Db,
  input: CompanySignUpInput,
  passwordHash: string,
): Promise<{ userId: string; companyId: string }> {
  const userId = randomUUID();
  const companyId = randomUUID();
  try {
    await runAsSystemForCompany(db, companyId, async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      if (existing) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
      await tx
        .insert(users)
        .values({ id: userId, name: input.fullName, email: input.email, emailVerified: false });
      await tx
        .insert(accounts)
        .values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
      const planType = input.planId ? await selfServicePlan(tx, input.planId) : null;
      await tx.insert(companies).values({
        id: companyId,
        name: input.companyName,
        email: input.email,
        ...(planType ? { planType } : {}),
      });
      await tx.insert(profiles).values({
        id: userId,
        companyId,
        email: input.email,
        fullName: input.fullName,
        role: 'owner',
        isActive: true,
      });
      // A new company starts ready (issue 13): production stages, size grids and colours, and (issue 15) the
      // 'Varejo' price table.
      await seedDefaultProcesses(tx, companyId);
      await seedDefaultCatalogue(tx, companyId);
      await seedDefaultPriceTable(tx, companyId);
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) {
      throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    }
    throw error;
  }
  return { userId, companyId };
}
