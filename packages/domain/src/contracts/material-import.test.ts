import { describe, expect, it } from 'vitest';
import {
  checkMaterialImportLine,
  checkMaterialImportLines,
  materialImportSchema,
} from './material-import.ts';

describe('checkMaterialImportLine', () => {
  it('reads the template columns by title, labels by value or label, pt-BR numbers', () => {
    const check = checkMaterialImportLine({
      Nome: ' Malha PV ',
      categoria: 'TECIDO',
      'Unidade ': 'kg',
      'Ultimo custo': 'R$\u00a01.032,90',
      'Estoque mínimo': '12,5',
      Situação: 'Inativo',
      Observações: 'Rolo de 25 kg',
      Estoque: '99,00',
    });
    expect(check).toEqual({
      ok: true,
      input: expect.objectContaining({
        name: 'Malha PV',
        category: 'tecido',
        unit: 'kg',
        lastCostCents: 103290,
        minimumStock: '12.50',
        status: 'inativo',
        notes: 'Rolo de 25 kg',
      }),
    });
  });

  it('leaves optional columns out and defaults to an active material', () => {
    const check = checkMaterialImportLine({ Nome: 'Botão', Categoria: 'Aviamento', Unidade: 'un' });
    expect(check).toMatchObject({
      ok: true,
      input: { status: 'ativo', minimumStock: '0.00', lastCostCents: null },
    });
  });

  it('names the column of each problem, in Portuguese', () => {
    const check = checkMaterialImportLine({
      Nome: '',
      Categoria: 'Madeira',
      Unidade: 'litro',
      'Último custo': 'caro',
    });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.messages).toEqual([
      'Categoria: “Madeira” não existe (use Tecido, Aviamento, Etiqueta, Embalagem, Linha, Outro)',
      'Unidade: “litro” não existe (use m, kg, un, cone, rolo, par)',
      'Nome: Nome é obrigatório',
      expect.stringMatching(/^Último custo: /),
    ]);
  });

  it('asks for the category and unit when the cells are empty', () => {
    const check = checkMaterialImportLine({ Nome: 'Linha 120' });
    expect(!check.ok && check.messages).toEqual([
      'Categoria: Escolha a categoria',
      'Unidade: Escolha a unidade',
    ]);
  });
});

describe('materialImportSchema', () => {
  it('takes between one and 2,000 lines', () => {
    const line = { line: 2, values: { Nome: 'x' } };
    expect(materialImportSchema.safeParse({ lines: [line] }).success).toBe(true);
    const none = materialImportSchema.safeParse({ lines: [] });
    expect(none.error?.issues[0]?.message).toBe('Nenhuma linha para importar');
    const many = materialImportSchema.safeParse({ lines: Array.from({ length: 2001 }, () => line) });
    expect(many.error?.issues[0]?.message).toBe('No máximo 2.000 linhas por importação');
  });
});

describe('checkMaterialImportLines', () => {
  it('refuses a name an earlier valid line of the file has, whatever its case', () => {
    const row = (Nome: string) => ({ Nome, Categoria: 'Linha', Unidade: 'cone' });
    const checked = checkMaterialImportLines([
      { line: 2, values: { Nome: 'Linha 120', Categoria: 'Madeira', Unidade: 'cone' } },
      { line: 3, values: row('Linha 120') },
      { line: 5, values: row('LINHA 120') },
    ]);
    expect(checked.valid.map((v) => v.line)).toEqual([3]);
    expect(checked.errors.map((e) => [e.line, e.messages[0]])).toEqual([
      [2, expect.stringMatching(/^Categoria/)],
      [5, 'Nome: repetido (já está na linha 3)'],
    ]);
  });
});
