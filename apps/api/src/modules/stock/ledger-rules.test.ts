import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ledger-ids.ts';
import { adjustmentQuantity, normaliseLedgerQuantity, planLedger } from './ledger-rules.ts';
import { decodeCursor, encodeCursor } from './movements-query.ts';

describe('ledger quantities', () => {
  it('takes signed decimals with at most 2 places, never zero', () => {
    expect(normaliseLedgerQuantity('12.5')).toBe('12.50');
    expect(normaliseLedgerQuantity('-3')).toBe('-3.00');
    expect(normaliseLedgerQuantity('0.01')).toBe('0.01');
    for (const bad of ['0', '-0.00', '1.234', '1,5', 'abc', '', '1e3', '1000000000000']) {
      expect(normaliseLedgerQuantity(bad), bad).toBeNull();
    }
  });
});

describe('planLedger', () => {
  const stocks = new Map([
    ['a', '10.00'],
    ['b', '0.00'],
  ]);

  it('applies lines in order with a running balance per item and nets the change per item', () => {
    const plan = planLedger(
      [
        { key: 'a', quantity: '-4.00' },
        { key: 'b', quantity: '2.50' },
        { key: 'a', quantity: '-6.00' },
        { key: 'b', quantity: '-0.50' },
      ],
      stocks,
    );
    expect(plan).toEqual({
      ok: true,
      balances: ['6.00', '2.50', '0.00', '2.00'],
      deltas: new Map([
        ['a', '-10.00'],
        ['b', '2.00'],
      ]),
    });
  });

  it('stops at the first line that would go below zero, with what was available then', () => {
    const plan = planLedger(
      [
        { key: 'a', quantity: '-6.00' },
        { key: 'a', quantity: '-6.00' },
      ],
      stocks,
    );
    expect(plan).toEqual({
      ok: false,
      reason: 'insufficient',
      line: 1,
      key: 'a',
      available: '4.00',
      needed: '6.00',
    });
  });

  it('lets an entry made earlier in the same document feed a later withdrawal', () => {
    const plan = planLedger(
      [
        { key: 'b', quantity: '3.00' },
        { key: 'b', quantity: '-3.00' },
      ],
      stocks,
    );
    expect(plan.ok).toBe(true);
  });

  it('refuses a balance the column cannot hold', () => {
    const plan = planLedger([{ key: 'a', quantity: '999999999999.00' }], stocks);
    expect(plan).toEqual({ ok: false, reason: 'too-large', line: 0, key: 'a' });
  });
});

describe('adjustmentQuantity', () => {
  it('is the counted quantity minus the balance, or null when equal', () => {
    expect(adjustmentQuantity('100.00', '97.00')).toBe('-3.00');
    expect(adjustmentQuantity('97.00', '97.50')).toBe('0.50');
    expect(adjustmentQuantity('5.00', '5.00')).toBeNull();
    expect(adjustmentQuantity('0.10', '0.30')).toBe('0.20');
  });
});

describe('uuidv7', () => {
  it('makes valid version-7 ids that only grow, even within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7());
    for (const id of ids.slice(0, 10)) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('ledger cursors', () => {
  it('round-trips and refuses anything else', () => {
    const cursor = { createdAt: '2026-03-10T02:30:00.123456Z', id: '0190f5c4-8f7a-7000-8000-000000000001' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('nada')).toBeNull();
    expect(decodeCursor(Buffer.from('["2026-03-10", "x"]').toString('base64url'))).toBeNull();
    expect(
      decodeCursor(Buffer.from(JSON.stringify(["2026-03-10T02:30:00Z'--", cursor.id])).toString('base64url')),
    ).toBeNull();
  });
});
