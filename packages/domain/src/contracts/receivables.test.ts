import { describe, expect, it } from 'vitest';
import { receivableListQuerySchema, receivableStatusShown } from './receivables.ts';

describe('receivableStatusShown', () => {
  it('shows an owed installment past its due day as vencido, never on the day itself', () => {
    expect(receivableStatusShown('aberto', '2026-03-09', '2026-03-10')).toBe('vencido');
    expect(receivableStatusShown('parcial', '2026-03-09', '2026-03-10')).toBe('vencido');
    expect(receivableStatusShown('aberto', '2026-03-10', '2026-03-10')).toBe('aberto');
    expect(receivableStatusShown('pago', '2026-01-01', '2026-03-10')).toBe('pago');
    expect(receivableStatusShown('cancelado', '2026-01-01', '2026-03-10')).toBe('cancelado');
  });
});

describe('receivableListQuerySchema', () => {
  it('reads typed or ISO dates and leaves blank filters out', () => {
    expect(receivableListQuerySchema.parse({ from: '05/03/2026', to: '2026-03-31', status: '' })).toEqual({
      from: '2026-03-05',
      to: '2026-03-31',
      page: 1,
      pageSize: 20,
    });
  });
});
