import { describe, expect, it } from 'vitest';
import {
  checkImportLines,
  importCells,
  importNumberText,
  importRequestSchema,
  matchImportOption,
  mergeImportErrors,
} from './csv-import.ts';

describe('importCells', () => {
  it('reads a column by any of its titles, case and accents aside, trimmed', () => {
    const cell = importCells({ ' CNPJ ': ' 11.222.333/0001-81 ', Endereco: 'Rua A' });
    expect(cell(['CPF/CNPJ', 'CNPJ'])).toBe('11.222.333/0001-81');
    expect(cell('Endereço')).toBe('Rua A');
    expect(cell('Telefone')).toBe('');
  });
});

describe('importNumberText', () => {
  it('reads dots in groups of three as thousands, and leaves the rest to the quantity parser', () => {
    expect(['1.000', '12.500', '1.234.567', ' 25.5 ', '1.250,5', '1.00', '10'].map(importNumberText)).toEqual(
      ['1000', '12500', '1234567', '25.5', '1.250,5', '1.00', '10'],
    );
  });
});

describe('matchImportOption', () => {
  it('matches a value or its label', () => {
    const values = ['ativo', 'inativo'] as const;
    const labels = { ativo: 'Ativo', inativo: 'Inativo' } as const;
    expect(matchImportOption('INATIVO', values, (v) => labels[v])).toBe('inativo');
    expect(matchImportOption('talvez', values, (v) => labels[v])).toBeUndefined();
  });
});

describe('importRequestSchema', () => {
  it('takes between one line and the import’s maximum, and an optional dry run', () => {
    const schema = importRequestSchema(3);
    const line = { line: 2, values: { Nome: 'x' } };
    expect(schema.safeParse({ lines: [line], dryRun: true }).success).toBe(true);
    expect(schema.safeParse({ lines: [] }).error?.issues[0]?.message).toBe('Nenhuma linha para importar');
    expect(schema.safeParse({ lines: [line, line, line, line] }).error?.issues[0]?.message).toBe(
      'No máximo 3 linhas por importação',
    );
    expect(schema.safeParse({ lines: [{ line: 1, values: {} }] }).error?.issues[0]?.message).toBe(
      'Linha inválida',
    );
    expect(schema.safeParse({ lines: [line], dryRun: 'sim' }).success).toBe(false);
  });
});

describe('checkImportLines', () => {
  const check = (values: Record<string, string>) =>
    values.Nome
      ? { ok: true as const, input: values.Nome }
      : { ok: false as const, messages: ['Nome: vazio'] };

  it('keeps the valid lines and reports each wrong one by its number', () => {
    const result = checkImportLines(
      [
        { line: 2, values: { Nome: 'A' } },
        { line: 4, values: { Nome: '' } },
      ],
      check,
    );
    expect(result).toEqual({
      valid: [{ line: 2, input: 'A' }],
      errors: [{ line: 4, messages: ['Nome: vazio'] }],
    });
  });

  it('refuses a unique value an earlier valid line has, naming that line; a wrong line claims nothing', () => {
    const result = checkImportLines(
      [
        { line: 2, values: { Nome: '' } },
        { line: 3, values: { Nome: 'a' } },
        { line: 5, values: { Nome: 'A' } },
      ],
      check,
      [{ key: (input) => input.toLowerCase(), column: 'Nome' }],
    );
    expect(result.valid.map((v) => v.line)).toEqual([3]);
    expect(result.errors).toEqual([
      { line: 2, messages: ['Nome: vazio'] },
      { line: 5, messages: ['Nome: repetido (já está na linha 3)'] },
    ]);
  });

  it('ignores a null key (an empty optional value repeats freely)', () => {
    const result = checkImportLines(
      [
        { line: 2, values: { Nome: 'a' } },
        { line: 3, values: { Nome: 'b' } },
      ],
      check,
      [{ key: () => null, column: 'CPF/CNPJ' }],
    );
    expect(result.valid).toHaveLength(2);
  });
});

describe('mergeImportErrors', () => {
  it('keeps the first reading of each line, in line order', () => {
    expect(
      mergeImportErrors(
        [{ line: 5, messages: ['a'] }],
        [
          { line: 2, messages: ['b'] },
          { line: 5, messages: ['c'] },
        ],
      ),
    ).toEqual([
      { line: 2, messages: ['b'] },
      { line: 5, messages: ['a'] },
    ]);
  });
});
