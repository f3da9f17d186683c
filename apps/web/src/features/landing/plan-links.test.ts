import { describe, expect, it } from 'vitest';
import { planPrice, planSignUpHref, SALES_MESSAGE, salesHref, whatsAppHref } from './plan-links';

describe('planPrice', () => {
  it('shows whole reais without centavos', () => {
    expect(planPrice(9900)).toBe('R$\u00a099');
    expect(planPrice(29900)).toBe('R$\u00a0299');
    expect(planPrice(129900)).toBe('R$\u00a01.299');
  });

  it('keeps centavos when there are any', () => {
    expect(planPrice(9990)).toBe('R$\u00a099,90');
  });
});

describe('plan links', () => {
  it('sends a plan to sign-up with the landing flag', () => {
    expect(planSignUpHref({ id: 'professional' })).toBe('/auth?plan=professional&from=landing');
  });

  it('opens WhatsApp with the digits of the configured number', () => {
    expect(whatsAppHref({ whatsapp: '+55 (47) 99999-0000', email: 'v@x.app' }, 'Oi')).toBe(
      'https://wa.me/5547999990000?text=Oi',
    );
    expect(whatsAppHref({ whatsapp: null, email: 'v@x.app' }, 'Oi')).toBeNull();
    expect(whatsAppHref({ whatsapp: '  ', email: 'v@x.app' }, 'Oi')).toBeNull();
  });

  it('reaches sales on WhatsApp when configured, else by e-mail', () => {
    expect(salesHref({ whatsapp: '5547999990000', email: 'vendas@alinhavo.app' })).toBe(
      `https://wa.me/5547999990000?text=${encodeURIComponent(SALES_MESSAGE)}`,
    );
    expect(salesHref({ whatsapp: null, email: 'vendas@alinhavo.app' })).toMatch(
      /^mailto:vendas@alinhavo\.app\?subject=/,
    );
  });
});
