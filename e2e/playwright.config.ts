import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { STAFF } from './tests/staff';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2526);
const PHONE_SPECS =
  /(landing|first-hour|shell|onboarding|auth|hub|suppliers|catalogue|stock|dashboard|pwa|workshop-messages)\.spec\.ts$/;
/**
 * Journeys that change what every company sees (the plan prices and SEO of the platform admin, the server's
 * subscription clock) are their own project, run alone after the others (`npm test`, `npm run test:e2e`); the
 * others run two at a time.
 */
const PLATFORM_WIDE_SPECS = /(admin|subscription-journey)\.spec\.ts$/;
const dataDir = mkdtempSync(join(tmpdir(), 'alinhavo-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-results',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI one retry, reported as flaky in the run's list, so a journey slowed by a busy machine does not fail the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The app registers a service worker and asks about notifications on the hub; the journeys that are not about
    // them run without it (pwa.spec.ts allows it), so no prompt floats over what they click.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: PLATFORM_WIDE_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The phone runs the journeys whose layout differs on a small screen; the rest is the same code path,
      // already covered on the desktop, and would double the run.
      name: 'phone',
      testMatch: PHONE_SPECS,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'platform-wide',
      testMatch: PLATFORM_WIDE_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/mail-catcher.ts',
      cwd: '..',
      url: `http://127.0.0.1:${mailHttpPort}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
    },
    {
      // The built product exactly as `npm start` serves it (`npm run test:e2e` has just built the web app and the
      // API into apps/api/dist), on a fresh embedded database that first gets a platform staff login the way an
      // operator makes one: the built command itself, as `npm run create-super-admin` would build again first.
      command: `node apps/api/dist/create-super-admin.js --email ${STAFF.email} --name "${STAFF.name}" && npm run start -w @alinhavo/api`,
      cwd: '..',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        AUTH_RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SUPER_ADMIN_PASSWORD: STAFF.password,
        // Lets the subscription journey move the server's subscription clock past a trial's end.
        TEST_CLOCK: 'on',
      },
    },
  ],
});
