import { describe, expect, it } from 'vitest';
import {
  checkProductImportLine,
  checkProductImportLines,
  resolveProductImport,
  splitImportColors,
} from './product-import.ts';

const line = (values: Record<string, string>) => ({
  Referência: 'CAM-01',
  Nome: 'Camiseta básica',
  Grade: 'Adulto',
  Cores: 'Preto | Branco',
  ...values,
});

describe('splitImportColors', () => {
  it('splits on |, ; and , and drops blanks', () => {
    expect(splitImportColors(' Preto |Azul  marinho;; Branco, ')).toEqual([
      'Preto',
      'Azul marinho',
      'Branco',
    ]);
  });
});

describe('checkProductImportLine', () => {
  it('reads the product form’s fields, the grid by name and each colour once', () => {
    const check = checkProductImportLine(
      line({ 'Preço de venda': 'R$ 89,90', NCM: '6109.10.00', Cores: 'Preto | preto | Branco' }),
    );
    expect(check).toEqual({
      ok: true,
      input: expect.objectContaining({
        reference: 'CAM-01',
        name: 'Camiseta básica',
        salePriceCents: 8990,
        ncm: '61091000',
        gridName: 'Adulto',
        colorNames: ['Preto', 'Branco'],
      }),
    });
  });

  it('names the column of each problem', () => {
    const check = checkProductImportLine({ Nome: 'Sem ref', 'Preço de venda': 'caro', NCM: '12' });
    expect(check).toEqual({
      ok: false,
      messages: [
        'Referência: Referência é obrigatória',
        'Preço de venda: Preço inválido',
        'NCM: NCM deve ter 8 dígitos',
        'Grade: informe o nome de uma grade cadastrada',
        'Cores: informe ao menos uma cor',
      ],
    });
  });

  it('refuses more than 60 colours and a colour name over 60 characters', () => {
    const many = Array.from({ length: 61 }, (_, i) => `Cor ${i}`).join('|');
    expect(checkProductImportLine(line({ Cores: many }))).toEqual({
      ok: false,
      messages: ['Cores: no máximo 60 cores por produto'],
    });
    expect(checkProductImportLine(line({ Cores: 'x'.repeat(61) }))).toEqual({
      ok: false,
      messages: [`Cores: “${'x'.repeat(20)}…” passa de 60 caracteres`],
    });
  });
});

describe('checkProductImportLines and resolveProductImport', () => {
  it('refuses a repeated reference, an unknown grid and a reference taken; new colours are listed once', () => {
    const checked = checkProductImportLines([
      { line: 2, values: line({ Cores: 'Preto | Vinho' }) },
      { line: 3, values: line({ Nome: 'Outra' }) },
      { line: 4, values: line({ Referência: 'BER-01', Grade: 'Infantil' }) },
      { line: 5, values: line({ Referência: 'VES-01', Cores: 'vinho|Azul' }) },
      { line: 6, values: line({ Referência: 'old-1', Grade: 'adulto' }) },
    ]);
    expect(checked.errors).toEqual([{ line: 3, messages: ['Referência: repetido (já está na linha 2)'] }]);
    const resolved = resolveProductImport(checked.valid, {
      grids: [{ id: 'g1', name: 'Adulto', sizes: ['P', 'M', 'G'] }],
      colors: [{ id: 'c1', name: 'Preto' }],
      takenReferences: new Set(['old-1']),
    });
    expect(resolved.errors).toEqual([
      { line: 4, messages: ['Grade: “Infantil” não está cadastrada'] },
      { line: 6, messages: ['Referência: já existe um produto com esta referência'] },
    ]);
    expect(resolved.ready.map((r) => [r.line, r.gridId, r.colorIds])).toEqual([
      [2, 'g1', ['c1', null]],
      [5, 'g1', [null, null]],
    ]);
    expect(resolved.newColors).toEqual(['Vinho', 'Azul']);
    expect(resolved.skuCount).toBe(12);
  });
});
