import { describe, expect, it } from 'vitest';
import { realtimeRetryDelay } from './backoff.ts';

describe('realtimeRetryDelay (part2 §9: 1000 ms × 2^min(attempt, 5), at most 30000 ms)', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(realtimeRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000,
    ]);
  });

  it('reads a negative, fractional or missing attempt as the nearest whole one, never below 0', () => {
    expect(realtimeRetryDelay(-3)).toBe(1000);
    expect(realtimeRetryDelay(2.9)).toBe(4000);
    expect(realtimeRetryDelay(Number.NaN)).toBe(1000);
    expect(realtimeRetryDelay(Number.POSITIVE_INFINITY)).toBe(30000);
  });
});
