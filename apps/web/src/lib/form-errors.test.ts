import { describe, expect, it } from 'vitest';
import { fieldMessage } from './form-errors.ts';

describe('fieldMessage', () => {
  it("takes an array field's own message, else the first bad item's", () => {
    expect(fieldMessage({ message: 'Informe ao menos um tamanho' })).toBe('Informe ao menos um tamanho');
    expect(fieldMessage({ 0: undefined, 1: { message: 'Tamanho repetido' } })).toBe('Tamanho repetido');
    expect(fieldMessage(undefined)).toBeUndefined();
    expect(fieldMessage({ 0: {} })).toBeUndefined();
  });
});
