import { API_ERROR_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@alinhavo/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { loadIdentity } from '../../modules/companies/identity.ts';
import type { Db } from '../db/client.ts';
import { COMPANY_SIGN_UP_PATH, companySignUpPlugin } from './company-sign-up-plugin.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { accounts, rateLimits, sessions, users, verifications } from './schema.ts';

/** Set by our server from the socket address (or the trusted proxy), overwriting anything a client sent. */
export const CLIENT_IP_HEADER = 'x-alinhavo-client-ip';

export type AuthOptions = {
  db: Db;
  baseURL: string;
  secret: string;
  rateLimit: boolean;
};

export function createAuth({ db, baseURL, secret, rateLimit }: AuthOptions) {
  return betterAuth({
    appName: 'Alinhavo',
    baseURL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    // Same-origin requests are trusted whatever host and port the app is served on (decisions.md: any port, any host).
    trustedOrigins: (request) => [baseURL, request ? new URL(request.url).origin : undefined],
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through the company sign-up endpoint, which creates the company in the same transaction.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        [COMPANY_SIGN_UP_PATH]: { window: 600, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'alinhavo',
      // better-auth skips the origin check under test by default; tests must see production behaviour.
      disableOriginCheck: false,
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // part1 §4.4: a deactivated profile cannot sign in.
          before: async (session) => {
            const identity = await loadIdentity(db, session.userId);
            if (identity && !identity.isActive) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: API_ERROR_MESSAGES.ACCOUNT_DEACTIVATED,
              });
            }
          },
        },
      },
    },
    plugins: [companySignUpPlugin(db)],
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
