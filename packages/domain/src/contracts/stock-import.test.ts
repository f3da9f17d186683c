import { describe, expect, it } from 'vitest';
import {
  checkStockImportLine,
  checkStockImportLines,
  resolveStockImport,
  type StockImportCatalogue,
} from './stock-import.ts';

describe('checkStockImportLine', () => {
  it('reads a material line and a SKU line with pt-BR numbers', () => {
    expect(
      checkStockImportLine({
        Material: 'Malha PV',
        Variação: '',
        Quantidade: '1.250,5',
        'Custo unitário': 'R$ 32,90',
      }),
    ).toEqual({
      ok: true,
      input: {
        item: { kind: 'material', material: 'Malha PV', variation: '' },
        quantity: '1250.50',
        unitCostCents: 3290,
      },
    });
    expect(checkStockImportLine({ SKU: 'CAM-01-PT-P', Quantidade: '12' })).toEqual({
      ok: true,
      input: { item: { kind: 'product', code: 'CAM-01-PT-P' }, quantity: '12.00', unitCostCents: null },
    });
  });

  it('asks for one item, a quantity above zero with 2 decimals at most and a valid cost', () => {
    expect(checkStockImportLine({ Quantidade: '' })).toEqual({
      ok: false,
      messages: ['Item: informe o material ou o SKU', 'Quantidade: informe a quantidade'],
    });
    expect(
      checkStockImportLine({ Material: 'A', SKU: 'B', Quantidade: '0', 'Custo unitário': 'barato' }),
    ).toEqual({
      ok: false,
      messages: [
        'Item: informe o material ou o SKU, não os dois',
        'Quantidade: Informe um valor maior que zero',
        'Custo unitário: Valor inválido',
      ],
    });
    expect(checkStockImportLine({ SKU: 'B', Variação: 'Azul', Quantidade: '1,234' })).toEqual({
      ok: false,
      messages: [
        'Variação: só vale para materiais; o SKU já diz cor e tamanho',
        'Quantidade: Use no máximo 2 casas decimais',
      ],
    });
  });
});

const catalogue: StockImportCatalogue = {
  materials: [
    {
      name: 'Malha PV',
      unit: 'kg',
      active: true,
      variations: [
        { id: 'mv-default', name: 'Padrão', isDefault: true, active: true },
        { id: 'mv-azul', name: 'Azul / P', isDefault: false, active: true },
        { id: 'mv-old', name: 'Verde', isDefault: false, active: false },
      ],
    },
    {
      name: 'Botão',
      unit: 'un',
      active: true,
      variations: [
        { id: 'b-p', name: 'P', isDefault: false, active: true },
        { id: 'b-g', name: 'G', isDefault: false, active: true },
      ],
    },
    { name: 'Velho', unit: 'm', active: false, variations: [] },
  ],
  variants: [
    { id: 'pv-1', sku: 'CAM-01-PT-P', barcode: '7891234567895', unit: 'un', active: true },
    { id: 'pv-2', sku: 'CAM-01-PT-M', barcode: '7891234567901', unit: 'un', active: false },
  ],
};

describe('resolveStockImport', () => {
  it('finds each item, checks its unit’s decimals, and refuses two lines on one item', () => {
    const checked = checkStockImportLines([
      { line: 2, values: { Material: 'malha pv', Quantidade: '10,5', 'Custo unitário': '30' } },
      { line: 3, values: { Material: 'Malha PV', Variação: 'azul / p', Quantidade: '2' } },
      { line: 4, values: { Material: 'Malha PV', Variação: 'Padrão', Quantidade: '1' } },
      { line: 5, values: { SKU: 'cam-01-pt-p', Quantidade: '3' } },
      { line: 6, values: { SKU: '7891234567895', Quantidade: '3' } },
      { line: 7, values: { Material: 'Botão', Variação: 'P', Quantidade: '2,5' } },
      { line: 8, values: { Material: 'Botão', Quantidade: '2' } },
      { line: 9, values: { Material: 'Malha PV', Variação: 'Vermelho', Quantidade: '2' } },
      { line: 10, values: { Material: 'Malha PV', Variação: 'Verde', Quantidade: '2' } },
      { line: 11, values: { Material: 'Velho', Quantidade: '2' } },
      { line: 12, values: { Material: 'Seda', Quantidade: '2' } },
      { line: 13, values: { SKU: 'CAM-01-PT-M', Quantidade: '2' } },
      { line: 14, values: { SKU: 'NADA', Quantidade: '2' } },
    ]);
    expect(checked.errors).toEqual([]);
    const resolved = resolveStockImport(checked.valid, catalogue);
    expect(resolved.ready).toEqual([
      {
        line: 2,
        item: { kind: 'material', variationId: 'mv-default' },
        quantity: '10.50',
        unitCostCents: 3000,
      },
      { line: 3, item: { kind: 'material', variationId: 'mv-azul' }, quantity: '2.00', unitCostCents: null },
      { line: 5, item: { kind: 'product', variantId: 'pv-1' }, quantity: '3.00', unitCostCents: null },
    ]);
    expect(resolved.errors).toEqual([
      { line: 4, messages: ['Item: repetido (já está na linha 2)'] },
      { line: 6, messages: ['Item: repetido (já está na linha 5)'] },
      { line: 7, messages: ['Quantidade: em un use números inteiros'] },
      { line: 8, messages: ['Variação: informe qual de Botão (P, G)'] },
      { line: 9, messages: ['Variação: “Vermelho” não existe em Malha PV (use Padrão, Azul / P)'] },
      { line: 10, messages: ['Variação: “Verde” está inativa'] },
      { line: 11, messages: ['Material: “Velho” está inativo'] },
      { line: 12, messages: ['Material: “Seda” não está cadastrado'] },
      { line: 13, messages: ['SKU: “CAM-01-PT-M” está inativo'] },
      { line: 14, messages: ['SKU: “NADA” não está cadastrado'] },
    ]);
  });
});
