import type { PackingCell } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './download-file';
import { defaultPackValues, packableCells, packItems, packRowError } from './pack-values';

const cell = (size: string, approved: number, packed: number): PackingCell => ({
  colorId: 'azul',
  colorName: 'Azul',
  colorHex: null,
  size,
  variantId: `v-${size}`,
  sku: `CAM-AZU-${size}`,
  barcode: null,
  stock: '0.00',
  approved,
  packed,
  remaining: approved - packed,
  repair: 0,
});

describe('pack form', () => {
  it('offers what is left of each approved cell', () => {
    const cells = packableCells([cell('P', 10, 4), cell('M', 0, 0), cell('G', 5, 5)]);
    expect(cells.map((c) => c.size)).toEqual(['P', 'G']);
    expect(defaultPackValues(cells)).toEqual({ 'azul|P': '6', 'azul|G': '' });
  });

  it('refuses more than is left and anything but whole numbers', () => {
    expect(packRowError(cell('P', 10, 4), '7')).toBe('Restam 6');
    expect(packRowError(cell('P', 10, 10), '1')).toBe('Nada a embalar');
    expect(packRowError(cell('P', 10, 4), '1,5')).toBe('Use um número inteiro');
    expect(packRowError(cell('P', 10, 4), '')).toBeNull();
  });

  it('sends only the rows with a quantity, and nothing when a row is wrong', () => {
    const cells = [cell('P', 10, 4), cell('G', 5, 0)];
    expect(packItems(cells, { 'azul|P': '6', 'azul|G': '' })).toEqual([
      { colorId: 'azul', size: 'P', quantity: 6 },
    ]);
    expect(packItems(cells, { 'azul|P': '9', 'azul|G': '1' })).toBeNull();
    expect(packItems(cells, { 'azul|P': '0', 'azul|G': '' })).toBeNull();
  });

  it('reads the filename of a download', () => {
    expect(dispositionFilename('attachment; filename="etiquetas-L-000001.pdf"', 'x')).toBe(
      'etiquetas-L-000001.pdf',
    );
    expect(dispositionFilename(null, 'etiquetas.zpl')).toBe('etiquetas.zpl');
  });
});
