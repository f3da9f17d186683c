import { describe, expect, it } from 'vitest';
import {
  insufficientStockMessage,
  stockAdjustmentSchema,
  stockManualDocumentSchema,
  stockMovementListQuerySchema,
} from './stock.ts';

describe('insufficientStockMessage', () => {
  it('follows the specification, with pt-BR numbers', () => {
    expect(insufficientStockMessage('Malha PV', 'Azul', '3', '5.5')).toBe(
      'Estoque insuficiente para Malha PV Azul. Disponível: 3,00, Necessário: 5,50',
    );
    expect(insufficientStockMessage('REF-1 Camiseta', 'Preto M', '1234.5', '2000')).toBe(
      'Estoque insuficiente para REF-1 Camiseta Preto M. Disponível: 1.234,50, Necessário: 2.000,00',
    );
  });

  it('leaves just the name when there is no colour', () => {
    expect(insufficientStockMessage('Elástico', null, '0', '1')).toBe(
      'Estoque insuficiente para Elástico. Disponível: 0,00, Necessário: 1,00',
    );
    expect(insufficientStockMessage('Elástico', '  ', '0', '1')).toBe(
      'Estoque insuficiente para Elástico. Disponível: 0,00, Necessário: 1,00',
    );
  });
});

describe('stock contracts', () => {
  const item = { kind: 'material', variationId: '0190f5c4-8f7a-7000-8000-000000000001' };

  it('normalises manual lines and refuses bad ones in Portuguese', () => {
    const ok = stockManualDocumentSchema.parse({ type: 'saida', lines: [{ item, quantity: '1,5' }] });
    expect(ok.lines[0]!.quantity).toBe('1.50');
    expect(ok.supplierId).toBeNull();
    const bad = stockManualDocumentSchema.safeParse({
      type: 'entrada',
      lines: [{ item: { kind: 'x' }, quantity: 1 }],
    });
    expect(bad.error?.issues[0]?.message).toBe('Escolha o item');
  });

  it('accepts a count of zero but needs a reason', () => {
    expect(stockAdjustmentSchema.parse({ item, countedQuantity: 0, notes: 'Perda' }).countedQuantity).toBe(
      '0.00',
    );
    expect(
      stockAdjustmentSchema.safeParse({ item, countedQuantity: 0, notes: '' }).error?.issues[0]?.message,
    ).toBe('Informe o motivo do ajuste');
  });

  it('takes only real calendar days as the period', () => {
    expect(stockMovementListQuerySchema.safeParse({ from: '2026-02-28' }).success).toBe(true);
    expect(stockMovementListQuerySchema.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(stockMovementListQuerySchema.safeParse({ to: '2028-02-29' }).success).toBe(true);
    expect(stockMovementListQuerySchema.parse({}).pageSize).toBe(50);
  });
});
