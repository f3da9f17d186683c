import { describe, expect, it } from 'vitest';
import { Dec } from '../quantity/decimal.ts';
import {
  isBelowCost,
  marginPercentAtPrice,
  materialConsumptionPerPiece,
  materialCostPerPiece,
  netOfDeductions,
  percentOf,
  suggestedPrice,
  unitCostCents,
} from './cost-rules.ts';
import { formatPercent, percentString } from './percent.ts';

/** Every input of the cost rules that is not a number says which one it is, in Portuguese. */
describe('cost rules refuse unreadable inputs by name', () => {
  it.each([
    ['quantity', () => materialConsumptionPerPiece('Infinity', '1'), 'Quantidade inválido'],
    ['yield', () => materialConsumptionPerPiece('1', 'Infinity'), 'Rendimento inválido'],
    ['unit cost', () => materialCostPerPiece('1', 1.5), 'Custo unitário deve ser um número inteiro'],
    ['consumption', () => materialCostPerPiece('NaN', 10), 'Consumo inválido'],
    ['amount', () => percentOf('Infinity', '1'), 'Valor inválido'],
    ['percent', () => percentOf('10', 'NaN'), 'Percentual inválido'],
    ['base cost', () => unitCostCents('Infinity', '0'), 'Custo base inválido'],
    ['taxes', () => suggestedPrice(100, 'NaN', '0', '0'), 'Impostos inválido'],
    ['fees', () => suggestedPrice(100, '0', 'NaN', '0'), 'Taxas inválido'],
    ['margin', () => suggestedPrice(100, '0', '0', 'NaN'), 'Margem inválido'],
    ['cost', () => suggestedPrice(1.5, '0', '0', '0'), 'Custo deve ser um número inteiro'],
    ['price', () => netOfDeductions(1.5, '0', '0'), 'Preço deve ser um número inteiro'],
    ['net taxes', () => netOfDeductions(100, 'NaN', '0'), 'Impostos inválido'],
    ['net fees', () => netOfDeductions(100, '0', 'NaN'), 'Taxas inválido'],
    ['margin cost', () => marginPercentAtPrice(100, 1.5, '0', '0'), 'Custo deve ser um número inteiro'],
    ['below-cost cost', () => isBelowCost(100, 1.5, '0', '0'), 'Custo deve ser um número inteiro'],
  ])('%s', (_name, call, message) => {
    expect(call).toThrow(new RangeError(message));
  });

  it('a price that pays exactly the cost after deductions is not below it; a centavo less is', () => {
    // 200 − 10 % = 180.
    expect(isBelowCost(200, 180, '10', '0')).toBe(false);
    expect(isBelowCost(200, 181, '10', '0')).toBe(true);
    expect(isBelowCost(null, 181, '10', '0')).toBe(false);
    expect(isBelowCost(undefined, 181, '10', '0')).toBe(false);
    expect(isBelowCost(0, 1, '0', '0')).toBe(true);
  });
});

describe('percentages', () => {
  it('as the API sends them: 2 places, half-up; null stays null', () => {
    expect(percentString(new Dec('35.275'))).toBe('35.28');
    expect(percentString(null)).toBeNull();
  });

  it('as people read them', () => {
    expect(formatPercent('35.27')).toBe('35,27%');
    expect(formatPercent(new Dec('3.14159'), 1)).toBe('3,1%');
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(undefined)).toBe('—');
    expect(formatPercent('abc')).toBe('—');
  });
});
