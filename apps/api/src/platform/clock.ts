/**
 * The time the subscription rules read. Normally the machine's clock; an install started with TEST_CLOCK=on lets a
 * test move it forward (POST /api/test/clock) to see a trial end without waiting seven days.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function clockOffsetMs(): number {
  return offsetMs;
}

export function setClockOffsetMs(value: number): void {
  offsetMs = value;
}
