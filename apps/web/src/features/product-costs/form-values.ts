import {
  type CostColorRule,
  type CostSheetFigures,
  type CostUsageArea,
  computeCostSheet,
  type Dec,
  materialConsumptionPerPiece,
  materialCostPerPiece,
  type ProductCostSheet,
  parseBRLToCentavos,
  parseDecimal,
} from '@alinhavo/domain';
import { moneyFieldText } from '@/lib/field-text';

/** The editor's values: what the inputs hold (pt-BR text), validated by the server's own contract. */
export type MaterialLineValues = {
  materialId: string;
  colorRule: CostColorRule;
  materialVariationId: string;
  quantity: string;
  yieldUnits: string;
  usageArea: CostUsageArea;
  /** Money text ('18,90'); empty takes the material's last cost. */
  unitCostCents: string;
};
export type ProcessLineValues = { processId: string; costPerPieceCents: string };
export type CostSheetFormValues = {
  materials: MaterialLineValues[];
  processes: ProcessLineValues[];
  overheadPercent: string;
  taxesPercent: string;
  feesPercent: string;
  targetMarginPercent: string;
  notes: string;
};

/** A stored decimal as typed text, without trailing zeros: '1.2000' → '1,2', '10.00' → '10'. */
export function decimalToInput(value: string): string {
  const parsed = parseDecimal(value);
  return parsed ? parsed.toFixed().replace('.', ',') : value;
}

export function emptySheetValues(): CostSheetFormValues {
  return {
    materials: [],
    processes: [],
    overheadPercent: '0',
    taxesPercent: '0',
    feesPercent: '0',
    targetMarginPercent: '0',
    notes: '',
  };
}

export function newMaterialLine(material?: { id: string; lastCostCents: number | null }): MaterialLineValues {
  return {
    materialId: material?.id ?? '',
    colorRule: 'batch_color',
    materialVariationId: '',
    quantity: '',
    yieldUnits: '1',
    usageArea: 'interno',
    unitCostCents: moneyFieldText(material?.lastCostCents),
  };
}

export function newProcessLine(process?: { id: string; costPerPieceCents: number }): ProcessLineValues {
  return { processId: process?.id ?? '', costPerPieceCents: moneyFieldText(process?.costPerPieceCents) };
}

/** A saved version as editor values (saving them makes the next version). */
export function sheetToFormValues(sheet: ProductCostSheet): CostSheetFormValues {
  return {
    materials: sheet.materials.map((line) => ({
      materialId: line.materialId,
      colorRule: line.colorRule,
      materialVariationId: line.materialVariationId ?? '',
      quantity: decimalToInput(line.quantity),
      yieldUnits: decimalToInput(line.yieldUnits),
      usageArea: line.usageArea,
      unitCostCents: moneyFieldText(line.unitCostCents),
    })),
    processes: sheet.processes.map((line) => ({
      processId: line.processId,
      costPerPieceCents: moneyFieldText(line.costPerPieceCents),
    })),
    overheadPercent: decimalToInput(sheet.overheadPercent),
    taxesPercent: decimalToInput(sheet.taxesPercent),
    feesPercent: decimalToInput(sheet.feesPercent),
    targetMarginPercent: decimalToInput(sheet.targetMarginPercent),
    notes: sheet.notes ?? '',
  };
}

function positive4(text: string): string | null {
  const value = parseDecimal(text ?? '');
  return value?.gt(0) && value.decimalPlaces() <= 4 ? value.toFixed() : null;
}

function cents(text: string, fallback: number | null | undefined): number | null {
  if (!text?.trim()) return fallback ?? null;
  const value = parseBRLToCentavos(text);
  return value !== null && value >= 0 ? value : null;
}

function percent(text: string): string | null {
  if (!text?.trim()) return '0';
  const value = parseDecimal(text);
  return value?.gte(0) && value.decimalPlaces() <= 2 ? value.toFixed() : null;
}

export type LiveMaterialLine = { consumptionPerPiece: Dec; costPerPieceCents: Dec } | null;

export type LiveFigures = {
  /** Per line, null while the line is incomplete. */
  materialLines: LiveMaterialLine[];
  processLines: (number | null)[];
  /** The sheet's figures from the complete lines; null only when the numbers are out of range. */
  figures: CostSheetFigures | null;
  /** Some line or percentage is incomplete: the figures leave it out. */
  incomplete: boolean;
};

/**
 * The figures of the sheet being typed, with the same domain functions the server answers with. Incomplete lines
 * are left out (and reported), so the summary follows the typing without waiting for a valid form.
 */
export function liveFigures(
  values: CostSheetFormValues,
  catalogue: {
    materialCost: (materialId: string) => number | null | undefined;
    processCost: (processId: string) => number | null | undefined;
  },
  salePriceCents: number | null,
): LiveFigures {
  let incomplete = false;
  const inputs: { quantity: string; yieldUnits: string; unitCostCents: number }[] = [];
  const materialLines = values.materials.map((line): LiveMaterialLine => {
    const quantity = positive4(line.quantity);
    const yieldUnits = positive4(line.yieldUnits);
    const unitCostCents = cents(line.unitCostCents, catalogue.materialCost(line.materialId));
    if (!line.materialId || !quantity || !yieldUnits || unitCostCents === null) {
      incomplete = true;
      return null;
    }
    inputs.push({ quantity, yieldUnits, unitCostCents });
    const consumption = materialConsumptionPerPiece(quantity, yieldUnits);
    return {
      consumptionPerPiece: consumption,
      costPerPieceCents: materialCostPerPiece(consumption, unitCostCents),
    };
  });
  const processLines = values.processes.map((line) => {
    const cost = line.processId ? cents(line.costPerPieceCents, catalogue.processCost(line.processId)) : null;
    if (cost === null) incomplete = true;
    return cost;
  });
  const percents = [
    values.overheadPercent,
    values.taxesPercent,
    values.feesPercent,
    values.targetMarginPercent,
  ].map((text) => {
    const value = percent(text);
    if (value === null) incomplete = true;
    return value ?? '0';
  });
  let figures: CostSheetFigures | null = null;
  try {
    figures = computeCostSheet({
      materials: inputs,
      processes: processLines.flatMap((cost) => (cost === null ? [] : [{ costPerPieceCents: cost }])),
      overheadPercent: percents[0]!,
      taxesPercent: percents[1]!,
      feesPercent: percents[2]!,
      targetMarginPercent: percents[3]!,
      salePriceCents,
    });
  } catch {
    figures = null;
  }
  return { materialLines, processLines, figures, incomplete };
}
