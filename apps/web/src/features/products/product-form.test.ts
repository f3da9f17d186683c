import type { Product, ProductVariant } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import {
  maskNcm,
  parseSizeText,
  previewVariants,
  sizeOptions,
  toggleSize,
  variantChanges,
} from './product-form.ts';
import { variantMatrix } from './variant-matrix.ts';

const variant = (colorId: string, size: string, status: 'ativo' | 'inativo' = 'ativo'): ProductVariant => ({
  id: `${colorId}-${size}`,
  productId: 'p',
  colorId,
  colorName: colorId,
  colorHex: null,
  size,
  sku: `SKU-${colorId}-${size}`,
  barcode: '2000000000015',
  stock: '0.00',
  status,
});
const color = (id: string) => ({ id, name: id, code: null, hex: null });

describe('product form helpers', () => {
  it('masks the NCM as the tax table prints it', () => {
    expect(maskNcm('6109')).toBe('6109');
    expect(maskNcm('610910')).toBe('6109.10');
    expect(maskNcm('6109.10.00')).toBe('6109.10.00');
    expect(maskNcm('610910001234')).toBe('6109.10.00');
  });

  it('reads sizes typed with spaces, commas or semicolons, once each', () => {
    expect(parseSizeText(' PP P,M; G  GG ')).toEqual(['PP', 'P', 'M', 'G', 'GG']);
    expect(parseSizeText('36 38 38 p P')).toEqual(['36', '38', 'p']);
    expect(parseSizeText('  ')).toEqual([]);
  });

  it('offers the product’s sizes then the grid’s missing ones, and toggles in that order', () => {
    const options = sizeOptions(['2', '4', '6'], ['2', '4', '6', '8']);
    expect(options).toEqual(['2', '4', '6', '8']);
    expect(toggleSize(['2', '4', '6'], '8', options)).toEqual(['2', '4', '6', '8']);
    expect(toggleSize(['2', '4', '6'], '4', options)).toEqual(['2', '6']);
    expect(toggleSize(['6'], '2', options)).toEqual(['2', '6']);
  });

  it('previews 3 colours × 4 sizes = 12 SKUs', () => {
    const planned = previewVariants(
      'cam-01',
      [color('Branco'), color('Preto'), color('Vermelho')],
      ['P', 'M', 'G', 'GG'],
    );
    expect(planned).toHaveLength(12);
    expect(planned[0]!.sku).toBe('CAM-01-BRANCO-P');
    expect(planned.at(-1)!.sku).toBe('CAM-01-VERMELHO-GG');
  });

  it('counts what an edit creates, deactivates and brings back', () => {
    const product = {
      colors: [color('a'), color('b')],
      sizes: ['P', 'M'],
      variants: [
        variant('a', 'P'),
        variant('a', 'M'),
        variant('b', 'P'),
        variant('b', 'M'),
        variant('c', 'P', 'inativo'),
      ],
    };
    expect(variantChanges(product, ['a', 'b'], ['P', 'M'])).toEqual({
      created: 0,
      deactivated: 0,
      reactivated: 0,
    });
    expect(variantChanges(product, ['a', 'c'], ['P', 'M', 'G'])).toEqual({
      created: 3,
      deactivated: 2,
      reactivated: 1,
    });
  });
});

describe('variant matrix', () => {
  it('lays the active variants out colour × size and lists the others apart', () => {
    const product = {
      colors: [color('a'), color('b')],
      sizes: ['P', 'M'],
      variants: [
        variant('b', 'M'),
        variant('a', 'P'),
        variant('a', 'M', 'inativo'),
        variant('c', 'P', 'inativo'),
      ],
    } as Pick<Product, 'colors' | 'sizes' | 'variants'>;
    const { sizes, rows, inactive } = variantMatrix(product);
    expect(sizes).toEqual(['P', 'M']);
    expect(rows.map((r) => r.cells.map((c) => c?.sku ?? null))).toEqual([
      ['SKU-a-P', null],
      [null, 'SKU-b-M'],
    ]);
    expect(inactive.map((v) => v.sku)).toEqual(['SKU-a-M', 'SKU-c-P']);
  });
});
