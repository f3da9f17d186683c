import { TRIAL_MESSAGES } from '@alinhavo/domain';
import { ApiError } from '../../lib/api';

/**
 * The description of the 'Erro ao ativar teste' toast (part1 §8): the server's message when it answered, or the
 * unexpected-error text when the request never got an answer the client understands.
 */
export function activationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  return TRIAL_MESSAGES.activationUnexpected;
}
