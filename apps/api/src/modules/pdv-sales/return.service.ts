import {
  PDV_SALE_MESSAGES,
  type PdvReturn,
  type PdvReturnInput,
  type pdvReturnInputSchema,
  returnRefundCents,
  soldLineNets,
} from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { currentOpenSession, recordSessionEntries } from '../cash-sessions/index.ts';
import { queryRows, returnToStock } from '../stock/index.ts';
import { getPdvSale } from './read.service.ts';

export type PdvReturnData = z.output<typeof pdvReturnInputSchema>;

/**
 * POST /api/pdv/sales/:id/returns (part4 §1 'Returns and exchanges'): the pieces go back into stock ('devolucao'
 * under the sale), the lines count them as returned, and their value (their share of every discount) leaves the
 * user's open session in cash as a 'Devolução'. An exchange is this followed by a new sale.
 */
export async function returnPdvItems(
  tx: Tx,
  tenant: TenantContext,
  saleId: string,
  input: PdvReturnData,
): Promise<PdvReturn> {
  const sale = await getPdvSale(tx, tenant, saleId);
  const session = await currentOpenSession(tx, tenant.userId);
  if (!session) throw conflict(PDV_SALE_MESSAGES.noSession);
  // The sale's lines, locked: two returns of one line run one after the other.
  const locked = await queryRows<{
    id: string;
    quantity: number;
    total_cents: string;
    returned_quantity: number;
  }>(
    tx,
    sql`select id::text, quantity, total_cents::text, returned_quantity from sales_order_items
        where order_id = ${sale.id} and company_id = ${tenant.companyId} order by position for update`,
  );
  const soldLines = locked.map((line) => ({
    quantity: line.quantity,
    totalCents: Number(line.total_cents),
    returnedQuantity: line.returned_quantity,
  }));
  const nets = soldLineNets(soldLines, sale.discountCents);
  const byId = new Map(locked.map((line, index) => [line.id, index]));
  const returning = new Map<number, number>();
  for (const [index, line] of input.lines.entries()) {
    const at = byId.get(line.lineId.toLowerCase());
    if (at === undefined) throw invalid({ [`lines.${index}.lineId`]: PDV_SALE_MESSAGES.lineNotFound });
    const quantity = (returning.get(at) ?? 0) + line.quantity;
    const sold = soldLines[at]!;
    if (quantity > sold.quantity - sold.returnedQuantity) {
      throw invalid({ [`lines.${index}.quantity`]: PDV_SALE_MESSAGES.returnBeyond });
    }
    returning.set(at, quantity);
  }
  let refund = 0;
  for (const [at, quantity] of returning) refund += returnRefundCents(soldLines[at]!, nets[at]!, quantity);
  await returnToStock(tx, tenant, {
    referenceType: 'pdv_sale',
    referenceId: sale.id,
    notes: `Devolução ${sale.code}`,
    lines: [...returning].map(([at, quantity]) => ({ variantId: sale.lines[at]!.variantId, quantity })),
  });
  for (const [at, quantity] of returning) {
    await tx.execute(
      sql`update sales_order_items set returned_quantity = returned_quantity + ${quantity}
          where id = ${locked[at]!.id} and company_id = ${tenant.companyId}`,
    );
  }
  if (refund > 0) {
    await recordSessionEntries(tx, session.id, [
      {
        type: 'devolucao',
        method: 'dinheiro',
        amountCents: refund,
        reason: input.reason ? `${sale.code}: ${input.reason}` : sale.code,
        documentId: sale.id,
        userId: tenant.userId,
      },
    ]);
  }
  await tx.execute(
    sql`update sales_orders set updated_at = now() where id = ${sale.id} and company_id = ${tenant.companyId}`,
  );
  return { sale: await getPdvSale(tx, tenant, sale.id), refundCents: refund };
}

export type { PdvReturnInput };
