import { describe, expect, it } from 'vitest';
import {
  CSV_MAX_BYTES,
  csvFileProblem,
  csvTemplateHref,
  importBodyTooLarge,
  linesToSend,
  parseCsvText,
} from './csv-file';

describe('csvFileProblem', () => {
  it('takes .csv files up to 2 MB', () => {
    expect(csvFileProblem({ name: 'materiais.CSV', size: 10 })).toBeNull();
    expect(csvFileProblem({ name: 'materiais.xlsx', size: 10 })).toBe('Escolha um arquivo .csv.');
    expect(csvFileProblem({ name: 'a.csv', size: CSV_MAX_BYTES + 1 })).toMatch(/2 MB/);
    expect(csvFileProblem({ name: 'a.csv', size: 0 })).toBe('O arquivo está vazio.');
  });
});

describe('parseCsvText', () => {
  it('reads ";" files from Excel pt-BR with the BOM, quotes and decimal commas', () => {
    const text = '\uFEFFNome;Último custo\r\n"Malha; PV";32,90\r\n\r\nBotão;"1,5"\r\n';
    expect(parseCsvText(text)).toEqual({
      ok: true,
      lines: [
        { line: 2, values: { Nome: 'Malha; PV', 'Último custo': '32,90' } },
        { line: 4, values: { Nome: 'Botão', 'Último custo': '1,5' } },
      ],
    });
  });

  it('reads "," files and fills missing cells with blanks', () => {
    expect(parseCsvText('Nome,Categoria\nLinha 120\n')).toEqual({
      ok: true,
      lines: [{ line: 2, values: { Nome: 'Linha 120', Categoria: '' } }],
    });
  });

  it('says when there is nothing to import', () => {
    expect(parseCsvText('')).toEqual({
      ok: false,
      message: 'O arquivo não tem a linha de títulos das colunas.',
    });
    expect(parseCsvText('Nome;Categoria\n')).toEqual({
      ok: false,
      message: 'O arquivo não tem linhas abaixo dos títulos.',
    });
  });
});

describe('csvTemplateHref', () => {
  it('is a CSV data address with the BOM and ";" separators', () => {
    const href = csvTemplateHref([
      ['Nome', 'Unidade'],
      ['Malha', 'kg'],
    ]);
    expect(decodeURIComponent(href.split(',')[1]!)).toBe('\uFEFFNome;Unidade\r\nMalha;kg\r\n');
  });
});

describe('linesToSend and importBodyTooLarge', () => {
  it('leaves blank cells out and measures the body as sent', () => {
    const lines = [{ line: 2, values: { Nome: 'Malha', Observações: '  ' } }];
    expect(linesToSend(lines)).toEqual([{ line: 2, values: { Nome: 'Malha' } }]);
    expect(importBodyTooLarge(lines)).toBe(false);
    const long = Array.from({ length: 600 }, (_, i) => ({ line: i + 2, values: { Nome: 'x'.repeat(1800) } }));
    expect(importBodyTooLarge(long)).toBe(true);
  });
});
