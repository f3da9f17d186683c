import {
  openTestDatabase,
  RecordingMailer,
  TEST_BASE_URL,
  type TestContext,
} from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { createAppAuth } from '../../app-auth.ts';
import type { BillingSettings } from './setup.ts';
import { createBilling } from './setup.ts';

/** For tests: an app like createTestApp's, with the billing set-up given (Stripe stand-in, dev-confirm). */
export async function createBillingTestApp(settings: BillingSettings): Promise<TestContext> {
  const database = await openTestDatabase();
  const mailer = new RecordingMailer();
  const auth = createAppAuth({
    db: database.db,
    baseURL: TEST_BASE_URL,
    secret: 'test-secret-test-secret-test-secret-0123',
    rateLimit: false,
    mailer,
  });
  const app = createApp({
    db: database.db,
    auth,
    mailer,
    publicUrl: TEST_BASE_URL,
    billing: createBilling(settings),
  });
  return { app, auth, mailer, database, db: database.db, close: () => database.close() };
}
