import { describe, expect, it } from 'vitest';
import { checkSupplierImportLine, checkSupplierImportLines } from './supplier-import.ts';

describe('checkSupplierImportLine', () => {
  it('reads the export’s own columns and stores the document and phone as the form does', () => {
    const check = checkSupplierImportLine({
      Nome: ' Malharia Vale ',
      'CPF/CNPJ': '11.222.333/0001-81',
      Telefone: '(47) 3333-4444',
      'E-mail': 'vendas@vale.com.br',
      Endereço: 'Rua das Malhas, 10',
      'Cadastrado em': '01/02/2026',
    });
    expect(check).toEqual({
      ok: true,
      input: {
        name: 'Malharia Vale',
        documentNumber: '11222333000181',
        phone: '4733334444',
        email: 'vendas@vale.com.br',
        address: 'Rua das Malhas, 10',
        notes: null,
      },
    });
  });

  it('takes the document under other titles, and a CPF', () => {
    const check = checkSupplierImportLine({ Nome: 'Ana', CNPJ: '529.982.247-25' });
    expect(check.ok && check.input.documentNumber).toBe('52998224725');
  });

  it('names the column of each problem, in Portuguese', () => {
    const check = checkSupplierImportLine({
      Nome: '',
      'CPF/CNPJ': '11.111.111/1111-11',
      Telefone: '123',
      'E-mail': 'sem-arroba',
    });
    expect(check).toEqual({
      ok: false,
      messages: [
        'Nome: Nome é obrigatório',
        'CPF/CNPJ: CPF ou CNPJ inválido',
        'Telefone: Telefone inválido (mínimo 10 dígitos)',
        'E-mail: E-mail inválido',
      ],
    });
  });
});

describe('checkSupplierImportLines', () => {
  it('refuses a document an earlier line has, however it is written; suppliers without one repeat freely', () => {
    const checked = checkSupplierImportLines([
      { line: 2, values: { Nome: 'A', 'CPF/CNPJ': '11.222.333/0001-81' } },
      { line: 3, values: { Nome: 'B', 'CPF/CNPJ': '11222333000181' } },
      { line: 4, values: { Nome: 'C' } },
      { line: 5, values: { Nome: 'D' } },
    ]);
    expect(checked.valid.map((v) => v.line)).toEqual([2, 4, 5]);
    expect(checked.errors).toEqual([{ line: 3, messages: ['CPF/CNPJ: repetido (já está na linha 2)'] }]);
  });
});
