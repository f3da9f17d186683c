import {
  insufficientStockMessage,
  isUuid,
  STOCK_MESSAGES,
  type StockItem,
  type StockMovementType,
  type StockPosting,
} from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { pgErrorOf } from '../../platform/db/pg-errors.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { uuidv7 } from './ledger-ids.ts';
import { type LockedStockItem, lockStockItems, stockItemKey } from './ledger-items.ts';
import { normaliseLedgerQuantity, planLedger } from './ledger-rules.ts';
import { queryRows, uuidArray } from './sql-rows.ts';

export type LedgerLine = {
  item: StockItem;
  /** Signed decimal text with at most 2 places, not zero: positive enters stock, negative leaves it. */
  quantity: string;
  unitCostCents?: number | null;
  supplierId?: string | null;
  notes?: string | null;
};

export type LedgerDocument = {
  type: StockMovementType;
  /** What caused it: 'manual' (default), 'purchase_receipt', 'production_batch', 'sale'... */
  referenceType?: string;
  referenceId?: string | null;
  origin?: string | null;
  destination?: string | null;
  notes?: string | null;
  lines: LedgerLine[];
};

/** A line of a reversing document: it points at the line it cancels (once: a unique index holds it). */
type PostingLine = LedgerLine & { reversesMovementId?: string | null };

/** Lines per INSERT: a 5,000-line document is 5 statements, not 5,000. */
const INSERT_CHUNK = 1000;

/**
 * THE way stock moves (part3 §3). Writes one stock_documents row and one stock_movements row per line, with the
 * item's balance after the line, and moves material_variations.stock / product_variants.stock. A line that would
 * leave a balance below zero refuses the whole document with 'Estoque insuficiente para ...'; an item of another
 * company is 'Item de estoque não encontrado'. Runs inside the caller's transaction, within a savepoint, so the
 * document either applies completely or changes nothing, even if the caller goes on after an error.
 *
 * Set-based: one locking select per item table, one insert per 1,000 lines, one update per table.
 */
export async function recordStockMovements(
  tx: Tx,
  tenant: TenantContext,
  doc: LedgerDocument,
): Promise<StockPosting> {
  return postDocument(tx, tenant, doc, doc.lines);
}

/** Reverses one ledger line with a new line of the opposite quantity, once; a reversal is never reversed. */
export async function reverseStockMovement(
  tx: Tx,
  tenant: TenantContext,
  movementId: string,
  options: { notes: string },
): Promise<StockPosting> {
  const [movement] = await loadLockedMovementsToReverse(tx, tenant, { movementId });
  if (!movement) throw notFound(STOCK_MESSAGES.movementNotFound);
  if (movement.reverses_movement_id) throw conflict(STOCK_MESSAGES.reversalOfReversal);
  if (movement.reversed_by) throw conflict(STOCK_MESSAGES.alreadyReversed);
  return postReversal(tx, tenant, [movement], options.notes);
}

/**
 * Reverses every line of a document not reversed yet (a cancelled batch shipment, a wrong receipt) in one new
 * document. A document made of reversals, or one already fully reversed, is refused.
 */
export async function reverseStockDocument(
  tx: Tx,
  tenant: TenantContext,
  documentId: string,
  options: { notes: string },
): Promise<StockPosting> {
  const lines = await loadLockedMovementsToReverse(tx, tenant, { documentId });
  if (!lines.length) throw notFound(STOCK_MESSAGES.documentNotFound);
  if (lines.some((line) => line.reverses_movement_id)) throw conflict(STOCK_MESSAGES.reversalOfReversal);
  const open = lines.filter((line) => !line.reversed_by);
  if (!open.length) throw conflict(STOCK_MESSAGES.documentAlreadyReversed);
  return postReversal(tx, tenant, open, options.notes);
}

type MovementToReverse = {
  id: string;
  document_id: string;
  type: StockMovementType;
  material_variation_id: string | null;
  product_variant_id: string | null;
  quantity: string;
  unit_cost_cents: string | null;
  supplier_id: string | null;
  origin: string | null;
  destination: string | null;
  reference_type: string;
  reference_id: string | null;
  reverses_movement_id: string | null;
  reversed_by: string | null;
};

async function loadMovementsToReverse(
  tx: Tx,
  tenant: TenantContext,
  target: { movementId: string } | { documentId: string },
): Promise<MovementToReverse[]> {
  const id = 'movementId' in target ? target.movementId : target.documentId;
  if (!isUuid(id)) return [];
  const where = 'movementId' in target ? sql`sm.id = ${id}::uuid` : sql`sm.document_id = ${id}::uuid`;
  return queryRows<MovementToReverse>(
    tx,
    sql`
      select sm.id::text as id, sm.document_id::text as document_id, sm.type,
             sm.material_variation_id::text as material_variation_id,
             sm.product_variant_id::text as product_variant_id, sm.quantity::text as quantity,
             sm.unit_cost_cents::text as unit_cost_cents, sm.supplier_id::text as supplier_id,
             sm.origin, sm.destination, sm.reference_type, sm.reference_id::text as reference_id,
             sm.reverses_movement_id::text as reverses_movement_id,
             (select r.id::text from stock_movements r where r.reverses_movement_id = sm.id) as reversed_by
      from stock_movements sm
      where sm.company_id = ${tenant.companyId} and ${where}
      order by sm.id`,
  );
}

