import { describe, expect, it } from 'vitest';
import { colorSkuSegment, defaultSku, planVariants, skuSegment, uniqueSku } from './sku.ts';

describe('SKU segments', () => {
  it('upper-cases, drops accents and turns anything else into single dashes', () => {
    expect(skuSegment('Azul Marinho')).toBe('AZUL-MARINHO');
    expect(skuSegment('Único')).toBe('UNICO');
    expect(skuSegment(' ção / açaí ')).toBe('CAO-ACAI');
    expect(skuSegment('3/4')).toBe('3-4');
    expect(skuSegment('--gg--')).toBe('GG');
  });

  it('uses the colour code when there is one, else the name', () => {
    expect(colorSkuSegment({ name: 'Azul Marinho', code: 'azm' })).toBe('AZM');
    expect(colorSkuSegment({ name: 'Azul Marinho', code: ' ' })).toBe('AZUL-MARINHO');
    expect(colorSkuSegment({ name: 'Off-white', code: null })).toBe('OFF-WHITE');
  });

  it('joins reference, colour and size', () => {
    expect(defaultSku('cam-001', { name: 'Preto', code: 'PT' }, 'GG')).toBe('CAM-001-PT-GG');
    expect(defaultSku('Bermuda 12', { name: 'Verde Água' }, '42')).toBe('BERMUDA-12-VERDE-AGUA-42');
  });
});

describe('unique SKUs', () => {
  it('keeps a free SKU and numbers a taken one predictably', () => {
    const taken = new Set(['cam-pt-p', 'cam-pt-p-2']);
    const isTaken = (sku: string) => taken.has(sku.toLowerCase());
    expect(uniqueSku('CAM-PT-M', isTaken)).toBe('CAM-PT-M');
    expect(uniqueSku('CAM-PT-P', isTaken)).toBe('CAM-PT-P-3');
    expect(uniqueSku('CAM-PT-P', isTaken)).toBe('CAM-PT-P-3');
  });

  it('plans colour × size in grid order, unique against the company and within the product', () => {
    const colors = [
      { id: 'c1', name: 'Preto', code: 'PT' },
      { id: 'c2', name: 'Pêssego', code: 'PT' },
    ];
    const planned = planVariants('CAM', colors, ['P', 'M'], new Set(['cam-pt-m']));
    expect(planned.map((v) => [v.colorId, v.size, v.sku])).toEqual([
      ['c1', 'P', 'CAM-PT-P'],
      ['c1', 'M', 'CAM-PT-M-2'],
      ['c2', 'P', 'CAM-PT-P-2'],
      ['c2', 'M', 'CAM-PT-M-3'],
    ]);
  });

  it('gives 3 colours × 4 sizes = 12 distinct SKUs', () => {
    const colors = ['Branco', 'Preto', 'Vermelho'].map((name, i) => ({ id: String(i), name }));
    const planned = planVariants('REF1', colors, ['P', 'M', 'G', 'GG']);
    expect(planned).toHaveLength(12);
    expect(new Set(planned.map((v) => v.sku)).size).toBe(12);
    expect(planned[0]!.sku).toBe('REF1-BRANCO-P');
  });
});
