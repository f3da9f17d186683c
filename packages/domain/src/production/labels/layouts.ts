/**
 * Label sheets for the PDF: A4 sheets of adhesive labels (any office printer) and a one-label page for thermal
 * printers driven by their ordinary driver. Sizes in millimetres.
 */
export type LabelLayout = {
  id: LabelLayoutId;
  /** What the screen offers. */
  name: string;
  pageWidthMm: number;
  pageHeightMm: number;
  columns: number;
  rows: number;
  labelWidthMm: number;
  labelHeightMm: number;
  marginLeftMm: number;
  marginTopMm: number;
  gapXMm: number;
  gapYMm: number;
};

export const LABEL_LAYOUT_IDS = ['a4-3x10', 'a4-3x8', 'a4-2x7', 'termica-50x30'] as const;
export type LabelLayoutId = (typeof LABEL_LAYOUT_IDS)[number];

export const DEFAULT_LABEL_LAYOUT: LabelLayoutId = 'a4-3x10';

export const LABEL_LAYOUTS: Record<LabelLayoutId, LabelLayout> = {
  'a4-3x10': {
    id: 'a4-3x10',
    name: 'A4 3 × 10 — 63,5 × 25,4 mm',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 3,
    rows: 10,
    labelWidthMm: 63.5,
    labelHeightMm: 25.4,
    marginLeftMm: 7.2,
    marginTopMm: 21.5,
    gapXMm: 2.55,
    gapYMm: 0,
  },
  'a4-3x8': {
    id: 'a4-3x8',
    name: 'A4 3 × 8 — 70 × 37 mm',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 3,
    rows: 8,
    labelWidthMm: 70,
    labelHeightMm: 37,
    marginLeftMm: 0,
    marginTopMm: 0.5,
    gapXMm: 0,
    gapYMm: 0,
  },
  'a4-2x7': {
    id: 'a4-2x7',
    name: 'A4 2 × 7 — 99,1 × 38,1 mm',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 2,
    rows: 7,
    labelWidthMm: 99.1,
    labelHeightMm: 38.1,
    marginLeftMm: 4.65,
    marginTopMm: 15.15,
    gapXMm: 2.5,
    gapYMm: 0,
  },
  'termica-50x30': {
    id: 'termica-50x30',
    name: 'Térmica 50 × 30 mm (uma por página)',
    pageWidthMm: 50,
    pageHeightMm: 30,
    columns: 1,
    rows: 1,
    labelWidthMm: 50,
    labelHeightMm: 30,
    marginLeftMm: 0,
    marginTopMm: 0,
    gapXMm: 0,
    gapYMm: 0,
  },
};

export function labelsPerPage(layout: LabelLayout): number {
  return layout.columns * layout.rows;
}

/** Pages needed for `count` labels (at least one). */
export function labelPageCount(layout: LabelLayout, count: number): number {
  return Math.max(1, Math.ceil(count / labelsPerPage(layout)));
}

/** Where label number `index` (0-based) goes: page, and its top-left corner in mm from the page's top-left. */
export function labelPosition(layout: LabelLayout, index: number) {
  const perPage = labelsPerPage(layout);
  const slot = index % perPage;
  const row = Math.floor(slot / layout.columns);
  const column = slot % layout.columns;
  return {
    page: Math.floor(index / perPage),
    xMm: layout.marginLeftMm + column * (layout.labelWidthMm + layout.gapXMm),
    yMm: layout.marginTopMm + row * (layout.labelHeightMm + layout.gapYMm),
  };
}

/** Most labels one request prints (a batch is rarely above a few thousand pieces). */
export const MAX_LABELS_PER_REQUEST = 5000;
