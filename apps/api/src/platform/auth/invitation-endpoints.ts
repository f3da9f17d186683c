import { INVITE_MESSAGES } from '@alinhavo/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { fieldErrors } from '../http/errors.ts';
import { logger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';

/** Why an invitation cannot be used: unknown or used (404), expired (410), or the account cannot be made (409). */
export class InvitationError extends Error {
  constructor(
    readonly status: 'NOT_FOUND' | 'GONE' | 'CONFLICT',
    message: string,
  ) {
    super(message);
  }
}

/** What an invitation turns into once accepted: the new login, signed in by the endpoint. */
interface Accepted extends Record<string, unknown> {
  userId: string;
}

export interface InvitationEndpointsOptions<Checked extends Record<string, unknown>, Done extends Accepted> {
  /** better-auth plugin id; also names the paths `/{id}/check` and `/{id}/accept` under /api/auth. */
  id: string;
  /** Names the endpoints `check{name}` and `accept{name}` (better-auth keeps every plugin's in one object). */
  name: string;
  /** What the log says when something unexpected fails (never the query's parameters). */
  label: string;
  /** The accept form: must hold `token` and `password`. */
  acceptSchema: z.ZodType<{ token: string; password: string }>;
  check: (token: string) => Promise<Checked>;
  accept: (token: string, passwordHash: string) => Promise<Done>;
  /** What the accept endpoint answers (the whole result unless narrowed). */
  reply?: (accepted: Done) => Record<string, unknown>;
}

/**
 * The message survives auth-mount's translation only under the VALIDATION and CONFLICT codes; the HTTP
 * status (400, 404 not found or used, 410 expired, 409 conflict) tells the cases apart.
 */
function answer(label: string) {
  return (error: unknown): never => {
    if (error instanceof InvitationError) {
      throw new APIError(error.status, {
        code: error.status === 'CONFLICT' ? 'CONFLICT' : 'VALIDATION',
        message: error.message,
      });
    }
    // Logged here without the query's parameters; better-auth would print the raw error.
    logger.error({ err: safeError(error) }, `${label} failed`);
    throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Erro inesperado' });
  };
}

function tokenNotProvided(): never {
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION',
    message: INVITE_MESSAGES.tokenNotProvided,
    fields: { token: INVITE_MESSAGES.tokenNotProvided },
  });
}

/**
 * /signup (part1 §2.4, §4.3): GET /api/auth/{id}/check?token=… shows whose invitation it is; POST
 * /api/auth/{id}/accept creates the account from it and signs the invitee in. Inside better-auth for its rate
 * limiter, password hashing, cookies and session rules. Returns the plugin with its rate limits (app-auth.ts).
 */
export function invitationEndpoints<Checked extends Record<string, unknown>, Done extends Accepted>(
  options: InvitationEndpointsOptions<Checked, Done>,
): { plugin: BetterAuthPlugin; rateRules: Record<string, { window: number; max: number }> } {
  const checkPath = `/${options.id}/check`;
  const acceptPath = `/${options.id}/accept`;
  const fail = answer(options.label);
  const plugin: BetterAuthPlugin = {
    id: options.id,
    endpoints: {
      [`check${options.name}`]: createAuthEndpoint(
        checkPath,
        { method: 'GET', query: z.object({ token: z.string().optional() }) },
        async (ctx) => {
          const token = ctx.query?.token;
          if (!token) tokenNotProvided();
          return ctx.json(await options.check(token).catch(fail));
        },
      ),
      [`accept${options.name}`]: createAuthEndpoint(
        acceptPath,
        { method: 'POST', body: z.record(z.string(), z.unknown()) },
        async (ctx) => {
          if (!ctx.body?.token) tokenNotProvided();
          const parsed = options.acceptSchema.safeParse(ctx.body);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION',
              message: 'Verifique os campos destacados.',
              fields: fieldErrors(parsed.error),
            });
          }
          const { token, password } = parsed.data;
          // A dead link is refused before the (deliberately slow) password hash.
          await options.check(token).catch(fail);
          const passwordHash = await ctx.context.password.hash(password);
          const accepted = await options.accept(token, passwordHash).catch(fail);
          try {
            const user = await ctx.context.internalAdapter.findUserById(accepted.userId);
            const session = await ctx.context.internalAdapter.createSession(accepted.userId);
            if (user && session) await setSessionCookie(ctx, { session, user });
          } catch (error) {
            // part1 §2.4: the account exists either way; without a session /signup sends the person to /auth.
            logger.error({ err: safeError(error) }, `sign-in after the ${options.label} failed`);
          }
          return ctx.json(options.reply ? options.reply(accepted) : accepted);
        },
      ),
    },
  };
  return {
    plugin,
    rateRules: {
      [checkPath]: { window: 60, max: 30 },
      [acceptPath]: { window: 600, max: 10 },
    },
  };
}
