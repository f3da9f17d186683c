import { Dec, toFixedString } from '../../quantity/decimal.ts';
import { type GridCell, roundUpNeed, type SupplyBasis, type SupplyRequirement } from '../supplies.ts';

/**
 * When a cost-sheet line leaves stock: 'corte' for the lines the company uses itself (usage_area 'interno': the
 * fabric and what the cut takes with it), 'envio' for the supplies a workshop receives with the batch ('faccao').
 */
export type RequirementStage = 'corte' | 'envio';

/** One line of an order's material requirements: a material variation (or a line that found none). */
export type OrderRequirementLine = {
  key: string;
  stage: RequirementStage;
  materialId: string;
  materialName: string;
  unit: string;
  variationId: string | null;
  variationName: string | null;
  /** How the line was split: by colour, by size (labels) or one fixed variation. */
  basis: SupplyBasis;
  /** The colours or sizes it serves, in grid order ('Preto', 'P, M'). */
  serves: string[];
  /** The order's whole grid. */
  pieces: number;
  /** What the whole grid needs, 2 places, rounded up. */
  needed: string;
  /** Pieces not yet cut ('corte') or not yet sent to a workshop ('envio'). */
  remainingPieces: number;
  /** What those pieces still need, 2 places, rounded up: what has not left stock yet. */
  remaining: string;
  inStock: string;
  /** remaining − stock, never below 0. */
  missing: string;
  missingVariation: string | null;
};

type Acc = {
  line: Omit<OrderRequirementLine, 'pieces' | 'needed' | 'remainingPieces' | 'remaining' | 'missing'>;
  raw: Dec;
  pieces: number;
  rawRemaining: Dec;
  remainingPieces: number;
  servesSet: Set<string>;
};

function groupKey(stage: RequirementStage, r: SupplyRequirement): string {
  return `${stage}:${r.variation ? `${r.materialId}:${r.variation.id}` : r.key}`;
}

/**
 * part3 §4: the needs of the order per material variation, for the whole grid (`total`, from calculateSupplies over
 * the ordered cells) and for what is still to be consumed (`remaining`, over the cells' pieces not yet cut or sent;
 * the same sheet lines, so their keys match). Lines that land on the same variation (a generic variation serving
 * every colour, two sheet lines of one material) are summed before the 2-place round up, so the order never asks
 * for a cent of metre more than one rounding. What is missing compares the remaining need with the stock.
 */
export function aggregateRequirements(
  total: SupplyRequirement[],
  remaining: SupplyRequirement[] = total,
  stage: RequirementStage = 'corte',
): OrderRequirementLine[] {
  const groups = new Map<string, Acc>();
  for (const r of total) {
    const key = groupKey(stage, r);
    const label = r.basis === 'size' ? r.size : r.basis === 'color' ? r.colorName : null;
    let acc = groups.get(key);
    if (!acc) {
      acc = {
        line: {
          key,
          stage,
          materialId: r.materialId,
          materialName: r.materialName,
          unit: r.unit,
          variationId: r.variation?.id ?? null,
          variationName: r.variation?.name ?? null,
          basis: r.basis,
          serves: [],
          inStock: r.available,
          missingVariation: r.missingVariation,
        },
        raw: new Dec(0),
        pieces: 0,
        rawRemaining: new Dec(0),
        remainingPieces: 0,
        servesSet: new Set(),
      };
      groups.set(key, acc);
    }
    acc.raw = acc.raw.plus(new Dec(r.perPiece).times(r.pieces));
    acc.pieces += r.pieces;
    if (label && !acc.servesSet.has(label)) {
      acc.servesSet.add(label);
      acc.line.serves.push(label);
    }
  }
  for (const r of remaining) {
    const acc = groups.get(groupKey(stage, r));
    // A remaining cell is always one of the ordered cells; anything else has no line to count against.
    if (!acc) continue;
    acc.rawRemaining = acc.rawRemaining.plus(new Dec(r.perPiece).times(r.pieces));
    acc.remainingPieces += r.pieces;
  }
  return [...groups.values()].map(({ line, raw, pieces, rawRemaining, remainingPieces }) => {
    const needed = roundUpNeed(raw, line.unit);
    const left = roundUpNeed(rawRemaining, line.unit);
    const missing = Dec.max(0, left.minus(line.inStock));
    return {
      ...line,
      pieces,
      needed: toFixedString(needed, 2),
      remainingPieces,
      remaining: toFixedString(left, 2),
      missing: toFixedString(missing, 2),
    };
  });
}

/** Whether a line lacks stock, or a variation, for what it still has to consume. */
export function requirementLineShort(
  line: Pick<OrderRequirementLine, 'missingVariation' | 'missing' | 'remainingPieces'>,
): boolean {
  if (line.remainingPieces <= 0) return false;
  return line.missingVariation !== null || new Dec(line.missing).gt(0);
}

/** Whether any line lacks stock or a variation for what is still to be consumed. */
export function requirementsShort(lines: OrderRequirementLine[]): boolean {
  return lines.some(requirementLineShort);
}

/**
 * The ordered cells less what already went through a step (cut, or sent to a workshop), per colour × size, never
 * below 0 (a marker may cut more than ordered). `done` is keyed by `colorId|size`.
 */
export function remainingCells(ordered: GridCell[], done: Map<string, number>): GridCell[] {
  return ordered.map((cell) => ({
    ...cell,
    quantity: Math.max(0, cell.quantity - (done.get(`${cell.colorId}|${cell.size}`) ?? 0)),
  }));
}
