import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../platform/auth/schema.ts';
import type { Tx } from '../../platform/db/client.ts';
import { APP_ROLE } from '../../platform/db/tenant.ts';

/**
 * better-auth's tables (users, accounts, sessions) are not tenant data and the app role has no grants on
 * them. The few statements this module needs there run as the connecting owner inside the same transaction,
 * so they commit or roll back together with the tenant change; then the transaction is the app role again.
 * If `work` throws, the transaction is rolled back and the role with it.
 */
export async function onLoginTables<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local role none`);
  const result = await work();
  await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
  return result;
}

/** Signs a member out everywhere: their open sessions stop working with the change's commit. */
export function endSessions(tx: Tx, userId: string): Promise<void> {
  return onLoginTables(tx, async () => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** Whether an e-mail already has a login in any company (migration 0004), answered for the app role. */
export async function emailHasAccount(tx: Tx, email: string): Promise<boolean> {
  const result = await tx.execute(sql`select app_email_has_account(${email}) as "taken"`);
  const rows = (result as unknown as { rows: { taken: boolean }[] }).rows;
  return rows[0]?.taken === true;
}
