/** A cell of the grid entry table: row = colour, column = size. */
export type GridPosition = { row: number; col: number };

export type GridMove = 'up' | 'down' | 'left' | 'right' | 'next' | 'previous';

/**
 * Where the focus goes from a cell of the grid entry: arrows move to the nearest open cell in that direction
 * (cells of inactive variants are skipped), 'next'/'previous' (Enter, Shift+Enter) read the grid like text.
 * Null: nothing further that way ('next' past the last cell leaves the grid).
 */
export function moveInGrid(
  from: GridPosition,
  move: GridMove,
  size: { rows: number; cols: number },
  isOpen: (position: GridPosition) => boolean,
): GridPosition | null {
  const { rows, cols } = size;
  if (move === 'next' || move === 'previous') {
    const step = move === 'next' ? 1 : -1;
    for (let index = from.row * cols + from.col + step; index >= 0 && index < rows * cols; index += step) {
      const position = { row: Math.floor(index / cols), col: index % cols };
      if (isOpen(position)) return position;
    }
    return null;
  }
  const STEPS: Record<'up' | 'down' | 'left' | 'right', [number, number]> = {
    up: [-1, 0],
    down: [1, 0],
    left: [0, -1],
    right: [0, 1],
  };
  const [dRow, dCol] = STEPS[move];
  let position = { row: from.row + dRow, col: from.col + dCol };
  while (position.row >= 0 && position.row < rows && position.col >= 0 && position.col < cols) {
    if (isOpen(position)) return position;
    position = { row: position.row + dRow, col: position.col + dCol };
  }
  return null;
}

const KEY_MOVES: Record<string, GridMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The move a key press asks for in a cell input, or null to let the input have it. Left and right move only when
 * the caret is already at that edge of the text, so a typed number can still be edited.
 */
export function moveForKey(
  key: string,
  shiftKey: boolean,
  caret: { start: number | null; end: number | null; length: number },
): GridMove | null {
  if (key === 'Enter') return shiftKey ? 'previous' : 'next';
  const move = KEY_MOVES[key];
  if (!move) return null;
  const collapsed = caret.start === caret.end;
  if (move === 'left' && collapsed && caret.start !== 0 && caret.start !== null) return null;
  if (move === 'right' && collapsed && caret.end !== caret.length && caret.end !== null) return null;
  return move;
}

/** What a cell keeps of what was typed: digits only, at most 7 ('1.200' → '1200'). */
export function cleanQuantity(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 7);
}

/** A cell's text as pieces (blank → 0). */
export function pieces(text: string | number | undefined): number {
  const n = typeof text === 'number' ? text : Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * A cell's text in whole units of its last decimal place ('12,5' with 2 decimals → 1250; '7' with 0 → 7), so
 * totals add exactly; blank or unreadable → 0. Places beyond `decimals` are dropped.
 */
export function cellUnits(text: string | undefined, decimals: number): number {
  if (decimals === 0) return pieces(text);
  const [whole = '', fraction = ''] = (text ?? '').split(',');
  const wholeDigits = whole.replace(/\D/g, '') || '0';
  const places = fraction.replace(/\D/g, '').padEnd(decimals, '0').slice(0, decimals);
  const n = Number.parseInt(wholeDigits + places, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
