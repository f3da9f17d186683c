import { API_ERROR_MESSAGES, isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '@alinhavo/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { emailOTP } from 'better-auth/plugins/email-otp';
import type { Db } from '../db/client.ts';
import { logger as appLogger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { passwordResetCheckPlugin, RESET_CHECK_PATH } from './password-reset-plugin.ts';
import {
  queueResetCode,
  queueResetLink,
  RESET_CODE_ATTEMPTS,
  RESET_CODE_TTL_SECONDS,
  RESET_LINK_TTL_SECONDS,
} from './recovery-mail.ts';
import { accounts, rateLimits, sessions, users, verifications } from './schema.ts';
import { signInLimitPlugin } from './sign-in-limit-plugin.ts';

/** Set by our server from the socket address (or the trusted proxy), overwriting anything a client sent. */
export const CLIENT_IP_HEADER = 'x-alinhavo-client-ip';

/** Rate limit of one better-auth path: at most `max` requests per `window` seconds. */
export type AuthRateRule = { window: number; max: number };

/**
 * What business modules add to authentication, handed over by the composition root (app-auth.ts): the
 * platform knows no module.
 */
export type AuthExtensions = {
  /** Whether the user's profile was deactivated (false when there is no profile). */
  accountDeactivated: (userId: string) => Promise<boolean>;
  /** Extra endpoints (company sign-up, invitations), with the rate limits of their paths. */
  plugins: BetterAuthPlugin[];
  rateRules: Record<string, AuthRateRule>;
};

export type AuthOptions = {
  db: Db;
  baseURL: string;
  secret: string;
  rateLimit: boolean;
  mailer: Mailer;
  extensions: AuthExtensions;
};

/** better-auth endpoints that act on a signed-in account; a deactivated profile's session may not use them. */
const ACCOUNT_PATHS = new Set([
  '/change-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/list-accounts',
  '/unlink-account',
  '/set-password',
]);

const COMMON_PASSWORD = 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.';

/** Per-path limits on top of the default 100 requests a minute per address. */
const RATE_RULES: Record<string, AuthRateRule> = {
  // Per address, any account: a ceiling for a whole office; failures are limited per account (sign-in-failures.ts).
  '/sign-in/email': { window: 60, max: 100 },
  '/request-password-reset': { window: 300, max: 5 },
  '/email-otp/request-password-reset': { window: 300, max: 5 },
  '/email-otp/check-verification-otp': { window: 300, max: 20 },
  '/email-otp/reset-password': { window: 300, max: 10 },
  '/reset-password': { window: 300, max: 10 },
  [RESET_CHECK_PATH]: { window: 60, max: 30 },
  '/change-password': { window: 300, max: 10 },
};

export function createAuth({ db, baseURL, secret, rateLimit, mailer, extensions }: AuthOptions) {
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
      // part1 §9: the reset link is valid 1 hour and single use; every session ends when the password changes.
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => queueResetLink(mailer, baseURL, user, token),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { ...RATE_RULES, ...extensions.rateRules },
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
            if (await extensions.accountDeactivated(session.userId)) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: API_ERROR_MESSAGES.ACCOUNT_DEACTIVATED,
              });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ACCOUNT_PATHS.has(ctx.path)) {
          const session = await getSessionFromCtx(ctx);
          if (session && (await extensions.accountDeactivated(session.user.id))) {
            throw new APIError('FORBIDDEN', {
              code: 'ACCOUNT_DEACTIVATED',
              message: API_ERROR_MESSAGES.ACCOUNT_DEACTIVATED,
            });
          }
        }
        const newPassword =
          ctx.body?.newPassword ??
          (ctx.path === '/email-otp/reset-password' ? ctx.body?.password : undefined);
        if (typeof newPassword === 'string' && isCommonPassword(newPassword)) {
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION',
            message: COMMON_PASSWORD,
            fields: { password: COMMON_PASSWORD },
          });
        }
        // Changing one's password ends every other session of the account, whatever the client asked.
        if (ctx.path === '/change-password')
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }),
    },
    plugins: [
      ...extensions.plugins,
      signInLimitPlugin(db, { enabled: rateLimit, ipHeader: CLIENT_IP_HEADER }),
      passwordResetCheckPlugin(),
      // part1 §2.7 code flow: 6 digits, short-lived, hashed at rest, a limited number of tries.
      emailOTP({
        otpLength: 6,
        expiresIn: RESET_CODE_TTL_SECONDS,
        allowedAttempts: RESET_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          if (type !== 'forget-password') return;
          const found = await ctx?.context.internalAdapter.findUserByEmail(email);
          if (found) await queueResetCode(mailer, found.user, otp);
        },
      }),
    ],
    telemetry: { enabled: false },
    // better-auth's messages go to our JSON log, with query parameters stripped from database errors.
    logger: {
      level: 'error',
      log: (level, message, ...args) =>
        appLogger[level === 'debug' ? 'debug' : level]({ details: args.map(safeError) }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
