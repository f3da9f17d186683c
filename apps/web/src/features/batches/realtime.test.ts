import type { RealtimeEvent } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { batchDetailKeys, batchListKeys, batchRemovedKeys } from './realtime';

const change = (id: string): RealtimeEvent => ({
  table: 'batches',
  op: 'UPDATE',
  id,
  companyId: 'c',
  seq: 1,
});

describe('batch screens and realtime changes', () => {
  it('the list refreshes on any batch of the company', () => {
    expect(batchListKeys()).toEqual([['batches']]);
  });

  it('the batch page refreshes on its own batch (and on a resync), not on others', () => {
    const keysFor = batchDetailKeys('b1');
    expect(keysFor(change('b1'))).toEqual([
      ['batches', 'detail'],
      ['stock-movements', 'batch', 'b1'],
    ]);
    expect(keysFor(null)).toEqual(keysFor(change('b1')));
    expect(keysFor(change('b2'))).toEqual([]);
    // Before the batch has loaded its id is unknown: nothing but a resync concerns it.
    expect(batchDetailKeys(undefined)(change('b1'))).toEqual([]);
  });
});

describe('a batch deleted elsewhere', () => {
  it('empties the page of that batch, under the address it was opened by', () => {
    const removed = batchRemovedKeys('L-000002', 'b1');
    expect(removed({ ...change('b1'), op: 'DELETE' })).toEqual([['batches', 'detail', 'L-000002']]);
    expect(removed({ ...change('b2'), op: 'DELETE' })).toEqual([]);
  });
});
