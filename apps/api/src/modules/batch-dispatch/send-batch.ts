import {
  BATCH_DISPATCH_MESSAGES,
  type BatchSendResult,
  type BatchStatus,
  type batchSendSchema,
  Dec,
  defaultExpectedReturn,
  dispatchQuantityOf,
  isUuid,
  missingVariationMessages,
  SUPPLY_SHORTAGE_TITLE,
  type SupplyRequirement,
  supplyShortages,
  todayInSaoPaulo,
  toFixedString,
} from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import type { RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { logger } from '../../platform/log/logger.ts';
import { safeError } from '../../platform/log/safe-error.ts';
import { lockBatch, moveBatchStatus } from '../batch-state/index.ts';
import { outworkers } from '../outworkers/schema.ts';
import type { PushService } from '../push/index.ts';
import { type LedgerLine, recordStockMovements } from '../stock/index.ts';
import { afterDispatch } from './after-send.ts';
import { dispatchBlockedReason } from './get-dispatch.ts';
import { loadSupplyPlan } from './supply-plan.ts';

type SendInput = z.output<typeof batchSendSchema>;

/** The workshop chosen: this company's, and active. */
async function findSendableOutworker(tx: Tx, tenant: TenantContext, id: string) {
  if (!isUuid(id)) throw notFound(BATCH_DISPATCH_MESSAGES.outworkerNotFound);
  const [row] = await tx
    .select({
      id: outworkers.id,
      name: outworkers.name,
      status: outworkers.status,
      capacityPerDay: outworkers.capacityPerDay,
    })
    .from(outworkers)
    .where(and(eq(outworkers.id, id), eq(outworkers.companyId, tenant.companyId)));
  if (!row) throw notFound(BATCH_DISPATCH_MESSAGES.outworkerNotFound);
  if (row.status !== 'ativo') throw conflict(BATCH_DISPATCH_MESSAGES.outworkerInactive);
  return row;
}

/** 'Linha 120 Preto', 'Etiqueta de composição Tamanho P', 'Saco plástico Padrão': what a ledger line moved. */
export function supplyLabel(supply: SupplyRequirement): string {
  const where =
    supply.basis === 'size'
      ? `Tamanho ${supply.size}`
      : supply.basis === 'color'
        ? supply.colorName
        : supply.variation?.name;
  return [supply.materialName, where].filter(Boolean).join(' ');
}

/**
 * part2 'Send batch to workshop' in one transaction: the batch is locked and must be 'cortado'; the supplies are
 * recomputed here from the sheet in force, the cut grid and the stock locked now (the page's lines are never
 * trusted, only its adjusted quantities, by line key); any missing variation or shortage refuses the whole send;
 * then each line leaves stock per colour and size (envio_faccao, referenced to the batch) and the batch moves to
 * 'enviado' at the workshop. Any error rolls everything back. The log and notification run after commit.
 */
export async function sendBatchToWorkshop(
  tx: Tx,
  tenant: TenantContext,
  batchId: string,
  input: SendInput,
  services: Pick<RouteServices, 'defer'> & { push?: PushService },
): Promise<BatchSendResult> {
  const batch = await lockBatch(tx, tenant, batchId);
  const blocked = dispatchBlockedReason(batch.status);
  if (blocked) throw conflict(blocked);
  const outworker = await findSendableOutworker(tx, tenant, input.outworkerId);
  const plan = await loadSupplyPlan(tx, tenant, batch, { lock: true });
  if (!plan.sheet) throw conflict(BATCH_DISPATCH_MESSAGES.noCosts);
  const supplies = plan.supplies;
  if (!supplies.length) throw conflict(BATCH_DISPATCH_MESSAGES.noSupplies);

  const known = new Set(supplies.map((supply) => supply.key));
  if (input.quantities.some((line) => !known.has(line.key))) {
    throw conflict(BATCH_DISPATCH_MESSAGES.suppliesChanged);
  }
  const quantities = new Map(input.quantities.map((line) => [line.key, line.quantity]));
  const missing = missingVariationMessages(supplies, quantities);
  if (missing.length) throw conflict(missing.join('\n'));
  const shortages = supplyShortages(supplies, quantities);
  if (shortages.length) {
    throw conflict(
      [SUPPLY_SHORTAGE_TITLE, ...shortages].join('\n'),
      Object.fromEntries(shortages.map((line, index) => [`shortages.${index}`, line])),
    );
  }

  const lines: LedgerLine[] = [];
  for (const supply of supplies) {
    const quantity = new Dec(dispatchQuantityOf(supply, quantities));
    if (!quantity.gt(0) || !supply.variation) continue;
    lines.push({
      item: { kind: 'material', variationId: supply.variation.id },
      quantity: toFixedString(quantity.negated(), 2),
      notes: supplyLabel(supply),
    });
  }
  const posting = lines.length
    ? await recordStockMovements(tx, tenant, {
        type: 'envio_faccao',
        referenceType: 'production_batch',
        referenceId: batch.id,
        origin: 'Estoque',
        destination: outworker.name,
        notes: `Envio do lote ${batch.code} para ${outworker.name}`,
        lines,
      })
    : null;

  const expectedReturnDate =
    input.expectedReturnDate ??
    defaultExpectedReturn(todayInSaoPaulo(), batch.totalQuantity, outworker.capacityPerDay);
  let sent: typeof batch;
  try {
    sent = await moveBatchStatus(tx, tenant, batch, 'enviado', {
      notes: input.observations ?? null,
      set: { outworkerId: outworker.id, expectedReturnDate },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ batchId: batch.id, err: safeError(error) }, 'batch status move failed while sending');
    // part2 §8; the thrown error rolls the stock lines back with the rest of the transaction.
    throw new AppError('INTERNAL', BATCH_DISPATCH_MESSAGES.statusError);
  }

  const event = {
    companyId: tenant.companyId,
    companyName: tenant.companyName,
    userId: tenant.userId,
    batchId: batch.id,
    batchCode: batch.code,
    outworkerId: outworker.id,
    outworkerName: outworker.name,
    stockDocumentId: posting?.documentId ?? null,
    movedLines: lines.length,
  };
  services.defer(() => afterDispatch(event, services.push));
  return {
    id: sent.id,
    code: sent.code,
    status: sent.status as BatchStatus,
    outworkerId: sent.outworkerId,
    outworkerName: outworker.name,
    sentAt: sent.sentAt ? sent.sentAt.toISOString() : null,
    expectedReturnDate: sent.expectedReturnDate,
    notes: input.observations ?? null,
    stockDocumentId: event.stockDocumentId,
    movedLines: lines.length,
  };
}
