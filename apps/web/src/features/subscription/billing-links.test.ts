import { describe, expect, it } from 'vitest';
import { BILLING_TAB_HREF, checkoutHref, sameOriginPath } from './billing-links.ts';

describe('billing links', () => {
  it('points plan choices at the billing tab and the checkout of a plan', () => {
    expect(BILLING_TAB_HREF).toBe('/app/hub?tab=billing');
    expect(checkoutHref('professional')).toBe('/payment/checkout?plan=professional');
    expect(checkoutHref('plano a&b')).toBe('/payment/checkout?plan=plano+a%26b');
  });

  it('keeps a same-site provider address in the app and leaves another site to a new tab', () => {
    const origin = 'https://app.alinhavo.com.br';
    expect(sameOriginPath('https://app.alinhavo.com.br/app/hub?tab=billing', origin)).toBe(
      '/app/hub?tab=billing',
    );
    expect(sameOriginPath('/app/hub?tab=billing#x', origin)).toBe('/app/hub?tab=billing#x');
    expect(sameOriginPath('https://billing.stripe.com/p/session/abc', origin)).toBeNull();
    expect(sameOriginPath('http://app.alinhavo.com.br/app/hub', origin)).toBeNull();
  });
});
