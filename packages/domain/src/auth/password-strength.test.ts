import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength (part1 §5)', () => {
  it.each([
    ['', 0, 'Muito fraca'],
    ['abc', 1, 'Muito fraca'],
    ['abcdef', 2, 'Fraca'],
    ['abcdefgh', 3, 'Média'],
    ['Abcdefgh', 4, 'Forte'],
    ['Abcdefg1', 5, 'Muito forte'],
    ['Abcdef1!', 5, 'Muito forte'],
    ['123456', 2, 'Fraca'],
  ] as const)('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
