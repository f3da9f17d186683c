import { unitDecimals } from '../contracts/materials.ts';
import { materialConsumptionPerPiece } from '../costing/cost-rules.ts';
import { formatQuantity } from '../format/numbers.ts';
import { Dec, toFixedString } from '../quantity/decimal.ts';
import {
  type MatchableVariation,
  matchVariationByColor,
  matchVariationBySize,
  normalizeLabel,
} from './variation-match.ts';

/** A workshop supply line of the product's cost sheet (usage_area 'faccao'). */
export type SupplyCostLine = {
  materialId: string;
  materialName: string;
  unit: string;
  /** Decimal strings: the quantity that makes `yieldUnits` pieces. */
  quantity: string;
  yieldUnits: string;
  colorRule: 'batch_color' | 'fixed';
  fixedVariationId: string | null;
};

/** `isDefault`: the one variation of a material without colours or sizes (part3 §1). */
export type SupplyVariation = MatchableVariation & { stock: string; isDefault?: boolean };

/** One cell of a batch's colour × size grid. */
export type GridCell = { colorId: string | null; colorName: string; size: string; quantity: number };

export type SupplyBasis = 'color' | 'size' | 'fixed';

export type SupplyRequirement = {
  /**
   * Stable key of the line: its cost-sheet line (a sheet may list one material twice), the material, and the colour,
   * size or 'fixed' (adjusted quantities refer to it).
   */
  key: string;
  materialId: string;
  materialName: string;
  unit: string;
  basis: SupplyBasis;
  colorId: string | null;
  colorName: string | null;
  size: string | null;
  pieces: number;
  /** Consumption per piece, 4 places. */
  perPiece: string;
  /** What the batch needs, 2 places, rounded up in the unit's steps (whole cones): never less than it needs. */
  required: string;
  variation: SupplyVariation | null;
  available: string;
  /** 'Variação não encontrada...' when no variation matches. */
  missingVariation: string | null;
};

/** part2 §5: a supply whose name contains one of these is counted per size, not per colour. */
const LABEL_WORDS = ['etiqueta', 'composicao', 'label'];

export function isLabelSupply(materialName: string): boolean {
  const name = normalizeLabel(materialName);
  return LABEL_WORDS.some((word) => name.includes(word));
}

/** A material without colour or size variations keeps its stock on one generic (default) variation. */
function genericVariation(variations: SupplyVariation[]): SupplyVariation | null {
  return variations.find((v) => v.isDefault) ?? null;
}

/**
 * A needed quantity rounded up in the unit's own steps: whole cones, pairs, rolls and units (a workshop cannot be
 * sent 2,4 cones: it gets 3), hundredths of a metre or kilo. Never down: a workshop never gets less than it needs.
 */
export function roundUpNeed(quantity: Dec, unit: string): Dec {
  return quantity.toDecimalPlaces(unitDecimals(unit), Dec.ROUND_UP);
}

function requiredFor(perPiece: Dec, pieces: number, unit: string): string {
  return toFixedString(roundUpNeed(perPiece.times(pieces), unit), 2);
}

function group<K>(
  cells: GridCell[],
  keyOf: (c: GridCell) => K,
): Map<K, { cells: GridCell[]; pieces: number }> {
  const groups = new Map<K, { cells: GridCell[]; pieces: number }>();
  for (const cell of cells) {
    if (cell.quantity <= 0) continue;
    const key = keyOf(cell);
    const entry = groups.get(key) ?? { cells: [], pieces: 0 };
    entry.cells.push(cell);
    entry.pieces += cell.quantity;
    groups.set(key, entry);
  }
  return groups;
}

/**
 * The supplies a batch takes to the workshop, per part2 §5: quantity per piece = quantity / yield_units; per
 * colour = that × the colour's pieces; labels ('etiqueta', 'composição', 'label') per size × that size's pieces;
 * a line fixed to one variation takes the whole batch from it. Variations come from the material (matched by
 * colour or size); stock is what that variation has now.
 */
