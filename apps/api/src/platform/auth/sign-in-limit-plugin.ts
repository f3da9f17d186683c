import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import {
  clearSignInFailures,
  recordSignInFailure,
  type SignInAttempt,
  signInRetryAfter,
} from './sign-in-failures.ts';

const SIGN_IN_PATH = '/sign-in/email';

type HookContext = { path?: string; body?: unknown; headers?: Headers; request?: Request };

function attemptOf(ctx: HookContext, ipHeader: string): SignInAttempt | null {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  const ip = (ctx.headers ?? ctx.request?.headers)?.get(ipHeader);
  if (typeof email !== 'string' || !email.trim() || !ip) return null;
  return { email, ip };
}

/** better-auth's answer for a wrong e-mail or password (also for an e-mail with no account). */
function isWrongPassword(returned: unknown): boolean {
  const error = returned as { statusCode?: number; body?: { code?: string } } | null | undefined;
  return error?.statusCode === 401 && error.body?.code === 'INVALID_EMAIL_OR_PASSWORD';
}

/**
 * Sign-in limits keyed on the account and the address (sign-in-failures.ts): refuses with 429 before the password
 * is checked when a counter is full, counts wrong passwords, and clears the pair on success. Off with the other
 * rate limits (AUTH_RATE_LIMIT=off, development).
 */
export function signInLimitPlugin(
  db: Db,
  { enabled, ipHeader }: { enabled: boolean; ipHeader: string },
): BetterAuthPlugin {
  const matcher = (ctx: HookContext) => enabled && ctx.path === SIGN_IN_PATH;
  return {
    id: 'sign-in-limits',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = attemptOf(ctx, ipHeader);
            if (!attempt) return;
            const retryAfter = await signInRetryAfter(db, attempt);
            if (retryAfter === null) return;
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: 'TOO_MANY_SIGN_IN_FAILURES', message: 'Too many failed sign-ins.' },
              { 'Retry-After': String(retryAfter) },
            );
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = attemptOf(ctx, ipHeader);
            if (!attempt) return;
            const returned = ctx.context.returned;
            if (isWrongPassword(returned)) await recordSignInFailure(db, attempt);
            else if (!(returned instanceof Error)) await clearSignInFailures(db, attempt);
          }),
        },
      ],
    },
  };
}
