import { describe, expect, it } from 'vitest';
import {
  paymentTermsSchema,
  salesOrderCreateSchema,
  salesOrderLineInputSchema,
  salesOrderListQuerySchema,
} from './sales-orders.ts';

const VARIANT = '0b0e6f2a-4c1d-4f7e-9a55-3c2b1d0e9f11';

describe('sales order contracts', () => {
  it('reads a line: whole positive pieces, a price that is not negative (or none: the table), a % or R$ discount', () => {
    expect(salesOrderLineInputSchema.parse({ variantId: VARIANT, quantity: 3 })).toEqual({
      variantId: VARIANT,
      quantity: 3,
    });
    const messages = (line: object) =>
      salesOrderLineInputSchema
        .safeParse({ variantId: VARIANT, quantity: 1, ...line })
        .error?.issues.map((i) => i.message);
    expect(messages({ quantity: -2 })).toEqual(['A quantidade deve ser maior que zero']);
    expect(messages({ quantity: 1.5 })).toEqual(['Informe a quantidade em peças inteiras']);
    expect(messages({ unitPriceCents: -1 })).toEqual(['O preço não pode ser negativo']);
    expect(messages({ discount: { kind: 'percent', basisPoints: 10_001 } })).toEqual([
      'O desconto não pode passar de 100%',
    ]);
    expect(messages({ discount: { kind: 'amount', cents: -5 } })).toEqual([
      'O desconto não pode ser negativo',
    ]);
    expect(messages({ variantId: 'x' })).toEqual(['Produto (SKU) não encontrado']);
  });

  it('reads payment terms: à vista, days after confirming, or typed dates (dd/mm/aaaa or ISO) and amounts', () => {
    expect(paymentTermsSchema.parse({ kind: 'prazo', days: [30, 60, 90] })).toEqual({
      kind: 'prazo',
      days: [30, 60, 90],
    });
    expect(
      paymentTermsSchema.parse({
        kind: 'personalizado',
        installments: [{ dueDate: '10/01/2030', amountCents: 100 }],
      }),
    ).toEqual({ kind: 'personalizado', installments: [{ dueDate: '2030-01-10', amountCents: 100 }] });
    expect(
      paymentTermsSchema
        .safeParse({ kind: 'personalizado', installments: [{ dueDate: '31/02/2030', amountCents: 0 }] })
        .error?.issues.map((i) => i.message),
    ).toEqual(['Data de vencimento inválida', 'O valor da parcela deve ser maior que zero']);
    expect(paymentTermsSchema.safeParse({ kind: 'prazo', days: [] }).error?.issues[0]?.message).toBe(
      'Informe ao menos um prazo',
    );
  });

  it('defaults a new order to à vista without lines, freight or discount', () => {
    expect(salesOrderCreateSchema.parse({ customerId: VARIANT })).toMatchObject({
      lines: [],
      freightCents: 0,
      paymentTerms: { kind: 'avista' },
    });
    expect(
      salesOrderCreateSchema.safeParse({ customerId: VARIANT, freightCents: -1 }).error?.issues[0]?.message,
    ).toBe('O frete não pode ser negativo');
  });

  it('lists newest first by default and refuses unknown filters', () => {
    expect(salesOrderListQuerySchema.parse({})).toMatchObject({ sort: 'issuedAt', dir: 'desc', page: 1 });
    expect(salesOrderListQuerySchema.parse({ from: '01/11/2026', status: '' })).toMatchObject({
      from: '2026-11-01',
      status: undefined,
    });
    expect(salesOrderListQuerySchema.safeParse({ channel: 'loja' }).error?.issues[0]?.message).toBe(
      'Canal inválido',
    );
  });
});
