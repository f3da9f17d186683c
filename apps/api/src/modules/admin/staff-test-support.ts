import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@alinhavo/domain';
import { TestClient, type TestContext } from '../../../test/test-app.ts';
import { createStaffMember } from './staff.service.ts';

/** For tests: a new platform staff member, signed in. */
export async function signInStaff(ctx: TestContext, role: StaffRole) {
  const email = `${role.replace('_', '-')}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Alfinete#2026';
  const created = await createStaffMember(ctx.db, { email, fullName: `Equipe ${role}`, role, password });
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, password, ...created };
}
