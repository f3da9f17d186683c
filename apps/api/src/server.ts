import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAppAuth } from './app-auth.ts';
import { loadConfig } from './config.ts';
import { createBilling } from './modules/billing/index.ts';
import { createPushService, resolveVapidKeys } from './modules/push/index.ts';
import { startTrialExpiryJob } from './modules/subscriptions/index.ts';
import { workshopUserIds } from './modules/workshops/index.ts';
import { openDatabase } from './platform/db/client.ts';
import { logger } from './platform/log/logger.ts';
import { safeError } from './platform/log/safe-error.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createRealtimeHub, createRealtimeSocketServer } from './platform/realtime/index.ts';
import { createStorage } from './platform/storage/config.ts';
import { DEMO_LOGIN, DEMO_WORKSHOP_LOGINS } from './seed/demo-data.ts';
import { embeddedTemplate, ensureDemo } from './seed/demo-first-start.ts';
import { writeDemoReceiptFiles } from './seed/demo-receipt.ts';

const config = loadConfig();

if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const embeddedDir = config.databaseUrl ? undefined : resolve(config.dataDir, 'pgdata');
const database = await openDatabase(
  embeddedDir
    ? { dataDir: embeddedDir, template: embeddedTemplate(config) }
    : { databaseUrl: config.databaseUrl as string },
);
await database.migrate();

const mailer = createMailer({
  db: database.db,
  logger,
  from: config.mailFrom,
  ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
});
mailer.start();
const trialExpiry = startTrialExpiryJob(database.db, logger);

const auth = createAppAuth({
  db: database.db,
  baseURL: config.publicUrl,
  secret: resolveAuthSecret(),
  rateLimit: config.rateLimit,
  mailer,
});

if (config.seedDemo && (await ensureDemo(database, embeddedDir))) {
  logger.info({ email: DEMO_LOGIN.email }, 'demo company created');
}
const storage = createStorage(config.storage);
if (config.seedDemo) {
  // The demo's receipt files: a new install copies the demo's database from the build, never its files.
  await writeDemoReceiptFiles(database.db, storage).catch((error: unknown) =>
    logger.warn({ err: safeError(error) }, 'demo receipt files could not be written'),
  );
}

// Realtime events of the database, forwarded to this process's sockets (LISTEN starts with the first socket).
const realtime = createRealtimeHub(database.db);
const push = createPushService({
  db: database.db,
  vapid: resolveVapidKeys({
    settings: config.vapid,
    dataDir: config.dataDir,
    serverDatabase: Boolean(config.databaseUrl),
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    warn: (message) => logger.warn(message),
  }),
  // The facção audience: the workshop's own logins (part2 §7 'send-push').
  workshopUsers: workshopUserIds,
});

const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = createApp({
  db: database.db,
  auth,
  trustProxy: config.trustProxy,
  webDist,
  mailer,
  publicUrl: config.publicUrl,
  salesContact: config.salesContact,
  billing: createBilling({
    ...(config.stripe ? { stripe: config.stripe } : {}),
    devConfirm: config.paymentsDevConfirm,
  }),
  testClock: config.testClock,
  storage,
  realtime,
  push,
});
if (config.testClock)
  logger.warn('TEST_CLOCK=on: POST /api/test/clock can move the subscription clock (tests only)');

const websocket = { server: createRealtimeSocketServer() };
const server = serve({ fetch: app.fetch, port: config.port, websocket }, (info) => {
  logger.info({ port: info.port, database: database.kind, url: config.publicUrl }, 'Alinhavo is running');
  // Out now, not with the next batch of log lines: before the demo login printed below.
  logger.flush();
  // Writes the compile cache dist/server.js turned on now rather than at exit, which a killed process never reaches.
  module.flushCompileCache?.();
  if (config.seedDemo) {
    const workshops = DEMO_WORKSHOP_LOGINS.map(
      (w) =>
        `  Workshop login (${w.status === 'active' ? 'associated' : 'association pending'}): ${w.email} / ${w.password}  → ${config.publicUrl}/faccao`,
    );
    console.log(
      `\n  Alinhavo: ${config.publicUrl}\n  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n${workshops.join('\n')}\n`,
    );
  }
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void Promise.all([mailer.stop(), trialExpiry.stop(), realtime.close(), push.settled()])
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

/**
 * AUTH_SECRET from the environment; without it the embedded install keeps a generated secret in its data
 * directory so sessions survive restarts. A server database without AUTH_SECRET gets a per-run secret.
 */
function resolveAuthSecret(): string {
  if (config.authSecret) return config.authSecret;
  if (config.databaseUrl) {
    logger.warn('AUTH_SECRET is not set: sessions will not survive a restart. Set it in production.');
    return randomBytes(32).toString('hex');
  }
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
