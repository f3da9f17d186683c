import { INVITE_MESSAGES, invitationAcceptSchema } from '@alinhavo/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { fieldErrors } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log/logger.ts';
import { safeError } from '../../platform/log/safe-error.ts';
import { acceptInvitation, checkInvitation, InvitationError } from './invitation.service.ts';

export const INVITATION_CHECK_PATH = '/invitation/check';
export const INVITATION_ACCEPT_PATH = '/invitation/accept';

/**
 * The message survives auth-mount's translation only under the VALIDATION and CONFLICT codes; the HTTP
 * status (400, 404 not found or used, 410 expired, 409 conflict) tells the cases apart.
 */
function answer(error: unknown): never {
  if (error instanceof InvitationError) {
    throw new APIError(error.status, {
      code: error.status === 'CONFLICT' ? 'CONFLICT' : 'VALIDATION',
      message: error.message,
    });
  }
  // Logged here without the query's parameters; better-auth would print the raw error.
  logger.error({ err: safeError(error) }, 'invitation failed');
  throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Erro inesperado' });
}

function tokenNotProvided(): never {
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION',
    message: INVITE_MESSAGES.tokenNotProvided,
    fields: { token: INVITE_MESSAGES.tokenNotProvided },
  });
}

/**
 * /signup (part1 §2.4, §4.3): GET /api/auth/invitation/check?token=… shows whose invitation it is;
 * POST /api/auth/invitation/accept creates the account from it and signs the invitee in. Inside better-auth
 * for its rate limiter, password hashing, cookies and session rules.
 */
export function invitationPlugin(db: Db): BetterAuthPlugin {
  return {
    id: 'invitation',
    endpoints: {
      checkInvitation: createAuthEndpoint(
        INVITATION_CHECK_PATH,
        { method: 'GET', query: z.object({ token: z.string().optional() }) },
        async (ctx) => {
          const token = ctx.query?.token;
          if (!token) tokenNotProvided();
          return ctx.json(await checkInvitation(db, token).catch(answer));
        },
      ),
      acceptInvitation: createAuthEndpoint(
        INVITATION_ACCEPT_PATH,
        { method: 'POST', body: z.record(z.string(), z.unknown()) },
        async (ctx) => {
          if (!ctx.body?.token) tokenNotProvided();
          const parsed = invitationAcceptSchema.safeParse(ctx.body);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION',
              message: 'Verifique os campos destacados.',
              fields: fieldErrors(parsed.error),
            });
          }
          const { token, password } = parsed.data;
          // A dead link is refused before the (deliberately slow) password hash.
          await checkInvitation(db, token).catch(answer);
          const passwordHash = await ctx.context.password.hash(password);
          const accepted = await acceptInvitation(db, token, passwordHash).catch(answer);
          try {
            const user = await ctx.context.internalAdapter.findUserById(accepted.userId);
            const session = await ctx.context.internalAdapter.createSession(accepted.userId);
            if (user && session) await setSessionCookie(ctx, { session, user });
          } catch (error) {
            // part1 §2.4: the account exists either way; without a session /signup sends the person to /auth.
            logger.error({ err: safeError(error) }, 'sign-in after accepting an invitation failed');
          }
          return ctx.json(accepted);
        },
      ),
    },
  };
}

/** The invitation endpoints with their rate limits, for the app's authentication (app-auth.ts). */
export function invitationExtension(db: Db) {
  return {
    plugin: invitationPlugin(db),
    rateRules: {
      [INVITATION_CHECK_PATH]: { window: 60, max: 30 },
      [INVITATION_ACCEPT_PATH]: { window: 600, max: 10 },
    },
  };
}
