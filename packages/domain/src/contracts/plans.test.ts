import { describe, expect, it } from 'vitest';
import { FALLBACK_PLANS, publicPlanSchema } from './plans.ts';

describe('fallback plans (part1 §9)', () => {
  it('are Starter R$ 99 for 1 user, Professional R$ 299 for 10 (popular), Enterprise R$ 599 unlimited via sales', () => {
    expect(
      FALLBACK_PLANS.map((p) => [p.id, p.name, p.priceMonthlyCents, p.maxUsers, p.popular, p.contactSales]),
    ).toEqual([
      ['starter', 'Starter', 9900, 1, false, false],
      ['professional', 'Professional', 29900, 10, true, false],
      ['enterprise', 'Enterprise', 59900, -1, false, true],
    ]);
    for (const plan of FALLBACK_PLANS) expect(publicPlanSchema.parse(plan)).toEqual(plan);
  });
});
