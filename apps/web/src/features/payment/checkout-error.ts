import { BILLING_MESSAGES } from '@alinhavo/domain';
import { ApiError } from '../../lib/api.ts';

/** The message a failed checkout shows: the server's own for the owner-only rule and sales plans, else §8. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 409 || error.status === 404)) {
    return error.message;
  }
  if (error instanceof Error && error.message === BILLING_MESSAGES.checkoutUrlMissing) return error.message;
  return BILLING_MESSAGES.checkoutFailed;
}
