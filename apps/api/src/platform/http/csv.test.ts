import { EMPTY_MARKER, formatDate, formatQuantity } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { csvCell, csvResponse } from './csv.ts';

describe('csvCell', () => {
  it('puts an apostrophe before a cell a spreadsheet would read as a formula', () => {
    for (const text of ['=1+2', '+55 11 9999', '-x', '@SUM(A1)', '\t=1', '-1,5a'])
      expect(csvCell(text)).toBe(`'${text}`);
  });

  it('leaves plain numbers, empty values and other text as they are', () => {
    expect(csvCell('-12,50')).toBe('-12,50');
    expect(csvCell('-1.234,5')).toBe('-1.234,5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Malha = boa')).toBe('Malha = boa');
  });

  it("writes nothing as an empty cell, including the screens' empty marker from a shared formatter", () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(formatQuantity(null))).toBe('');
    expect(csvCell(formatDate(null))).toBe('');
    expect(csvCell(EMPTY_MARKER)).toBe('');
    expect(csvCell('— nota')).toBe('— nota');
  });
});

describe('csvResponse', () => {
  it('writes a BOM, the header, ";" separators and quotes what needs quoting', async () => {
    const res = csvResponse('a b.csv', ['Nome', 'Obs'], [['Tecido; liso', 'diz "oi"\nfim']]);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Nome;Obs\r\n"Tecido; liso";"diz ""oi""\nfim"\r\n');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="a_b.csv"');
  });
});