function itemOf(m: MovementToReverse): StockItem {
  return m.material_variation_id
    ? { kind: 'material', variationId: m.material_variation_id }
    : { kind: 'product', variantId: m.product_variant_id! };
}

/**
 * The lines to reverse, read again once their items are locked: a reversal that committed while this one waited
 * for the lock is then seen, and this one answers 'já foi estornada' instead of misreading the balance.
 */
async function loadLockedMovementsToReverse(
  tx: Tx,
  tenant: TenantContext,
  target: { movementId: string } | { documentId: string },
): Promise<MovementToReverse[]> {
  const lines = await loadMovementsToReverse(tx, tenant, target);
  if (!lines.length) return lines;
  await lockStockItems(tx, tenant, lines.map(itemOf));
  return loadMovementsToReverse(tx, tenant, target);
}

function negate(quantity: string): string {
  return quantity.startsWith('-') ? quantity.slice(1) : `-${quantity}`;
}

async function postReversal(
  tx: Tx,
  tenant: TenantContext,
  movements: MovementToReverse[],
  notes: string,
): Promise<StockPosting> {
  const first = movements[0]!;
  return postDocument(
    tx,
    tenant,
    {
      type: first.type,
      // The reversal keeps what caused the original, so a batch's ledger shows its shipment and its undoing.
      referenceType: first.reference_type,
      referenceId: first.reference_id,
      origin: first.destination,
      destination: first.origin,
      notes,
      lines: [],
    },
    movements.map((m) => ({
      item: itemOf(m),
      quantity: negate(m.quantity),
      unitCostCents: m.unit_cost_cents === null ? null : Number(m.unit_cost_cents),
      supplierId: m.supplier_id,
      notes,
      reversesMovementId: m.id,
    })),
  );
}

/**
 * A material leaving stock without a stated cost (cut, workshop supplies, withdrawals) is valued at the material's
 * last purchase cost, so the ledger's outflow totals mean something; reversals keep the cost of what they undo.
 */
function outflowCost(item: LockedStockItem, quantity: string, line: PostingLine): number | null {
  if (item.kind !== 'material' || line.reversesMovementId || !quantity.startsWith('-')) return null;
  return item.lastCostCents;
}

function validateLines(lines: PostingLine[]): string[] {
  if (!lines.length) throw invalid({ lines: 'Inclua ao menos um item' });
  return lines.map((line, index) => {
    const quantity = normaliseLedgerQuantity(line.quantity);
    if (!quantity) throw invalid({ [`lines.${index}.quantity`]: 'Quantidade inválida' });
    const cost = line.unitCostCents;
    if (cost !== undefined && cost !== null && (!Number.isSafeInteger(cost) || cost < 0)) {
      throw invalid({ [`lines.${index}.unitCostCents`]: 'Valor inválido' });
    }
    return quantity;
  });
}

async function assertSuppliers(tx: Tx, tenant: TenantContext, lines: PostingLine[]): Promise<void> {
  const ids = new Set(lines.map((line) => line.supplierId?.toLowerCase()).filter((id) => Boolean(id)));
  if (!ids.size) return;
  const valid = [...ids].every((id) => isUuid(id!));
  const rows = valid
    ? await queryRows<{ id: string }>(
        tx,
        sql`select id::text as id from suppliers
            where company_id = ${tenant.companyId} and id = any(${uuidArray(ids as Set<string>)}::uuid[])`,
      )
    : [];
  // Foreign keys ignore row-level security: another company's supplier must be refused here.
  if (rows.length !== ids.size) throw notFound(STOCK_MESSAGES.supplierNotFound);
}

