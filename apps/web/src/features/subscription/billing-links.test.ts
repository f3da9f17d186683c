import { describe, expect, it } from 'vitest';
import { billingMailto } from './billing-links.ts';

describe('billing mail draft', () => {
  it('goes to the sales e-mail naming the request, the company and the person', () => {
    const href = billingMailto({ email: 'vendas@exemplo.com', whatsapp: null }, 'settle', {
      fullName: 'Ana Souza',
      email: 'ana@confeccao.com',
      companyName: 'Confecção Ana & Cia',
    });
    expect(href.startsWith('mailto:vendas@exemplo.com?')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Regularizar pagamento — Confecção Ana & Cia');
    expect(params.get('body')).toContain(
      'regularizar o pagamento da assinatura da empresa Confecção Ana & Cia',
    );
    expect(params.get('body')).toContain('E-mail: ana@confeccao.com');
  });
});
