import type { StockItemOption } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { emptyLine, manualFormSchema, toManualBody } from './stock-form';

const option: StockItemOption = {
  kind: 'material',
  id: '0190f5c4-8f7a-7000-8000-000000000001',
  materialId: '0190f5c4-8f7a-7000-8000-000000000002',
  productId: null,
  name: 'Malha PV',
  variantLabel: 'Azul',
  sku: null,
  unit: 'm',
  stock: '10.00',
  minimumStock: '5.00',
  belowMinimum: false,
  lastCostCents: 1890,
  active: true,
};

describe('manual entry form', () => {
  it('turns typed reais and pt-BR quantities into the API body', () => {
    const values = manualFormSchema.parse({
      type: 'entrada',
      supplierId: '',
      notes: 'NF 12',
      lines: [
        { ...emptyLine(option), quantity: '12,5', unitCostCents: '18,90' },
        { ...emptyLine(option), quantity: '1', unitCostCents: '' },
      ],
    });
    expect(toManualBody(values)).toEqual({
      type: 'entrada',
      supplierId: null,
      notes: 'NF 12',
      lines: [
        { item: { kind: 'material', variationId: option.id }, quantity: '12.50', unitCostCents: 1890 },
        { item: { kind: 'material', variationId: option.id }, quantity: '1.00', unitCostCents: null },
      ],
    });
  });

  it('sends no cost or supplier with a withdrawal', () => {
    const values = manualFormSchema.parse({
      type: 'saida',
      supplierId: option.materialId,
      lines: [{ ...emptyLine(option), quantity: '2', unitCostCents: '5,00' }],
    });
    const body = toManualBody(values);
    expect(body.supplierId).toBeNull();
    expect(body.lines[0]!.unitCostCents).toBeNull();
  });

  it('explains a line without item or quantity in Portuguese', () => {
    const result = manualFormSchema.safeParse({ type: 'entrada', lines: [emptyLine()] });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages['lines.0.item']).toBe('Escolha o item');
    expect(messages['lines.0.quantity']).toBe('Quantidade inválida');
    const none = manualFormSchema.safeParse({ type: 'entrada', lines: [] });
    expect(none.error!.issues[0]!.message).toBe('Inclua ao menos um item');
  });
});
