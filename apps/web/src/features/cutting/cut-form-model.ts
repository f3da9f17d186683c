import {
  type CuttingOptions,
  type CuttingPendingBatch,
  Dec,
  fabricDifferencePercent,
  parseDecimal,
  plannedFabric,
  toFixedString,
} from '@alinhavo/domain';

/** The cut form as typed: whole numbers and metres as text (pt-BR), ids as chosen. */
export type CutFormValues = {
  sizes: { size: string; piecesPerPly: string }[];
  colors: { colorId: string; materialVariationId: string; plies: string; fabricUsed: string }[];
  cutterEmployeeId: string;
  notes: string;
};

/** A new form for a batch: its sizes with no marker yet, each colour with the fabric the cost sheet suggests. */
export function initialCutValues(batch: CuttingPendingBatch): CutFormValues {
  const line = batch.fabricLines[0];
  return {
    sizes: batch.sizes.map((size) => ({ size, piecesPerPly: '' })),
    colors: batch.colors.map((color) => ({
      colorId: color.id,
      materialVariationId: line?.perColor.find((p) => p.colorId === color.id)?.variationId ?? '',
      plies: '',
      fabricUsed: '',
    })),
    cutterEmployeeId: '',
    notes: '',
  };
}

/** A whole number typed (blank or unreadable → 0). */
export function wholeOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
}

/** Metres or kilos typed ('19,5') as 2-place text, or null when not a positive amount. */
export function amountOf(text: string): string | null {
  const parsed = parseDecimal(text);
  if (!parsed || parsed.lte(0)) return null;
  return toFixedString(parsed, 2);
}

export type FabricChoice = {
  variationId: string;
  materialId: string;
  materialName: string;
  variationName: string;
  unit: string;
  stock: string;
};

/** Every fabric variation the form can pick, by id. */
export function fabricChoices(options: CuttingOptions | undefined): Map<string, FabricChoice> {
  const choices = new Map<string, FabricChoice>();
  for (const fabric of options?.fabrics ?? []) {
    for (const v of fabric.variations) {
      choices.set(v.id, {
        variationId: v.id,
        materialId: fabric.materialId,
        materialName: fabric.materialName,
        variationName: v.name,
        unit: fabric.unit,
        stock: v.stock,
      });
    }
  }
  return choices;
}

export type ColorPreview = {
  colorId: string;
  plannedPieces: number;
  pieces: number;
  unit: string | null;
  used: string | null;
  planned: string | null;
  differencePercent: string | null;
  /** Stock of the fabric chosen now. */
  stock: string | null;
  /** The fabric chosen has less than the amount typed. */
  short: boolean;
};

/**
 * What the cut will give, live as the form changes: pieces per colour × size (plies × pieces per ply), per colour
 * the fabric used against what the cost sheet plans (pieces × consumption per piece of that material).
 */
export function previewCut(
  batch: CuttingPendingBatch,
  values: CutFormValues,
  choices: Map<string, FabricChoice>,
) {
  const perPly = new Map(values.sizes.map((s) => [s.size, wholeOf(s.piecesPerPly)]));
  const consumption = new Map<string, Dec>();
  for (const line of batch.fabricLines) {
    consumption.set(
      line.materialId,
      (consumption.get(line.materialId) ?? new Dec(0)).plus(line.consumptionPerPiece),
    );
  }
  const cells = new Map<string, number>();
  const colors: ColorPreview[] = batch.colors.map((color) => {
    const typed = values.colors.find((c) => c.colorId === color.id);
    const plies = wholeOf(typed?.plies ?? '');
    let pieces = 0;
    for (const size of batch.sizes) {
      const n = plies * (perPly.get(size) ?? 0);
      cells.set(`${color.id}|${size}`, n);
      pieces += n;
    }
    const choice = typed ? choices.get(typed.materialVariationId) : undefined;
    const perPiece = choice ? consumption.get(choice.materialId) : undefined;
    const planned = perPiece ? plannedFabric(pieces, toFixedString(perPiece, 4)) : null;
    const used = amountOf(typed?.fabricUsed ?? '');
    return {
      colorId: color.id,
      plannedPieces: batch.grid.filter((c) => c.colorId === color.id).reduce((sum, c) => sum + c.quantity, 0),
      pieces,
      unit: choice?.unit ?? null,
      used,
      planned,
      differencePercent: used && planned ? fabricDifferencePercent(used, planned) : null,
      stock: choice?.stock ?? null,
      short: Boolean(choice && used && new Dec(used).gt(choice.stock)),
    };
  });
  const total = colors.reduce((sum, c) => sum + c.pieces, 0);
  return { cells, colors, total, plannedTotal: batch.totalQuantity };
}
