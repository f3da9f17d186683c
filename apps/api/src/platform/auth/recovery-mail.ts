import type { Mailer } from '../mail/mailer.ts';
import { renderPasswordResetCode, renderPasswordResetLink } from '../mail/templates/index.ts';

export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const RESET_CODE_TTL_SECONDS = 10 * 60;
export const RESET_CODE_ATTEMPTS = 5;

/** The /set-new-password address a reset e-mail links to (part1 §2.7: it carries the e-mail). */
export function resetLinkUrl(publicUrl: string, token: string, email: string): string {
  const params = new URLSearchParams({ token, email });
  return `${publicUrl}/set-new-password?${params.toString()}`;
}

export function queueResetLink(
  mailer: Mailer,
  publicUrl: string,
  user: { name: string; email: string },
  token: string,
) {
  const url = resetLinkUrl(publicUrl, token, user.email);
  return mailer.queue({
    kind: 'password-reset-link',
    to: user.email,
    ...renderPasswordResetLink({ name: user.name, url }),
  });
}

export function queueResetCode(mailer: Mailer, user: { name: string; email: string }, code: string) {
  return mailer.queue({
    kind: 'password-reset-code',
    to: user.email,
    ...renderPasswordResetCode({ name: user.name, code, minutes: RESET_CODE_TTL_SECONDS / 60 }),
  });
}
