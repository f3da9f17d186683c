import { companySignUpSchema } from '@alinhavo/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createEmailVerificationToken } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { AppError, fieldErrors } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log/logger.ts';
import { safeError } from '../../platform/log/safe-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderEmailConfirmation } from '../../platform/mail/templates/index.ts';
import { createCompanyWithOwner } from './sign-up.service.ts';

export const COMPANY_SIGN_UP_PATH = '/company/sign-up';
export const EMAIL_CONFIRMATION_TTL_SECONDS = 3 * 24 * 60 * 60;

/**
 * POST /api/auth/company/sign-up: creates the login, the company and the owner profile atomically, then
 * signs the owner in. Lives inside better-auth so it shares its rate limiter, cookies and session rules.
 */
export function companySignUpPlugin(db: Db, mailer: Mailer): BetterAuthPlugin {
  return {
    id: 'company-sign-up',
    endpoints: {
      companySignUp: createAuthEndpoint(
        COMPANY_SIGN_UP_PATH,
        { method: 'POST', body: z.record(z.string(), z.unknown()) },
        async (ctx) => {
          const parsed = companySignUpSchema.safeParse(ctx.body);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION',
              message: 'Verifique os campos destacados.',
              fields: fieldErrors(parsed.error),
            });
          }
          const passwordHash = await ctx.context.password.hash(parsed.data.password);
          let created: { userId: string; companyId: string };
          try {
            created = await createCompanyWithOwner(db, parsed.data, passwordHash);
          } catch (error) {
            if (error instanceof AppError) {
              throw new APIError('CONFLICT', {
                code: error.code,
                message: error.message,
                fields: error.fields,
              });
            }
            // Logged here without the query's parameters; better-auth would print the raw error.
            logger.error({ err: safeError(error) }, 'company sign-up failed');
            throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Erro ao criar conta' });
          }
          const user = await ctx.context.internalAdapter.findUserById(created.userId);
          const session = await ctx.context.internalAdapter.createSession(created.userId);
          if (!user || !session)
            throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Erro ao criar conta' });
          await setSessionCookie(ctx, { session, user });
          // decisions.md: the owner is signed in at once and gets an e-mail to confirm the address.
          const token = await createEmailVerificationToken(
            ctx.context.secret,
            user.email,
            undefined,
            EMAIL_CONFIRMATION_TTL_SECONDS,
            { userId: user.id },
          );
          const url = `${ctx.context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent('/app')}`;
          await mailer.queue({
            kind: 'email-confirmation',
            to: user.email,
            ...renderEmailConfirmation({ name: user.name, url }),
          });
          return ctx.json({ userId: created.userId, companyId: created.companyId });
        },
      ),
    },
  };
}

/** The company sign-up endpoint with its rate limit, for the app's authentication (app-auth.ts). */
export function companySignUpExtension(db: Db, mailer: Mailer) {
  return {
    plugin: companySignUpPlugin(db, mailer),
    rateRules: { [COMPANY_SIGN_UP_PATH]: { window: 600, max: 10 } },
  };
}
