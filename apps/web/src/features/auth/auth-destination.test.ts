import { describe, expect, it } from 'vitest';
import { safeRedirect, signInDestination, signUpDestination } from './auth-destination.ts';

const q = (query: string) => new URLSearchParams(query);

describe('where sign-in and sign-up lead', () => {
  it('follows app and checkout paths only', () => {
    expect(safeRedirect('/app/fornecedores?q=x')).toBe('/app/fornecedores?q=x');
    expect(safeRedirect('/app')).toBe('/app');
    expect(safeRedirect('/faccao?tab=lotes')).toBe('/faccao?tab=lotes');
    expect(safeRedirect('/faccaox')).toBeNull();
    expect(safeRedirect('/payment/checkout?plan=professional')).toBe('/payment/checkout?plan=professional');
    expect(safeRedirect('/application')).toBeNull();
    expect(safeRedirect('/payment/success')).toBeNull();
    expect(safeRedirect('https://example.com/app')).toBeNull();
    expect(safeRedirect('//example.com/app')).toBeNull();
    expect(safeRedirect('/app\\..\\evil')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('signs in to the hub, to the asked address, or to the checkout of the chosen plan', () => {
    expect(signInDestination(q(''))).toBe('/app/hub');
    expect(signInDestination(q('redirect=%2Fapp%2Fusuarios'))).toBe('/app/usuarios');
    expect(signInDestination(q('plan=professional&from=landing'))).toBe(
      '/payment/checkout?plan=professional',
    );
    expect(signInDestination(q('redirect=https%3A%2F%2Fevil.com'))).toBe('/app/hub');
  });

  it('sends a new company through the app (and so to the trial wizard) even with a chosen plan', () => {
    expect(signUpDestination(q('plan=professional&from=landing'))).toBe('/app');
    expect(signUpDestination(q('redirect=%2Fpayment%2Fcheckout%3Fplan%3Dstarter'))).toBe(
      '/payment/checkout?plan=starter',
    );
  });
});
