import type { AdminPlan } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { planFormInput, planFormValues } from './plan-form';

const plan: AdminPlan = {
  id: 'professional',
  name: 'Professional',
  description: 'Para confecções que trabalham com facções e equipe.',
  priceMonthlyCents: 29900,
  priceYearlyCents: null,
  features: ['Até 10 usuários', 'PDV'],
  maxUsers: 10,
  popular: true,
  contactSales: false,
  displayOrder: 2,
  isActive: true,
  companies: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('plan form', () => {
  it('round-trips a plan: money text in, centavos out', () => {
    const values = planFormValues(plan);
    expect(values.priceMonthly).toBe('299,00');
    expect(values.priceYearly).toBe('');
    const result = planFormInput({ ...values, priceMonthly: '1.349,90', priceYearly: '13.000' });
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Professional',
        description: plan.description,
        priceMonthlyCents: 134990,
        priceYearlyCents: 1300000,
        features: ['Até 10 usuários', 'PDV'],
        maxUsers: 10,
        isActive: true,
        displayOrder: 2,
        popular: true,
      },
    });
  });

  it('sends -1 for unlimited users, whatever the number field says', () => {
    const result = planFormInput({ ...planFormValues(plan), unlimitedUsers: true, maxUsers: 'abc' });
    expect(result.ok && result.input.maxUsers).toBe(-1);
  });

  it('gives pt-BR messages under the typed fields', () => {
    const result = planFormInput({
      ...planFormValues(plan),
      priceMonthly: '12,345',
      maxUsers: '',
      features: [{ text: 'ok' }, { text: '  ' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        priceMonthly: 'Preço mensal inválido (ex.: 299,00)',
        maxUsers: 'Informe o número de usuários',
        'features.1.text': 'Preencha o recurso ou remova a linha',
      },
    });
  });
});
