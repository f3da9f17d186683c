import { describe, expect, it } from 'vitest';
import {
  allowedSalesOrderTransitions,
  canCancelSalesOrder,
  canMoveSalesOrder,
  isSalesOrderStatus,
  nextSalesOrderStatus,
  SALES_ORDER_RESERVING_STATUSES,
  SALES_ORDER_STATUS_LABELS,
  SALES_ORDER_STATUS_TONES,
  SALES_ORDER_STATUSES,
  type SalesOrderStatus,
  salesOrderTransitionError,
} from './order-status.ts';

describe('sales order status flow', () => {
  it('has part4 statuses in order with pt-BR labels', () => {
    expect(SALES_ORDER_STATUSES).toEqual([
      'orcamento',
      'confirmado',
      'separado',
      'faturado',
      'enviado',
      'entregue',
      'cancelado',
    ]);
    expect(Object.values(SALES_ORDER_STATUS_LABELS)).toEqual([
      'Orçamento',
      'Confirmado',
      'Separado',
      'Faturado',
      'Enviado',
      'Entregue',
      'Cancelado',
    ]);
  });

  it('gives each status its own badge tone', () => {
    expect(SALES_ORDER_STATUS_TONES).toEqual({
      orcamento: 'slate',
      confirmado: 'blue',
      separado: 'amber',
      faturado: 'purple',
      enviado: 'cyan',
      entregue: 'emerald',
      cancelado: 'red',
    });
  });

  it('moves forward one step at a time', () => {
    expect(nextSalesOrderStatus('orcamento')).toBe('confirmado');
    expect(nextSalesOrderStatus('confirmado')).toBe('separado');
    expect(nextSalesOrderStatus('separado')).toBe('faturado');
    expect(nextSalesOrderStatus('faturado')).toBe('enviado');
    expect(nextSalesOrderStatus('enviado')).toBe('entregue');
    expect(nextSalesOrderStatus('entregue')).toBeNull();
    expect(nextSalesOrderStatus('cancelado')).toBeNull();
  });

  it('cancels from any state before enviado, never after', () => {
    const cancellable = SALES_ORDER_STATUSES.filter(canCancelSalesOrder);
    expect(cancellable).toEqual(['orcamento', 'confirmado', 'separado', 'faturado']);
    expect(allowedSalesOrderTransitions('faturado')).toEqual(['enviado', 'cancelado']);
    expect(allowedSalesOrderTransitions('enviado')).toEqual(['entregue']);
    expect(allowedSalesOrderTransitions('entregue')).toEqual([]);
    expect(allowedSalesOrderTransitions('cancelado')).toEqual([]);
  });

  it('allows exactly the eleven moves of the flow', () => {
    const allowed: string[] = [];
    for (const from of SALES_ORDER_STATUSES) {
      for (const to of SALES_ORDER_STATUSES) {
        if (canMoveSalesOrder(from, to)) allowed.push(`${from}>${to}`);
        expect(salesOrderTransitionError(from, to) === null).toBe(canMoveSalesOrder(from, to));
      }
    }
    expect(allowed).toEqual([
      'orcamento>confirmado',
      'orcamento>cancelado',
      'confirmado>separado',
      'confirmado>cancelado',
      'separado>faturado',
      'separado>cancelado',
      'faturado>enviado',
      'faturado>cancelado',
      'enviado>entregue',
    ]);
  });

  it('explains a refused move in Portuguese', () => {
    expect(salesOrderTransitionError('confirmado', 'entregue')).toBe(
      "Não é possível passar o pedido de 'Confirmado' para 'Entregue'.",
    );
    expect(salesOrderTransitionError('separado', 'confirmado')).toBe(
      "Não é possível passar o pedido de 'Separado' para 'Confirmado'.",
    );
    expect(salesOrderTransitionError('enviado', 'cancelado')).toBe(
      'Um pedido enviado não pode ser cancelado.',
    );
    expect(salesOrderTransitionError('entregue', 'cancelado')).toBe(
      'Um pedido entregue não pode ser cancelado.',
    );
    expect(salesOrderTransitionError('cancelado', 'confirmado')).toBe('Este pedido está cancelado.');
    expect(salesOrderTransitionError('cancelado', 'cancelado')).toBe('Este pedido está cancelado.');
    expect(salesOrderTransitionError('orcamento', 'orcamento')).toBe(
      "Não é possível passar o pedido de 'Orçamento' para 'Orçamento'.",
    );
  });

  it('knows its statuses and which hold reservations', () => {
    expect(isSalesOrderStatus('faturado')).toBe(true);
    expect(isSalesOrderStatus('pago')).toBe(false);
    expect(isSalesOrderStatus('')).toBe(false);
    expect([...SALES_ORDER_RESERVING_STATUSES]).toEqual<SalesOrderStatus[]>([
      'confirmado',
      'separado',
      'faturado',
    ]);
  });
});
