import { describe, expect, it } from 'vitest';
import { FEATURE_KEYS } from './features.ts';
import { FEATURE_MINIMUM_PLAN, planIncludesFeature } from './plan-features.ts';

describe('planIncludesFeature', () => {
  it('gives Starter the production core but not the workshop portal, point of sale, invoices or reports', () => {
    for (const feature of [
      'products',
      'materials',
      'suppliers',
      'production-batches',
      'stock-movements',
    ] as const) {
      expect(planIncludesFeature('starter', feature)).toBe(true);
    }
    for (const feature of ['outworker-portal', 'faccao-messages', 'pdv', 'nfe-center', 'reports'] as const) {
      expect(planIncludesFeature('starter', feature)).toBe(false);
      expect(planIncludesFeature('professional', feature)).toBe(true);
    }
  });

  it('gives Enterprise every feature and a higher plan everything of a lower one', () => {
    for (const feature of FEATURE_KEYS) {
      expect(planIncludesFeature('enterprise', feature)).toBe(true);
      if (planIncludesFeature('starter', feature))
        expect(planIncludesFeature('professional', feature)).toBe(true);
    }
  });

  it('does not lock anyone out by a plan it does not rank, or when the plan is unknown yet', () => {
    expect(planIncludesFeature('sob-medida', 'pdv')).toBe(true);
    expect(planIncludesFeature(null, 'reports')).toBe(true);
  });

  it('names only features of the catalogue', () => {
    for (const feature of Object.keys(FEATURE_MINIMUM_PLAN)) expect(FEATURE_KEYS).toContain(feature);
  });
});
