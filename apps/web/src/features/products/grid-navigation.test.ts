import { describe, expect, it } from 'vitest';
import { cellUnits, cleanQuantity, moveForKey, moveInGrid, pieces } from './grid-navigation';

// 3 colours × 4 sizes; the cell (1, 1) is an inactive variant.
const size = { rows: 3, cols: 4 };
const isOpen = ({ row, col }: { row: number; col: number }) => !(row === 1 && col === 1);

describe('moveInGrid', () => {
  it('moves with the arrows, skipping closed cells and stopping at the edges', () => {
    expect(moveInGrid({ row: 0, col: 1 }, 'down', size, isOpen)).toEqual({ row: 2, col: 1 });
    expect(moveInGrid({ row: 1, col: 0 }, 'right', size, isOpen)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid({ row: 0, col: 0 }, 'up', size, isOpen)).toBeNull();
    expect(moveInGrid({ row: 2, col: 3 }, 'right', size, isOpen)).toBeNull();
  });

  it('reads the grid like text for Enter and Shift+Enter, leaving it after the last cell', () => {
    expect(moveInGrid({ row: 0, col: 3 }, 'next', size, isOpen)).toEqual({ row: 1, col: 0 });
    expect(moveInGrid({ row: 1, col: 0 }, 'next', size, isOpen)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid({ row: 1, col: 2 }, 'previous', size, isOpen)).toEqual({ row: 1, col: 0 });
    expect(moveInGrid({ row: 2, col: 3 }, 'next', size, isOpen)).toBeNull();
    expect(moveInGrid({ row: 0, col: 0 }, 'previous', size, isOpen)).toBeNull();
  });
});

describe('moveForKey', () => {
  it('moves left and right only from the edge of the typed number', () => {
    expect(moveForKey('ArrowLeft', false, { start: 0, end: 0, length: 2 })).toBe('left');
    expect(moveForKey('ArrowLeft', false, { start: 1, end: 1, length: 2 })).toBeNull();
    expect(moveForKey('ArrowRight', false, { start: 2, end: 2, length: 2 })).toBe('right');
    expect(moveForKey('ArrowRight', false, { start: 0, end: 2, length: 2 })).toBe('right');
    expect(moveForKey('ArrowDown', false, { start: 1, end: 1, length: 2 })).toBe('down');
    expect(moveForKey('Enter', true, { start: 0, end: 0, length: 0 })).toBe('previous');
    expect(moveForKey('a', false, { start: 0, end: 0, length: 0 })).toBeNull();
  });
});

describe('cell text', () => {
  it('keeps digits only and reads blank as zero', () => {
    expect(cleanQuantity('1.200')).toBe('1200');
    expect(cleanQuantity('007')).toBe('7');
    expect(cleanQuantity('-3a')).toBe('3');
    expect(pieces('')).toBe(0);
    expect(pieces('12')).toBe(12);
  });
});

describe('cellUnits', () => {
  it('reads a cell in units of its last place, so totals add exactly', () => {
    expect(cellUnits('12,5', 2)).toBe(1250);
    expect(cellUnits('12,345', 2)).toBe(1234);
    expect(cellUnits('0,1', 2) + cellUnits('0,2', 2)).toBe(30);
    expect(cellUnits('7', 2)).toBe(700);
    expect(cellUnits('7', 0)).toBe(7);
    expect(cellUnits('', 2)).toBe(0);
    expect(cellUnits(undefined, 2)).toBe(0);
  });
});
