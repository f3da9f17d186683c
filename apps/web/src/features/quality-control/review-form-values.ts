import {
  DEFECT_TYPES,
  type DefectType,
  type QualityReview,
  type QualityReviewCell,
  reviewCellOverflow,
} from '@alinhavo/domain';

/** One row of the review table as typed: texts, so a half-typed number never turns into 0 behind the person. */
export type ReviewRowValues = {
  colorId: string;
  size: string;
  approved: string;
  defects: Record<DefectType, string>;
  repair: string;
};

export type ReviewFormValues = {
  inspectorEmployeeId: string;
  notes: string;
  items: ReviewRowValues[];
};

/** The cells worth counting: those with pieces (a cell that was not cut has nothing to review). */
export function countableCells(review: QualityReview): QualityReviewCell[] {
  return review.cells.filter((cell) => cell.pieces > 0);
}

const text = (n: number) => (n === 0 ? '' : String(n));

export function reviewFormValues(review: QualityReview): ReviewFormValues {
  return {
    inspectorEmployeeId: review.check?.inspectorEmployeeId ?? '',
    notes: review.check?.notes ?? '',
    items: countableCells(review).map((cell) => ({
      colorId: cell.colorId,
      size: cell.size,
      approved: text(cell.approved),
      defects: Object.fromEntries(DEFECT_TYPES.map((t) => [t, text(cell.defects[t])])) as Record<
        DefectType,
        string
      >,
      repair: text(cell.repair),
    })),
  };
}

/** A typed count: blank is 0, a whole non-negative number is itself, anything else null. */
export function parseCount(value: string | undefined): number | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 0;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

export type RowState = {
  approved: number;
  defects: number;
  repair: number;
  counted: number;
  /** Pieces not yet counted (negative when over). */
  missing: number;
  error: string | null;
};

/** Totals and the problem of one row (a bad number, or more pieces than the cell has). */
export function rowState(
  row: ReviewRowValues,
  cell: Pick<QualityReviewCell, 'pieces' | 'colorName' | 'size'>,
): RowState {
  const approved = parseCount(row.approved);
  const repair = parseCount(row.repair);
  const defectCounts = DEFECT_TYPES.map((t) => parseCount(row.defects[t]));
  const bad = approved === null || repair === null || defectCounts.some((n) => n === null);
  const defects = defectCounts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const counted = (approved ?? 0) + defects + (repair ?? 0);
  const overflow = bad
    ? null
    : reviewCellOverflow(
        {
          approved: approved ?? 0,
          repair: repair ?? 0,
          defects: Object.fromEntries(DEFECT_TYPES.map((t, i) => [t, defectCounts[i] ?? 0])) as Record<
            DefectType,
            number
          >,
        },
        cell.pieces,
        cell.colorName,
        cell.size,
      );
  return {
    approved: approved ?? 0,
    defects,
    repair: repair ?? 0,
    counted,
    missing: cell.pieces - counted,
    error: bad ? 'Use números inteiros, sem sinais' : overflow,
  };
}

export type ReviewTotals = {
  pieces: number;
  approved: number;
  defects: number;
  repair: number;
  counted: number;
  missing: number;
  hasErrors: boolean;
};

export function reviewTotals(rows: ReviewRowValues[], cells: QualityReviewCell[]): ReviewTotals {
  const totals: ReviewTotals = {
    pieces: 0,
    approved: 0,
    defects: 0,
    repair: 0,
    counted: 0,
    missing: 0,
    hasErrors: false,
  };
  rows.forEach((row, index) => {
    const cell = cells[index];
    if (!cell) return;
    const state = rowState(row, cell);
    totals.pieces += cell.pieces;
    totals.approved += state.approved;
    totals.defects += state.defects;
    totals.repair += state.repair;
    totals.counted += state.counted;
    totals.missing += Math.max(0, state.missing);
    if (state.error) totals.hasErrors = true;
  });
  return totals;
}

/** 'Completar com aprovadas': each row's uncounted pieces become approved (rows with errors are left alone). */
export function fillApproved(rows: ReviewRowValues[], cells: QualityReviewCell[]): ReviewRowValues[] {
  return rows.map((row, index) => {
    const cell = cells[index];
    if (!cell) return row;
    const state = rowState(row, cell);
    if (state.error || state.missing <= 0) return row;
    return { ...row, approved: String(state.approved + state.missing) };
  });
}
