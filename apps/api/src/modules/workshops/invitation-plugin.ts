import { INVITE_MESSAGES, workshopInvitationAcceptSchema } from '@alinhavo/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { fieldErrors } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log/logger.ts';
import { safeError } from '../../platform/log/safe-error.ts';
import {
  acceptWorkshopInvitation,
  checkWorkshopInvitation,
  WorkshopInvitationError,
} from './invitation.service.ts';

export const WORKSHOP_INVITATION_CHECK_PATH = '/workshop-invitation/check';
export const WORKSHOP_INVITATION_ACCEPT_PATH = '/workshop-invitation/accept';

/** Messages survive auth-mount's translation under VALIDATION and CONFLICT; the status tells the cases apart. */
function answer(error: unknown): never {
  if (error instanceof WorkshopInvitationError) {
    throw new APIError(error.status, {
      code: error.status === 'CONFLICT' ? 'CONFLICT' : 'VALIDATION',
      message: error.message,
    });
  }
  logger.error({ err: safeError(error) }, 'workshop invitation failed');
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
 * /signup?type=faccao (part1 §2.4, §4.3, workshop variant): GET /api/auth/workshop-invitation/check?token=…
 * shows whose invitation it is; POST /api/auth/workshop-invitation/accept creates the workshop and its login from
 * it and signs it in. Inside better-auth for its rate limiter, password hashing, cookies and sessions.
 */
export function workshopInvitationPlugin(db: Db): BetterAuthPlugin {
  return {
    id: 'workshop-invitation',
    endpoints: {
      checkWorkshopInvitation: createAuthEndpoint(
        WORKSHOP_INVITATION_CHECK_PATH,
        { method: 'GET', query: z.object({ token: z.string().optional() }) },
        async (ctx) => {
          const token = ctx.query?.token;
          if (!token) tokenNotProvided();
          return ctx.json(await checkWorkshopInvitation(db, token).catch(answer));
        },
      ),
      acceptWorkshopInvitation: createAuthEndpoint(
        WORKSHOP_INVITATION_ACCEPT_PATH,
        { method: 'POST', body: z.record(z.string(), z.unknown()) },
        async (ctx) => {
          if (!ctx.body?.token) tokenNotProvided();
          const parsed = workshopInvitationAcceptSchema.safeParse(ctx.body);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION',
              message: 'Verifique os campos destacados.',
              fields: fieldErrors(parsed.error),
            });
          }
          const { token, password } = parsed.data;
          // A dead link is refused before the (deliberately slow) password hash.
          await checkWorkshopInvitation(db, token).catch(answer);
          const passwordHash = await ctx.context.password.hash(password);
          const accepted = await acceptWorkshopInvitation(db, token, passwordHash).catch(answer);
          try {
            const user = await ctx.context.internalAdapter.findUserById(accepted.userId);
            const session = await ctx.context.internalAdapter.createSession(accepted.userId);
            if (user && session) await setSessionCookie(ctx, { session, user });
          } catch (error) {
            // part1 §2.4: the account exists either way; without a session /signup sends it to /auth.
            logger.error({ err: safeError(error) }, 'sign-in after accepting a workshop invitation failed');
          }
          return ctx.json({ userId: accepted.userId, email: accepted.email });
        },
      ),
    },
  };
}

/** The workshop invitation endpoints with their rate limits, for the app's authentication (app-auth.ts). */
export function workshopInvitationExtension(db: Db) {
  return {
    plugin: workshopInvitationPlugin(db),
    rateRules: {
      [WORKSHOP_INVITATION_CHECK_PATH]: { window: 60, max: 30 },
      [WORKSHOP_INVITATION_ACCEPT_PATH]: { window: 600, max: 10 },
    },
  };
}
