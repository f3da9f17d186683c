import { BILLING_MESSAGES } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { checkoutErrorMessage } from './checkout-error.ts';

describe('checkout error message', () => {
  it("shows the server's reason when the person cannot pay this plan", () => {
    expect(checkoutErrorMessage(new ApiError(403, 'FORBIDDEN', BILLING_MESSAGES.ownerOnly))).toBe(
      BILLING_MESSAGES.ownerOnly,
    );
    expect(checkoutErrorMessage(new ApiError(409, 'CONFLICT', BILLING_MESSAGES.contactSales))).toBe(
      BILLING_MESSAGES.contactSales,
    );
  });

  it('uses the §8 messages otherwise', () => {
    expect(checkoutErrorMessage(new ApiError(500, 'INTERNAL', 'Erro interno'))).toBe(
      'Erro ao criar sessão de checkout. Tente novamente.',
    );
    expect(checkoutErrorMessage(new Error(BILLING_MESSAGES.checkoutUrlMissing))).toBe(
      'URL de checkout não recebida',
    );
    expect(checkoutErrorMessage(new TypeError('boom'))).toBe(BILLING_MESSAGES.checkoutFailed);
  });
});
