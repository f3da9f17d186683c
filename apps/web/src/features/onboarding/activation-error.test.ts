import { TRIAL_MESSAGES } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { activationErrorMessage } from './activation-error';

describe('activationErrorMessage', () => {
  it("shows the server's message", () => {
    const error = new ApiError(409, 'CONFLICT', TRIAL_MESSAGES.alreadyUsed);
    expect(activationErrorMessage(error)).toBe(TRIAL_MESSAGES.alreadyUsed);
  });

  it('falls back to the unexpected-error text without a server answer', () => {
    expect(activationErrorMessage(new ApiError(0, 'INTERNAL', 'Erro de conexão. Tente novamente.'))).toBe(
      TRIAL_MESSAGES.activationUnexpected,
    );
    expect(activationErrorMessage(new TypeError('boom'))).toBe(TRIAL_MESSAGES.activationUnexpected);
  });
});
