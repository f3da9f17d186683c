import { describe, expect, it } from 'vitest';
import { findPlan, usersLimitLabel } from './plan-match.ts';

const plans = [
  { id: 'starter', name: 'Starter' },
  { id: 'professional', name: 'Professional' },
  { id: 'plano-x', name: 'Atacado Plus' },
];

describe('plan of the checkout address', () => {
  it('matches the id first, then the name, ignoring case and spaces', () => {
    expect(findPlan(plans, 'professional')?.id).toBe('professional');
    expect(findPlan(plans, 'PROFESSIONAL')?.id).toBe('professional');
    expect(findPlan(plans, ' atacado plus ')?.id).toBe('plano-x');
  });

  it('finds nothing for an unknown or missing plan', () => {
    expect(findPlan(plans, 'enterprise')).toBeUndefined();
    expect(findPlan(plans, '')).toBeUndefined();
    expect(findPlan(plans, null)).toBeUndefined();
  });

  it('labels an unlimited user count', () => {
    expect(usersLimitLabel(-1)).toBe('ilimitado');
    expect(usersLimitLabel(10)).toBe('10');
  });
});
