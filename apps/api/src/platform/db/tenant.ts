import type { Db, Tx } from './client.ts';
import { holdForNextStatement, sqlLiteral } from './request-transaction.ts';
import { runSimpleStatement } from './simple-statement.ts';

export const APP_ROLE = 'alinhavo_app';

/**
 * Switches the transaction to the unprivileged app role and applies the settings in ONE statement:
 * `select set_config('role', 'alinhavo_app', true), set_config('app.company_id', '…', true), …`
 * (set_config('role', …, true) is SET LOCAL ROLE; both end with the transaction). The values travel as literals, in
 * the simple query protocol; in a request transaction on PostgreSQL the statement goes out with the next one (see
 * request-transaction.ts).
 */
export async function enterAppRole(tx: Tx, settings: Record<string, string>): Promise<void> {
  await applySettings(tx, { role: APP_ROLE, ...settings });
}

async function applySettings(tx: Tx, settings: Record<string, string>): Promise<void> {
  const calls = Object.entries(settings).map(
    ([key, value]) => `set_config(${sqlLiteral(key)}, ${sqlLiteral(value)}, true)`,
  );
  const statement = `select ${calls.join(', ')}`;
  if (!holdForNextStatement(tx, statement)) await runSimpleStatement(tx, statement);
}

/** The settings of a request for one company: row-level security confines every statement to it. */
export const tenantSettings = (companyId: string) => ({ 'app.company_id': companyId });

/**
 * The settings of a workshop login's request (/faccao): the user, and the company it chose to operate when one is
 * chosen. Never app.company_id: the workshop policies of migration 0022 open only the rows of that company mapped
 * to the workshop, and only while the association is active.
 */
export const workshopSettings = (userId: string, companyId: string | null) => ({
  'app.user_id': userId,
  'app.faccao_company_id': companyId ?? '',
});

/** The settings of an /app/admin request: the read-only staff policies of migration 0003 open. */
export const platformStaffSettings = (userId: string) => ({
  'app.user_id': userId,
  'app.platform_staff': 'on',
});

/**
 * Runs work in one transaction as the unprivileged app role with the company set, so row-level security
 * confines every statement to that company. Never touch the base `db` inside `work`: on PGlite the one
 * connection is held by this transaction.
 */
export function runAsTenant<T>(db: Db, companyId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAppRole(tx, tenantSettings(companyId));
    return work(tx);
  });
}

/** Like runAsTenant, before the company is known: only the user's own profile is visible until `enterCompany`. */
export function runAsUser<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAppRole(tx, { 'app.user_id': userId });
    return work(tx);
  });
}

export async function enterCompany(tx: Tx, companyId: string): Promise<void> {
  await applySettings(tx, { 'app.company_id': companyId });
}

/**
 * For system writes that create a company (sign-up, demo data): runs as the connecting owner, with the new
 * company set so forced policies accept the rows even when the owner is not a superuser.
 */
export function runAsSystemForCompany<T>(
  db: Db,
  companyId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterCompany(tx, companyId);
    return work(tx);
  });
}

/**
 * For /app/admin: the app role with the platform-staff setting, which opens the read-only staff policies
 * (migration 0003). Only the route wrapper calls it, after checking the caller is super_admin or support.
 */
export function runAsPlatformStaff<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAppRole(tx, platformStaffSettings(userId));
    return work(tx);
  });
}

/** Like runAsTenant, for a workshop login operating `companyId` (or none chosen yet). */
export function runAsWorkshop<T>(
  db: Db,
  userId: string,
  companyId: string | null,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAppRole(tx, workshopSettings(userId, companyId));
    return work(tx);
  });
}

/** For /signup: the app role seeing only the invitation whose token hash is given, until `enterCompany`. */
export function runAsInvitee<T>(db: Db, tokenHash: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAppRole(tx, { 'app.invite_token_hash': tokenHash });
    return work(tx);
  });
}
