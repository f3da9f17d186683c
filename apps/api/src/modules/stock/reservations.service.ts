import { Dec, isUuid, type StockPosting, toFixedString } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { recordStockMovements } from './ledger.service.ts';
import { lockStockItems } from './ledger-items.ts';
import {
  assertWithinBudget,
  availableOf,
  checkReference,
  checkSkuLines,
  lockSkusWithReservations,
  productItem,
  type SkuLine,
  type StockReference,
  variantKey,
} from './sales-stock-lines.ts';
import { queryRows, uuidArray } from './sql-rows.ts';

/** A SKU's finished stock: on hand (the ledger's balance), reserved by orders, and what is left to sell. */
export type StockAvailability = { variantId: string; onHand: string; reserved: string; available: string };

/**
 * On hand, reserved and available (on hand − reserved, never below zero) per SKU, as decimal text ('10.00').
 * Ids that are not this company's SKUs are left out. Reads without locking: for showing, not for deciding.
 */
export async function availableStock(
  tx: Tx,
  tenant: TenantContext,
  variantIds: readonly string[],
): Promise<StockAvailability[]> {
  const ids = [...new Set(variantIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!ids.length) return [];
  const rows = await queryRows<{ id: string; on_hand: string; reserved: string; available: string }>(
    tx,
    sql`select pv.id::text as id, pv.stock::text as on_hand,
               coalesce(r.reserved, 0)::numeric(14, 2)::text as reserved,
               greatest(pv.stock - coalesce(r.reserved, 0), 0)::numeric(14, 2)::text as available
        from product_variants pv
        left join lateral (
          select sum(sr.quantity) as reserved from stock_reservations sr
          where sr.company_id = pv.company_id and sr.product_variant_id = pv.id and sr.state = 'ativa'
        ) r on true
        where pv.company_id = ${tenant.companyId} and pv.id = any(${uuidArray(ids)}::uuid[])
        order by pv.id`,
  );
  return rows.map((row) => ({
    variantId: row.id,
    onHand: row.on_hand,
    reserved: row.reserved,
    available: row.available,
  }));
}

export type ReservedLine = { variantId: string; requested: number; reserved: number; shortfall: number };
export type ReservationResult = {
  /** Per line, in the order given. */
  lines: ReservedLine[];
  /** Pieces that could not be reserved, per SKU (to make to order): empty when all was reserved. */
  shortfall: { variantId: string; quantity: number }[];
};

/**
 * Reserves what is available of each line for the reference (a confirmed sales order), in whole pieces, and
 * answers the shortfall per SKU: the order may still be confirmed as made to order. Reserving again for the same
 * reference adds to its reservation. Locks the SKUs in the ledger's order, in the caller's transaction.
 */
export async function reserveStock(
  tx: Tx,
  tenant: TenantContext,
  input: StockReference & { lines: readonly SkuLine[] },
): Promise<ReservationResult> {
  checkReference(input);
  checkSkuLines(input.lines);
  return tx.transaction(async (sp) => {
    const { items, reserved } = await lockSkusWithReservations(sp, tenant, input.lines);
    const free = new Map(
      [...items].map(([key, item]) => [key, availableOf(item, reserved).floor().toNumber()]),
    );
    const taken = new Map<string, number>();
    const lines = input.lines.map((line) => {
      const item = items.get(variantKey(line.variantId))!;
      const take = Math.min(line.quantity, free.get(variantKey(line.variantId))!);
      free.set(variantKey(line.variantId), free.get(variantKey(line.variantId))! - take);
      taken.set(item.id, (taken.get(item.id) ?? 0) + take);
      return {
        variantId: item.id,
        requested: line.quantity,
        reserved: take,
        shortfall: line.quantity - take,
      };
    });
    const rows = [...taken].filter(([, quantity]) => quantity > 0).map(([v, q]) => ({ v, q }));
    if (rows.length) {
      await sp.execute(sql`
        insert into stock_reservations (company_id, product_variant_id, quantity, reference_type, reference_id,
                                        created_by)
        select ${tenant.companyId}, x.v, x.q, ${input.referenceType}, ${input.referenceId}, ${tenant.userId}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(v uuid, q numeric)
        on conflict (company_id, reference_type, reference_id, product_variant_id) where state = 'ativa'
        do update set quantity = stock_reservations.quantity + excluded.quantity, updated_at = now()`);
    }
    const shortfall = new Map<string, number>();
    for (const line of lines) {
      if (line.shortfall)
        shortfall.set(line.variantId, (shortfall.get(line.variantId) ?? 0) + line.shortfall);
    }
    return { lines, shortfall: [...shortfall].map(([variantId, quantity]) => ({ variantId, quantity })) };
  });
}

type ReservationRow = { id: string; variant_id: string; quantity: string };

function activeReservations(tx: Tx, tenant: TenantContext, reference: StockReference) {
  return queryRows<ReservationRow>(
    tx,
    sql`select id::text as id, product_variant_id::text as variant_id, quantity::text as quantity
        from stock_reservations
        where company_id = ${tenant.companyId} and reference_type = ${reference.referenceType}
          and reference_id = ${reference.referenceId} and state = 'ativa'
        order by product_variant_id`,
  );
}

/**
 * Releases every active reservation of the reference (a cancelled order) and answers what was released per SKU;
 * nothing to release is not an error. The SKUs are locked first, as every stock writer does.
 */
export async function releaseReservations(
  tx: Tx,
  tenant: TenantContext,
  reference: StockReference,
): Promise<{ variantId: string; quantity: string }[]> {
  checkReference(reference);
  return tx.transaction(async (sp) => {
    const found = await activeReservations(sp, tenant, reference);
    if (!found.length) return [];
    await lockStockItems(
      sp,
      tenant,
      found.map((row) => productItem(row.variant_id)),
    );
    const released = await queryRows<{ variant_id: string; quantity: string }>(
      sp,
      sql`update stock_reservations set state = 'liberada', updated_at = now()
          where company_id = ${tenant.companyId} and reference_type = ${reference.referenceType}
            and reference_id = ${reference.referenceId} and state = 'ativa'
            and product_variant_id = any(${uuidArray(found.map((row) => row.variant_id))}::uuid[])
          returning product_variant_id::text as variant_id, quantity::text as quantity`,
    );
    return released
      .map((row) => ({ variantId: row.variant_id, quantity: row.quantity }))
      .sort((a, b) => a.variantId.localeCompare(b.variantId));
  });
}

/**
 * Ships the lines of a reference (a sales order): ledger 'venda' lines out, taking first from the reference's own
 * reservation (consumed, or reduced when partly shipped) and beyond it only from available stock: never from
 * what other orders hold. Refused with the ledger's 'Estoque insuficiente' message, naming what this reference
 * could take.
 */
export async function shipReserved(
  tx: Tx,
  tenant: TenantContext,
  reference: StockReference,
  lines: readonly SkuLine[],
  options: { notes?: string | null } = {},
): Promise<{ posting: StockPosting; consumed: { variantId: string; quantity: number }[] }> {
  checkReference(reference);
  checkSkuLines(lines);
  return tx.transaction(async (sp) => {
    const { items, reserved } = await lockSkusWithReservations(sp, tenant, lines);
    const own = new Map<string, ReservationRow>();
    for (const row of await activeReservations(sp, tenant, reference)) own.set(row.variant_id, row);
    const budgets = new Map(
      [...items].map(([key, item]) => {
        const held = new Dec(own.get(item.id)?.quantity ?? 0);
        return [key, toFixedString(availableOf(item, reserved).plus(held), 2)];
      }),
    );
    assertWithinBudget(lines, budgets, items);
    const shipped = new Map<string, number>();
    for (const line of lines) {
      const id = items.get(variantKey(line.variantId))!.id;
      shipped.set(id, (shipped.get(id) ?? 0) + line.quantity);
    }
    const consumed = [...shipped]
      .filter(([id]) => own.has(id))
      .map(([id, quantity]) => ({
        id: own.get(id)!.id,
        variantId: id,
        c: Math.min(quantity, Number(own.get(id)!.quantity)),
      }));
    if (consumed.length) {
      await sp.execute(sql`
        update stock_reservations sr
        set state = case when x.c >= sr.quantity then 'consumida' else 'ativa' end,
            quantity = case when x.c >= sr.quantity then sr.quantity else sr.quantity - x.c end,
            updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(consumed.map(({ id, c }) => ({ id, c })))}::jsonb)
          as x(id uuid, c numeric)
        where sr.id = x.id and sr.company_id = ${tenant.companyId}`);
    }
    const posting = await recordStockMovements(sp, tenant, {
      type: 'venda',
      referenceType: reference.referenceType,
      referenceId: reference.referenceId,
      notes: options.notes ?? null,
      lines: lines.map((line) => ({ item: productItem(line.variantId), quantity: `-${line.quantity}` })),
    });
    return { posting, consumed: consumed.map(({ variantId, c }) => ({ variantId, quantity: c })) };
  });
}