async function postDocument(
  tx: Tx,
  tenant: TenantContext,
  doc: LedgerDocument,
  lines: PostingLine[],
): Promise<StockPosting> {
  const quantities = validateLines(lines);
  await assertSuppliers(tx, tenant, lines);
  const lastCosts = new Map<string, number>();
  if (doc.type === 'entrada') {
    for (const [index, line] of lines.entries()) {
      if (
        line.item.kind === 'material' &&
        typeof line.unitCostCents === 'number' &&
        !line.reversesMovementId
      ) {
        if (!quantities[index]!.startsWith('-'))
          lastCosts.set(line.item.variationId.toLowerCase(), line.unitCostCents);
      }
    }
  }
  let locked: Map<string, LockedStockItem> | undefined;
  try {
    return await tx.transaction(async (sp) => {
      locked = await lockStockItems(
        sp,
        tenant,
        lines.map((line) => line.item),
      );
      const items = locked;
      const keys = lines.map((line) => stockItemKey(line.item));
      const stocks = new Map([...items].map(([key, item]) => [key, item.stock]));
      const plan = planLedger(
        keys.map((key, index) => ({ key, quantity: quantities[index]! })),
        stocks,
      );
      if (!plan.ok) {
        const item = items.get(plan.key)!;
        if (plan.reason === 'too-large')
          throw invalid({ [`lines.${plan.line}.quantity`]: STOCK_MESSAGES.tooLarge });
        throw conflict(insufficientStockMessage(item.name, item.colour, plan.available, plan.needed));
      }
      const [document] = await queryRows<{ id: string; created_at: string }>(
        sp,
        sql`
          insert into stock_documents (company_id, type, reference_type, reference_id, notes, created_by, created_at)
          values (${tenant.companyId}, ${doc.type}, ${doc.referenceType ?? 'manual'}, ${doc.referenceId ?? null},
                  ${doc.notes ?? null}, ${tenant.userId}, clock_timestamp())
          returning id::text as id, created_at::text as created_at`,
      );
      const movementIds = lines.map(() => uuidv7());
      const rows = lines.map((line, index) => {
        const item = items.get(keys[index]!)!;
        return {
          id: movementIds[index],
          mi: item.kind === 'material' ? item.parentId : null,
          mv: item.kind === 'material' ? item.id : null,
          pi: item.kind === 'product' ? item.parentId : null,
          pv: item.kind === 'product' ? item.id : null,
          q: quantities[index],
          b: plan.balances[index],
          c: line.unitCostCents ?? outflowCost(item, quantities[index]!, line),
          s: line.supplierId || null,
          r: line.reversesMovementId ?? null,
          n: line.notes ?? doc.notes ?? null,
        };
      });
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await sp.execute(sql`
          insert into stock_movements (id, company_id, document_id, type, material_id, material_variation_id,
            product_id, product_variant_id, quantity, balance_after, unit_cost_cents, supplier_id, origin,
            destination, reference_type, reference_id, reverses_movement_id, notes, created_by, created_at)
          select x.id, ${tenant.companyId}, ${document!.id}, ${doc.type}, x.mi, x.mv, x.pi, x.pv, x.q, x.b, x.c,
                 x.s, ${doc.origin ?? null}, ${doc.destination ?? null}, ${doc.referenceType ?? 'manual'},
                 ${doc.referenceId ?? null}, x.r, x.n, ${tenant.userId}, ${document!.created_at}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + INSERT_CHUNK))}::jsonb)
            as x(id uuid, mi uuid, mv uuid, pi uuid, pv uuid, q numeric, b numeric, c bigint, s uuid, r uuid, n text)`);
      }
      await applyBalances(sp, tenant, items, plan.deltas);
      if (lastCosts.size) {
        const costs = new Map<string, number>();
        for (const [variationId, cost] of lastCosts) costs.set(items.get(`m:${variationId}`)!.parentId, cost);
        await sp.execute(sql`
          update materials m set last_cost_cents = x.c
          from jsonb_to_recordset(${JSON.stringify([...costs].map(([id, c]) => ({ id, c })))}::jsonb)
            as x(id uuid, c bigint)
          where m.id = x.id and m.company_id = ${tenant.companyId}`);
      }
      return { documentId: document!.id, movementIds };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const state = pgErrorOf(error);
    // The CHECK (stock >= 0) behind the row locks: should the locks ever be bypassed, the answer stays the same.
    if (state.code === '23514') throw insufficientFromCheck(lines, quantities, locked);
    if (state.code === '23505' && state.constraint === 'stock_movements_reverses_uq') {
      throw conflict(STOCK_MESSAGES.alreadyReversed);
    }
    throw error;
  }
}

async function applyBalances(
  tx: Tx,
  tenant: TenantContext,
  items: Map<string, LockedStockItem>,
  deltas: Map<string, string>,
): Promise<void> {
  const byKind = { material: [] as { id: string; d: string }[], product: [] as { id: string; d: string }[] };
  for (const [key, delta] of deltas) {
    if (delta === '0.00') continue;
    const item = items.get(key)!;
    byKind[item.kind].push({ id: item.id, d: delta });
  }
  if (byKind.material.length) {
    await tx.execute(sql`
      update material_variations mv set stock = mv.stock + x.d
      from jsonb_to_recordset(${JSON.stringify(byKind.material)}::jsonb) as x(id uuid, d numeric)
      where mv.id = x.id and mv.company_id = ${tenant.companyId}`);
  }
  if (byKind.product.length) {
    await tx.execute(sql`
      update product_variants pv set stock = pv.stock + x.d
      from jsonb_to_recordset(${JSON.stringify(byKind.product)}::jsonb) as x(id uuid, d numeric)
      where pv.id = x.id and pv.company_id = ${tenant.companyId}`);
  }
}

function insufficientFromCheck(
  lines: PostingLine[],
  quantities: string[],
  locked: Map<string, LockedStockItem> | undefined,
): AppError {
  const index = quantities.findIndex((quantity) => quantity.startsWith('-'));
  const item = index >= 0 ? locked?.get(stockItemKey(lines[index]!.item)) : undefined;
  if (!item) return conflict('Estoque insuficiente');
  return conflict(insufficientStockMessage(item.name, item.colour, item.stock, negate(quantities[index]!)));
}
