import { FALLBACK_SALES_CONTACT, type SalesContact } from '@alinhavo/domain';

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
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  salesContact: SalesContact;
};

/** Reads the environment once. Secrets come only from here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  const authSecret = env.AUTH_SECRET ?? env.BETTER_AUTH_SECRET;
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
    seedDemo: env.SEED_DEMO !== 'false',
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? 'Alinhavo <nao-responda@alinhavo.app>',
    salesContact: {
      // Digits only, with country code, as wa.me expects (e.g. 5547999990000).
      whatsapp: env.SALES_WHATSAPP?.replace(/\D/g, '') || FALLBACK_SALES_CONTACT.whatsapp,
      email: env.SALES_EMAIL ?? FALLBACK_SALES_CONTACT.email,
    },
  };
}
