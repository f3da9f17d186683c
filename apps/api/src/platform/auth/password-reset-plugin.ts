import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { z } from 'zod';

export const RESET_CHECK_PATH = '/password-reset/check';

/**
 * GET /api/auth/password-reset/check?token=…: whether a reset link is still usable, without using it up, so
 * /set-new-password can show the invalid-link screen before the person types a new password (part1 §4.5).
 */
export function passwordResetCheckPlugin(): BetterAuthPlugin {
  return {
    id: 'password-reset-check',
    endpoints: {
      checkPasswordResetToken: createAuthEndpoint(
        RESET_CHECK_PATH,
        { method: 'GET', query: z.object({ token: z.string().max(200).optional() }) },
        async (ctx) => {
          const token = ctx.query?.token;
          if (!token) return ctx.json({ valid: false });
          const verification = await ctx.context.internalAdapter.findVerificationValue(
            `reset-password:${token}`,
          );
          return ctx.json({ valid: Boolean(verification && verification.expiresAt > new Date()) });
        },
      ),
    },
  };
}
