/**
 * part3 §4 quality control: the count of a batch back from its workshop, per colour × size — approved pieces,
 * defects by type and pieces sent back for repair (conserto).
 */

export const DEFECT_TYPES = ['costura', 'mancha', 'medida', 'tecido', 'outro'] as const;
export type DefectType = (typeof DEFECT_TYPES)[number];

export const DEFECT_TYPE_LABELS: Record<DefectType, string> = {
  costura: 'Costura',
  mancha: 'Mancha',
  medida: 'Medida',
  tecido: 'Tecido',
  outro: 'Outro',
};

export type DefectCounts = Record<DefectType, number>;

export type ReviewCounts = { approved: number; defects: DefectCounts; repair: number };

export function emptyDefects(): DefectCounts {
  return { costura: 0, mancha: 0, medida: 0, tecido: 0, outro: 0 };
}

export function defectTotal(defects: DefectCounts): number {
  return DEFECT_TYPES.reduce((sum, type) => sum + defects[type], 0);
}

/** Pieces a cell's count accounts for: approved + every defect + repair. */
export function countedPieces(counts: ReviewCounts): number {
  return counts.approved + defectTotal(counts.defects) + counts.repair;
}

/** 'Azul / M', how messages name a cell of the grid. */
export function cellLabel(colorName: string, size: string): string {
  return `${colorName} / ${size}`;
}

/** Why a cell's count cannot be saved (more pieces than the cell has), or null. */
export function reviewCellOverflow(
  counts: ReviewCounts,
  pieces: number,
  colorName: string,
  size: string,
): string | null {
  const counted = countedPieces(counts);
  if (counted <= pieces) return null;
  return `${cellLabel(colorName, size)}: ${counted} peças contadas, mas a cor e tamanho têm ${pieces}.`;
}

export type ReviewCell = ReviewCounts & { colorName: string; size: string; pieces: number };

/** Pieces not yet counted per cell (only the cells that miss some), for the completion check. */
export function uncountedCells(cells: ReviewCell[]): { label: string; missing: number }[] {
  return cells
    .map((cell) => ({
      label: cellLabel(cell.colorName, cell.size),
      missing: cell.pieces - countedPieces(cell),
    }))
    .filter((cell) => cell.missing > 0);
}

/**
 * 'Conte todas as peças antes de concluir: faltam 3 peças (Azul / M: 2; Preto / G: 1).' — or null when every
 * piece of the batch is counted. At most 5 cells are named.
 */
export function uncountedMessage(cells: ReviewCell[]): string | null {
  const missing = uncountedCells(cells);
  if (missing.length === 0) return null;
  const total = missing.reduce((sum, cell) => sum + cell.missing, 0);
  const named = missing
    .slice(0, 5)
    .map((cell) => `${cell.label}: ${cell.missing}`)
    .join('; ');
  const more = missing.length > 5 ? `; e mais ${missing.length - 5}` : '';
  return `Conte todas as peças antes de concluir: ${total === 1 ? 'falta 1 peça' : `faltam ${total} peças`} (${named}${more}).`;
}
