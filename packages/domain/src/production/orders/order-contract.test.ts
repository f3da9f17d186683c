import { describe, expect, it } from 'vitest';
import {
  productionOrderInputSchema,
  productionOrderListQuerySchema,
  productionOrderUpdateSchema,
} from '../../contracts/production-orders.ts';
import { todayInSaoPaulo } from '../../format/dates.ts';

const color = '11111111-1111-4111-8111-111111111111';
const product = '22222222-2222-4222-8222-222222222222';

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const valid = {
  productId: product,
  items: [
    { colorId: color, size: 'P', quantity: '10' },
    { colorId: color, size: 'M', quantity: '' },
  ],
  dueDate: todayInSaoPaulo(),
};

describe('productionOrderInputSchema', () => {
  it('accepts a grid typed as text, a due date typed dd/MM/yyyy, and defaults the priority', () => {
    const [y, m, d] = shiftDays(todayInSaoPaulo(), 3).split('-');
    const parsed = productionOrderInputSchema.parse({ ...valid, dueDate: `${d}/${m}/${y}` });
    expect(parsed.items.map((i) => i.quantity)).toEqual([10, 0]);
    expect(parsed.dueDate).toBe(`${y}-${m}-${d}`);
    expect(parsed.priority).toBe('normal');
  });

  it('asks for at least one piece in the grid', () => {
    const result = productionOrderInputSchema.safeParse({
      ...valid,
      items: [{ colorId: color, size: 'P', quantity: 0 }],
    });
    expect(errorsOf(result)).toEqual({ items: 'Informe ao menos uma quantidade na grade' });
    expect(errorsOf(productionOrderInputSchema.safeParse({ ...valid, items: [] }))).toEqual({
      items: 'Informe ao menos uma quantidade na grade',
    });
  });

  it('refuses fractions, negatives, text and repeated cells, naming the cell', () => {
    const result = productionOrderInputSchema.safeParse({
      ...valid,
      items: [
        { colorId: color, size: 'P', quantity: '1,5' },
        { colorId: color, size: 'M', quantity: -2 },
        { colorId: color, size: 'G', quantity: 'dez' },
        { colorId: color, size: 'GG', quantity: 2_000_000 },
      ],
    });
    expect(errorsOf(result)).toMatchObject({
      'items.0.quantity': 'Use números inteiros',
      'items.1.quantity': 'A quantidade não pode ser negativa',
      'items.2.quantity': 'Quantidade inválida',
      'items.3.quantity': 'Quantidade alta demais',
    });
    const repeated = productionOrderInputSchema.safeParse({
      ...valid,
      items: [
        { colorId: color, size: 'P', quantity: 1 },
        { colorId: color, size: 'P', quantity: 2 },
      ],
    });
    expect(errorsOf(repeated)).toEqual({ 'items.1.size': 'Cor e tamanho repetidos na grade' });
    expect(
      productionOrderInputSchema.parse({
        ...valid,
        items: [{ colorId: color, size: 'P', quantity: '1.200' }],
      }).items[0]!.quantity,
    ).toBe(1200);
  });

  it('refuses a due date in the past (São Paulo calendar), an impossible one and none', () => {
    expect(
      errorsOf(productionOrderInputSchema.safeParse({ ...valid, dueDate: shiftDays(todayInSaoPaulo(), -1) })),
    ).toEqual({
      dueDate: 'A data de entrega não pode estar no passado',
    });
    expect(errorsOf(productionOrderInputSchema.safeParse({ ...valid, dueDate: '31/02/2030' }))).toEqual({
      dueDate: 'Data inválida',
    });
    expect(errorsOf(productionOrderInputSchema.safeParse({ ...valid, dueDate: '' }))).toEqual({
      dueDate: 'Informe a data de entrega',
    });
  });

  it('asks for a product and a known priority', () => {
    expect(
      errorsOf(productionOrderInputSchema.safeParse({ ...valid, productId: '', priority: 'maxima' })),
    ).toEqual({
      productId: 'Selecione o produto',
      priority: 'Escolha a prioridade',
    });
  });
});

describe('productionOrderUpdateSchema', () => {
  it('lets an edit keep a past due date (the service refuses only a change into the past)', () => {
    expect(productionOrderUpdateSchema.parse({ dueDate: '2020-01-10' })).toEqual({ dueDate: '2020-01-10' });
    expect(productionOrderUpdateSchema.parse({ notes: '  ' })).toEqual({ notes: null });
  });
});

describe('productionOrderListQuerySchema', () => {
  it('reads filters from the URL, blank meaning unfiltered, newest first by default', () => {
    const query = productionOrderListQuerySchema.parse({ status: '', late: '1', dueTo: '31/12/2030' });
    expect(query).toMatchObject({ sort: 'code', dir: 'desc', late: true, dueTo: '2030-12-31' });
    expect(query.status).toBeUndefined();
    expect(productionOrderListQuerySchema.safeParse({ productId: 'x' }).success).toBe(false);
  });
});
