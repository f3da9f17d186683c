import { type BatchStatus, batchReached } from '../batch-status.ts';

/** part3 §4 production orders: planejada → em_producao (first batch) → concluida; or cancelada. */
export const PRODUCTION_ORDER_STATUSES = ['planejada', 'em_producao', 'concluida', 'cancelada'] as const;
export type ProductionOrderStatus = (typeof PRODUCTION_ORDER_STATUSES)[number];

/** 'Em Produção' as part2 §4 writes it for a batch: the same words read the same on orders (docs/glossary.md). */
export const PRODUCTION_ORDER_STATUS_LABELS: Record<ProductionOrderStatus, string> = {
  planejada: 'Planejada',
  em_producao: 'Em Produção',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};

export const PRODUCTION_ORDER_PRIORITIES = ['baixa', 'normal', 'alta', 'urgente'] as const;
export type ProductionOrderPriority = (typeof PRODUCTION_ORDER_PRIORITIES)[number];

export const PRODUCTION_ORDER_PRIORITY_LABELS: Record<ProductionOrderPriority, string> = {
  baixa: 'Baixa',
  normal: 'Normal',
  alta: 'Alta',
  urgente: 'Urgente',
};

/** Finished orders: neither late nor open to changes. */
export function isOrderClosed(status: ProductionOrderStatus): boolean {
  return status === 'concluida' || status === 'cancelada';
}

/**
 * The status an order has now. The stored one may lag behind its batches (a batch created by another module, the
 * last pieces packed), so it is derived again: every ordered piece packed → concluida; any batch → em_producao.
 */
export function effectiveOrderStatus(input: {
  stored: ProductionOrderStatus;
  hasBatches: boolean;
  fullyPacked: boolean;
}): ProductionOrderStatus {
  if (isOrderClosed(input.stored)) return input.stored;
  if (input.fullyPacked) return 'concluida';
  if (input.hasBatches || input.stored === 'em_producao') return 'em_producao';
  return 'planejada';
}

/** Every ordered cell has at least its quantity packed (an order without pieces never is). */
export function isFullyPacked(cells: { ordered: number; packed: number }[]): boolean {
  const ordered = cells.filter((c) => c.ordered > 0);
  return ordered.length > 0 && ordered.every((c) => c.packed >= c.ordered);
}

/**
 * A date ('yyyy-MM-dd') that passed: it is before `today` (todayInSaoPaulo()), so it is late from the day after,
 * never on the day itself. The rule under every 'Atrasado' (orders, batches, expected returns).
 */
export function isPastDue(dueDate: string | null | undefined, today: string): boolean {
  return dueDate !== null && dueDate !== undefined && dueDate < today;
}

/** Late: the due date ('yyyy-MM-dd') is before today in São Paulo and the order is still open. */
export function isOrderLate(dueDate: string | null, status: ProductionOrderStatus, today: string): boolean {
  return isPastDue(dueDate, today) && !isOrderClosed(status);
}

/** A batch is late when its due date passed before it was packed. */
export function isBatchLate(dueDate: string | null, status: BatchStatus, today: string): boolean {
  return isPastDue(dueDate, today) && status !== 'embalado';
}

export const ORDER_CANCELLED_MESSAGE = 'Esta ordem está cancelada e não pode ser alterada.';
export const ORDER_CONCLUDED_MESSAGE = 'Esta ordem está concluída e não pode ser alterada.';

/** Why an order cannot be cancelled, or null: only open orders whose batches were not cut yet. */
export function cancelOrderBlock(status: ProductionOrderStatus, batchStatuses: BatchStatus[]): string | null {
  if (status === 'cancelada') return 'Esta ordem já está cancelada.';
  if (status === 'concluida') return 'Uma ordem concluída não pode ser cancelada.';
  if (batchStatuses.some((s) => batchReached(s, 'cortado')))
    return 'A ordem tem lotes já cortados e não pode ser cancelada.';
  return null;
}

/** Why an order cannot be concluded by hand, or null: it needs batches, all of them packed. */
export function concludeOrderBlock(
  status: ProductionOrderStatus,
  batchStatuses: BatchStatus[],
): string | null {
  if (status === 'cancelada') return ORDER_CANCELLED_MESSAGE;
  if (status === 'concluida') return 'Esta ordem já está concluída.';
  if (batchStatuses.length === 0) return 'A ordem ainda não tem lotes.';
  if (batchStatuses.some((s) => s !== 'embalado'))
    return 'Todos os lotes precisam estar embalados para concluir a ordem.';
  return null;
}
