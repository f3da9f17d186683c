import { describe, expect, it } from 'vitest';
import {
  BATCH_STATUS_TONES,
  BATCH_STATUSES,
  batchReached,
  boardStageOfBatch,
  canMoveBatch,
  nextBatchStatus,
} from './batch-status.ts';

describe('batch status colours', () => {
  it('gives each status its own colour, the three of part2 §4 as it says', () => {
    const tones = BATCH_STATUSES.map((status) => BATCH_STATUS_TONES[status]);
    expect(new Set(tones).size).toBe(BATCH_STATUSES.length);
    expect(BATCH_STATUS_TONES.enviado).toBe('blue');
    expect(BATCH_STATUS_TONES.em_producao).toBe('amber');
    expect(BATCH_STATUS_TONES.finalizado_faccao).toBe('purple');
  });
});

describe('batch status flow (part3 §4)', () => {
  it('moves one step at a time, never skipping or going back', () => {
    for (const [i, status] of BATCH_STATUSES.entries()) {
      const next = BATCH_STATUSES[i + 1];
      expect(nextBatchStatus(status)).toBe(next ?? null);
      for (const other of BATCH_STATUSES) expect(canMoveBatch(status, other)).toBe(other === next);
    }
  });

  it('tells whether a stage was reached', () => {
    expect(batchReached('em_producao', 'enviado')).toBe(true);
    expect(batchReached('cortado', 'enviado')).toBe(false);
  });

  it('places every status on a board stage', () => {
    expect(BATCH_STATUSES.map(boardStageOfBatch)).toEqual([
      'Corte',
      'Corte',
      'Facção',
      'Facção',
      'Facção',
      'Revisão',
      'Embalagem',
      'Concluída',
    ]);
  });
});