export function calculateSupplies(
  lines: SupplyCostLine[],
  variationsOf: (materialId: string) => SupplyVariation[],
  grid: GridCell[],
): SupplyRequirement[] {
  const result: SupplyRequirement[] = [];
  for (const [lineIndex, line] of lines.entries()) {
    const perPiece = materialConsumptionPerPiece(line.quantity, line.yieldUnits);
    const variations = variationsOf(line.materialId);
    const base = {
      materialId: line.materialId,
      materialName: line.materialName,
      unit: line.unit,
      perPiece: toFixedString(perPiece, 4),
    };
    const push = (
      basis: SupplyBasis,
      pieces: number,
      variation: SupplyVariation | null,
      where: { colorId?: string | null; colorName?: string | null; size?: string | null },
      missingVariation: string | null,
    ) => {
      result.push({
        ...base,
        key: `${lineIndex}:${line.materialId}:${basis}:${where.colorId ?? where.colorName ?? where.size ?? ''}`,
        basis,
        colorId: where.colorId ?? null,
        colorName: where.colorName ?? null,
        size: where.size ?? null,
        pieces,
        required: requiredFor(perPiece, pieces, line.unit),
        variation,
        available: variation ? toFixedString(new Dec(variation.stock), 2) : '0.00',
        missingVariation,
      });
    };

    if (line.colorRule === 'fixed') {
      const pieces = grid.reduce((sum, c) => sum + Math.max(0, c.quantity), 0);
      const variation = variations.find((v) => v.id === line.fixedVariationId) ?? null;
      push(
        'fixed',
        pieces,
        variation,
        {},
        variation ? null : `Variação não encontrada para o material ${line.materialName}`,
      );
      continue;
    }
    if (isLabelSupply(line.materialName)) {
      for (const [size, { pieces }] of group(grid, (c) => c.size)) {
        const variation = matchVariationBySize(variations, size) ?? genericVariation(variations);
        push(
          'size',
          pieces,
          variation,
          { size },
          variation
            ? null
            : `Variação não encontrada para o material ${line.materialName} no tamanho ${size}`,
        );
      }
      continue;
    }
    for (const [, { cells, pieces }] of group(grid, (c) => c.colorId ?? normalizeLabel(c.colorName))) {
      const { colorId, colorName } = cells[0]!;
      const variation = matchVariationByColor(variations, colorId, colorName) ?? genericVariation(variations);
      push(
        'color',
        pieces,
        variation,
        { colorId, colorName },
        variation ? null : `Variação não encontrada para o material ${line.materialName} na cor ${colorName}`,
      );
    }
  }
  return result;
}

/** What the user sends: the required quantity, or their adjustment of it (min 0, 2 places). */
export type SupplyQuantity = { key: string; quantity: string };

/**
 * part2 §5: one line per shortage, 'name colour: necessário X, disponível Y' or 'name Tamanho S: ...'. Lines that
 * share a variation are summed against its stock.
 */
export function supplyShortages(
  requirements: SupplyRequirement[],
  quantities: Map<string, string> = new Map(),
): string[] {
  const needed = new Map<string, Dec>();
  for (const r of requirements) {
    if (!r.variation) continue;
    const quantity = new Dec(quantities.get(r.key) ?? r.required);
    needed.set(r.variation.id, (needed.get(r.variation.id) ?? new Dec(0)).plus(quantity));
  }
  const sharing = new Map<string, number>();
  for (const r of requirements)
    if (r.variation) sharing.set(r.variation.id, (sharing.get(r.variation.id) ?? 0) + 1);
  const lines: string[] = [];
  const reported = new Set<string>();
  for (const r of requirements) {
    if (!r.variation || reported.has(r.variation.id)) continue;
    const total = needed.get(r.variation.id)!;
    if (total.lte(r.variation.stock)) continue;
    reported.add(r.variation.id);
    // A variation that serves several colours or sizes (a generic one) is named by itself.
    const shared = (sharing.get(r.variation.id) ?? 0) > 1;
    const where = shared
      ? r.variation.name
      : r.basis === 'size'
        ? `Tamanho ${r.size}`
        : r.basis === 'color'
          ? r.colorName
          : r.variation.name;
    lines.push(
      `${r.materialName} ${where}: necessário ${formatQuantity(toFixedString(total, 2))}, disponível ${formatQuantity(r.available)}`,
    );
  }
  return lines;
}

export const SUPPLY_SHORTAGE_TITLE = 'Estoque insuficiente para os seguintes materiais:';
