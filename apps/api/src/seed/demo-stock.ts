import { type Material, type Product, type StockItem, stockAdjustmentSchema } from '@alinhavo/domain';
import { type LedgerLine, postAdjustment, recordStockMovements } from '../modules/stock/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import { backdateStockDocument, daysAgoAt } from './demo-history.ts';
import {
  DEMO_MATERIALS,
  DEMO_OPENING_INVOICES,
  DEMO_STOCK_EVENTS,
  type DemoStockLine,
} from './demo-materials-data.ts';

/** Finished goods counted when the system was adopted: pieces per size of the first colour, 2 fewer per colour after. */
const FINISHED_GOODS: { reference: string; perSize: number[] }[] = [
  { reference: 'CAM-001', perSize: [18, 30, 26, 12] },
  { reference: 'POL-001', perSize: [8, 14, 12, 6] },
  { reference: 'MOL-001', perSize: [6, 12, 10, 5] },
  { reference: 'CAL-001', perSize: [4, 8, 12, 10, 6, 3] },
  { reference: 'LEG-001', perSize: [10, 16, 12, 6] },
  { reference: 'BOD-001', perSize: [12, 18, 15, 9] },
];

/** Pieces lent to the sales representative as samples (reference, colour, size). */
const SHOWROOM: [string, string, string, number][] = [
  ['CAM-001', 'Preto', 'M', 2],
  ['POL-001', 'Azul-marinho', 'G', 1],
  ['MOL-001', 'Mescla', 'M', 1],
  ['CAL-001', 'Índigo', '40', 1],
];

export type DemoStockRefs = {
  materials: Map<string, Material>;
  products: Map<string, Product>;
  supplierIds: Map<string, string>;
};

type Posting =
  | { daysAgo: number; kind: 'ledger'; type: 'entrada' | 'saida'; notes: string; lines: LedgerLine[] }
  | { daysAgo: number; kind: 'ajuste'; notes: string; item: StockItem; counted: string };

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: ${what} '${key}' not found`);
  return value;
}

function materialItem(refs: DemoStockRefs, material: string, variation: string): StockItem {
  const found = lookup(refs.materials, material, 'material').variations.find((v) => v.name === variation);
  if (!found) throw new Error(`demo seed: variation '${variation}' of '${material}' not found`);
  return { kind: 'material', variationId: found.id };
}

function productItem(refs: DemoStockRefs, reference: string, color: string, size: string): StockItem {
  const product = lookup(refs.products, reference, 'product');
  const variant = product.variants.find((v) => v.colorName === color && v.size === size);
  if (!variant) throw new Error(`demo seed: SKU ${reference} ${color} ${size} not found`);
  return { kind: 'product', variantId: variant.id };
}

function openingPurchases(refs: DemoStockRefs): Posting[] {
  return Object.entries(DEMO_OPENING_INVOICES).map(([supplier, { invoice, daysAgo }]) => {
    const supplierId = lookup(refs.supplierIds, supplier, 'supplier');
    const lines = DEMO_MATERIALS.filter((m) => m.supplier === supplier && m.opening).flatMap((m) =>
      lookup(refs.materials, m.name, 'material').variations.map((variation) => ({
        item: { kind: 'material' as const, variationId: variation.id },
        quantity: m.opening!.except?.[variation.name] ?? m.opening!.quantity,
        unitCostCents: m.opening!.costCents,
        supplierId,
      })),
    );
    return {
      daysAgo,
      kind: 'ledger',
      type: 'entrada',
      notes: `${invoice} — compra de abertura do estoque`,
      lines,
    };
  });
}

function finishedGoods(refs: DemoStockRefs): Posting[] {
  const opening: LedgerLine[] = FINISHED_GOODS.flatMap(({ reference, perSize }) => {
    const product = lookup(refs.products, reference, 'product');
    return product.colors.flatMap((color, index) =>
      product.sizes.map((size, s) => ({
        item: productItem(refs, reference, color.name, size),
        quantity: String(Math.max(1, perSize[s]! - 2 * index)),
      })),
    );
  });
  const showroom: LedgerLine[] = SHOWROOM.map(([reference, color, size, pieces]) => ({
    item: productItem(refs, reference, color, size),
    quantity: `-${pieces}`,
  }));
  return [
    {
      // Counted when the system was adopted, before the three months of sales (demo-sales-history.ts).
      daysAgo: 89,
      kind: 'ledger',
      type: 'entrada',
      notes: 'Saldo inicial de produtos acabados (inventário de abertura)',
      lines: opening,
    },
    {
      daysAgo: 5,
      kind: 'ledger',
      type: 'saida',
      notes: 'Mostruário do representante comercial — Oeste catarinense',
      lines: showroom,
    },
  ];
}

function laterEvents(refs: DemoStockRefs): Posting[] {
  const toLine = (line: DemoStockLine, sign: '' | '-', supplierId: string | null): LedgerLine => ({
    item: materialItem(refs, line.material, line.variation),
    quantity: `${sign}${line.quantity}`,
    unitCostCents: line.costCents ?? null,
    supplierId,
  });
  return DEMO_STOCK_EVENTS.map((event): Posting => {
    if (event.kind === 'ajuste') {
      const item = materialItem(refs, event.material, event.variation);
      return { daysAgo: event.daysAgo, kind: 'ajuste', notes: event.notes, item, counted: event.counted };
    }
    const supplierId = event.supplier ? lookup(refs.supplierIds, event.supplier, 'supplier') : null;
    const sign = event.kind === 'saida' ? '-' : '';
    return {
      daysAgo: event.daysAgo,
      kind: 'ledger',
      type: event.kind,
      notes: event.notes,
      lines: event.lines.map((line) => toLine(line, sign, supplierId)),
    };
  });
}

/**
 * Posts the demo's stock history through the ledger, oldest first (entries with their supplier and unit cost,
 * so each material's price history and last cost come from them), each document moved back to its day.
 */
export async function seedDemoStock(tx: Tx, tenant: TenantContext, refs: DemoStockRefs): Promise<void> {
  const postings = [...openingPurchases(refs), ...finishedGoods(refs), ...laterEvents(refs)].sort(
    (a, b) => b.daysAgo - a.daysAgo,
  );
  const now = Date.now();
  const perDay = new Map<number, number>();
  for (const posting of postings) {
    const index = perDay.get(posting.daysAgo) ?? 0;
    perDay.set(posting.daysAgo, index + 1);
    const minutes = 8 * 60 + 40 + index * 47;
    const when = daysAgoAt(posting.daysAgo, Math.floor(minutes / 60), minutes % 60, now);
    const { documentId } =
      posting.kind === 'ajuste'
        ? await postAdjustment(
            tx,
            tenant,
            stockAdjustmentSchema.parse({
              item: posting.item,
              countedQuantity: posting.counted,
              notes: posting.notes,
            }),
          )
        : await recordStockMovements(tx, tenant, {
            type: posting.type,
            referenceType: 'manual',
            notes: posting.notes,
            lines: posting.lines,
          });
    await backdateStockDocument(tx, tenant.companyId, documentId, when);
  }
}
