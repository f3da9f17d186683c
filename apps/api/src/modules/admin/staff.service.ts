import { randomUUID } from 'node:crypto';
import { emailSchema, newPasswordSchema, requiredText, STAFF_ROLES, type StaffRole } from '@alinhavo/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import { accounts, users } from '../../platform/auth/schema.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/pg-errors.ts';
import { enterCompany, runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { conflict, fieldErrors, invalid } from '../../platform/http/errors.ts';
import { EMAIL_TAKEN_MESSAGE } from '../companies/index.ts';
import { companies, profiles } from '../companies/schema.ts';

export const PLATFORM_COMPANY_NAME = 'Equipe Alinhavo';

export const staffMemberInputSchema = z.object({
  email: emailSchema,
  fullName: requiredText('Nome completo é obrigatório', 120),
  role: z.enum(STAFF_ROLES, { error: 'Função inválida: use super_admin ou support' }),
  password: newPasswordSchema,
});
export type StaffMemberInput = z.input<typeof staffMemberInputSchema>;

export type CreatedStaffMember = {
  userId: string;
  companyId: string;
  email: string;
  role: StaffRole;
  /** Whether this call created the platform company (the first staff member). */
  createdCompany: boolean;
};

/** Whether an e-mail already has a login (in any company); logins are unique across the platform. */
export async function emailHasLogin(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/**
 * Adds a platform staff member (super_admin or support): the login (Argon2id, e-mail confirmed) and the profile
 * in the one platform company, created with the first member. Everything in one transaction.
 */
export async function createStaffMember(db: Db, input: StaffMemberInput): Promise<CreatedStaffMember> {
  const parsed = staffMemberInputSchema.safeParse(input);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error));
  const data = parsed.data;
  const passwordHash = await hashPassword(data.password);
  // Two first members racing both try to create the platform company; the unique index lets one win and the
  // other finds it on its second pass.
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertStaffMember(db, data, passwordHash);
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === 'users_email_unique') throw emailTaken();
      if (constraint === 'companies_single_platform_uq' && attempt === 0) continue;
      throw error;
    }
  }
}

async function insertStaffMember(
  db: Db,
  data: z.output<typeof staffMemberInputSchema>,
  passwordHash: string,
): Promise<CreatedStaffMember> {
  const userId = randomUUID();
  const newCompanyId = randomUUID();
  return runAsSystemForCompany(db, newCompanyId, async (tx) => {
    if (await emailHasLogin(tx, data.email)) throw emailTaken();
    let companyId = await findPlatformCompany(tx);
    const createdCompany = !companyId;
    if (companyId) {
      await enterCompany(tx, companyId);
    } else {
      companyId = newCompanyId;
      // Enterprise: no user limit for the staff company.
      await tx
        .insert(companies)
        .values({ id: companyId, name: PLATFORM_COMPANY_NAME, isPlatform: true, planType: 'enterprise' });
    }
    await tx
      .insert(users)
      .values({ id: userId, name: data.fullName, email: data.email, emailVerified: true });
    await tx
      .insert(accounts)
      .values({ accountId: userId, providerId: 'credential', userId, password: passwordHash });
    await tx.insert(profiles).values({
      id: userId,
      companyId,
      email: data.email,
      fullName: data.fullName,
      role: data.role,
      isActive: true,
    });
    return { userId, companyId, email: data.email, role: data.role, createdCompany };
  });
}

/** Reads through the staff policy, so forced row-level security lets even a non-superuser owner see it. */
async function findPlatformCompany(tx: Tx): Promise<string | undefined> {
  await tx.execute(sql`select set_config('app.platform_staff', 'on', true)`);
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.isPlatform, true))
    .limit(1);
  await tx.execute(sql`select set_config('app.platform_staff', '', true)`);
  return row?.id;
}

function emailTaken() {
  return conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
}

function violatedConstraint(error: unknown): string | undefined {
  return uniqueViolation(error) ?? undefined;
}
