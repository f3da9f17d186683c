import { describe, expect, it } from 'vitest';
import {
  batchesText,
  defectRateText,
  isPerformancePeriod,
  leadTimeText,
  periodRange,
  piecesText,
} from './performance-text';

describe('performance card texts', () => {
  it('turns a period into the days the API reads, today included', () => {
    expect(periodRange('90', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodRange('30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(isPerformancePeriod('365')).toBe(true);
    expect(isPerformancePeriod('7')).toBe(false);
    expect(isPerformancePeriod(null)).toBe(false);
  });

  it('counts pieces and batches in pt-BR', () => {
    expect(piecesText(1)).toBe('1 peça');
    expect(piecesText(1200)).toBe('1.200 peças');
    expect(batchesText(0)).toBe('0 lotes');
    expect(batchesText(1)).toBe('1 lote');
  });

  it('shows lead time and defect rate with a comma, or a dash when there is nothing to measure', () => {
    expect(leadTimeText('4.5')).toBe('4,5 dias');
    expect(leadTimeText('1.0')).toBe('1,0 dia');
    expect(leadTimeText(null)).toBe('—');
    expect(defectRateText('6.0')).toBe('6,0%');
    expect(defectRateText(null)).toBe('—');
  });
});
