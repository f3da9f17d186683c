/** part2 §9: realtime retry back-off, 1000 ms × 2^min(attempt, 5), at most 30000 ms. */
export const REALTIME_RETRY_BASE_MS = 1000;
export const REALTIME_RETRY_MAX_EXPONENT = 5;
export const REALTIME_RETRY_CAP_MS = 30_000;

/**
 * How long to wait before reconnect attempt number `attempt` (0 for the first retry after a drop): 1 s, 2 s, 4 s,
 * 8 s, 16 s, then 30 s (2^5 s is capped). Negative or fractional attempts count as the nearest lower whole one ≥ 0.
 */
export function realtimeRetryDelay(attempt: number): number {
  const n = Math.min(Math.max(0, Math.floor(attempt) || 0), REALTIME_RETRY_MAX_EXPONENT);
  return Math.min(REALTIME_RETRY_BASE_MS * 2 ** n, REALTIME_RETRY_CAP_MS);
}
