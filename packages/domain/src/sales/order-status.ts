/**
 * part4 §1: the status flow of a sales order. Forward one step at a time; 'cancelado' from any state before
 * 'enviado'. Each change is a history entry (user, time).
 */
export const SALES_ORDER_STATUSES = [
  'orcamento',
  'confirmado',
  'separado',
  'faturado',
  'enviado',
  'entregue',
  'cancelado',
] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

export const SALES_ORDER_STATUS_LABELS: Record<SalesOrderStatus, string> = {
  orcamento: 'Orçamento',
  confirmado: 'Confirmado',
  separado: 'Separado',
  faturado: 'Faturado',
  enviado: 'Enviado',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

export type SalesOrderStatusTone = 'slate' | 'blue' | 'amber' | 'purple' | 'cyan' | 'emerald' | 'red';
export const SALES_ORDER_STATUS_TONES: Record<SalesOrderStatus, SalesOrderStatusTone> = {
  orcamento: 'slate',
  confirmado: 'blue',
  separado: 'amber',
  faturado: 'purple',
  enviado: 'cyan',
  entregue: 'emerald',
  cancelado: 'red',
};

const NEXT: Partial<Record<SalesOrderStatus, SalesOrderStatus>> = {
  orcamento: 'confirmado',
  confirmado: 'separado',
  separado: 'faturado',
  faturado: 'enviado',
  enviado: 'entregue',
};

/** The states an order may still be cancelled from: every state before 'enviado'. */
export const SALES_ORDER_CANCELLABLE_STATUSES = [
  'orcamento',
  'confirmado',
  'separado',
  'faturado',
] as const satisfies readonly SalesOrderStatus[];

/** Confirmed and not yet shipped: the order holds finished stock reserved for it. */
export const SALES_ORDER_RESERVING_STATUSES = [
  'confirmado',
  'separado',
  'faturado',
] as const satisfies readonly SalesOrderStatus[];

export function isSalesOrderStatus(value: string): value is SalesOrderStatus {
  return (SALES_ORDER_STATUSES as readonly string[]).includes(value);
}

export function canCancelSalesOrder(status: SalesOrderStatus): boolean {
  return (SALES_ORDER_CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/** The one next status in the flow; null at the end ('entregue') and for a cancelled order. */
export function nextSalesOrderStatus(status: SalesOrderStatus): SalesOrderStatus | null {
  return NEXT[status] ?? null;
}

/** Where the order may go from `status`: the next step and, before 'enviado', 'cancelado'. */
export function allowedSalesOrderTransitions(status: SalesOrderStatus): SalesOrderStatus[] {
  const next = nextSalesOrderStatus(status);
  return [...(next ? [next] : []), ...(canCancelSalesOrder(status) ? (['cancelado'] as const) : [])];
}

export function canMoveSalesOrder(from: SalesOrderStatus, to: SalesOrderStatus): boolean {
  return allowedSalesOrderTransitions(from).includes(to);
}

/** Why the move is refused, in pt-BR; null when it is allowed. */
export function salesOrderTransitionError(from: SalesOrderStatus, to: SalesOrderStatus): string | null {
  if (canMoveSalesOrder(from, to)) return null;
  if (from === 'cancelado') return 'Este pedido está cancelado.';
  if (to === 'cancelado') {
    return `Um pedido ${SALES_ORDER_STATUS_LABELS[from].toLowerCase()} não pode ser cancelado.`;
  }
  return `Não é possível passar o pedido de '${SALES_ORDER_STATUS_LABELS[from]}' para '${SALES_ORDER_STATUS_LABELS[to]}'.`;
}
