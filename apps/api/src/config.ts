import { fileURLToPath } from 'node:url';
import { FALLBACK_SALES_CONTACT, type SalesContact } from '@alinhavo/domain';
import { readStorageConfig, type StorageConfig } from './platform/storage/config.ts';

export type Config = {
  port: number;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  /** From AUTH_SECRET (or BETTER_AUTH_SECRET); see resolveAuthSecret in server.ts when unset. */
  authSecret?: string;
  production: boolean;
  rateLimit: boolean;
  trustProxy: boolean;
  webDist?: string;
  /** The migrated empty embedded database the build makes; a new data folder starts from it (see openDatabase). */
  databaseTemplate: string;
  /** The same with the demo company already in it (made by the build when the demo is wanted). */
  demoDatabaseTemplate: string;
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  salesContact: SalesContact;
  /** Stripe is the payment provider when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** PAYMENTS_DEV_CONFIRM=true or NODE_ENV=development: the owner may confirm a built-in payment directly. */
  paymentsDevConfirm: boolean;
  /** TEST_CLOCK=on: the browser journeys may move the subscription clock forward (POST /api/test/clock). */
  testClock: boolean;
  /** Uploaded files: `${dataDir}/files`, or an S3-compatible bucket (S3_BUCKET...). */
  storage: StorageConfig;
  /** Web push: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (a pair is generated into DATA_DIR without them). */
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
};

/**
 * Files the build makes, next to the bundled server. This module sits one level under apps/api both as source
 * (src/config.ts) and bundled (dist/server-bundle.js), so the same relative URL works from either.
 */
export const DATABASE_TEMPLATE = fileURLToPath(new URL('../dist/pgdata-template', import.meta.url));
export const DEMO_DATABASE_TEMPLATE = fileURLToPath(new URL('../dist/pgdata-demo-template', import.meta.url));

/** Reads the environment once. Secrets come only from here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  const authSecret = env.AUTH_SECRET ?? env.BETTER_AUTH_SECRET;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (or neither, for the built-in provider).',
    );
  }
  return {
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: env.DATA_DIR ?? './data',
    ...(authSecret ? { authSecret } : {}),
    production,
    rateLimit: env.AUTH_RATE_LIMIT ? env.AUTH_RATE_LIMIT !== 'off' : env.NODE_ENV !== 'development',
    trustProxy: env.TRUST_PROXY === 'true',
    ...(env.WEB_DIST ? { webDist: env.WEB_DIST } : {}),
    databaseTemplate: DATABASE_TEMPLATE,
    demoDatabaseTemplate: DEMO_DATABASE_TEMPLATE,
    seedDemo: env.SEED_DEMO !== 'false',
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? 'Alinhavo <nao-responda@alinhavo.app>',
    salesContact: {
      // Digits only, with country code, as wa.me expects (e.g. 5547999990000).
      whatsapp: env.SALES_WHATSAPP?.replace(/\D/g, '') || FALLBACK_SALES_CONTACT.whatsapp,
      email: env.SALES_EMAIL ?? FALLBACK_SALES_CONTACT.email,
    },
    ...(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
          },
        }
      : {}),
    paymentsDevConfirm: env.PAYMENTS_DEV_CONFIRM === 'true' || env.NODE_ENV === 'development',
    testClock: env.TEST_CLOCK === 'on',
    storage: readStorageConfig(env, env.DATA_DIR ?? './data'),
    vapid: {
      ...(env.VAPID_PUBLIC_KEY ? { publicKey: env.VAPID_PUBLIC_KEY.trim() } : {}),
      ...(env.VAPID_PRIVATE_KEY ? { privateKey: env.VAPID_PRIVATE_KEY.trim() } : {}),
      ...(env.VAPID_SUBJECT ? { subject: env.VAPID_SUBJECT.trim() } : {}),
    },
  };
}
