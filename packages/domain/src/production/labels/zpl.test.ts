import { describe, expect, it } from 'vitest';
import { buildEan13 } from '../../barcode/ean13.ts';
import type { ProductLabel } from './label.ts';
import { LABEL_LAYOUTS, labelPageCount, labelPosition } from './layouts.ts';
import { zplDocument, zplFieldData, zplLabel } from './zpl.ts';

const ean = buildEan13('20', 123);
const label: ProductLabel = {
  sku: 'CAM-01-AZU-M',
  reference: 'CAM-01',
  productName: 'Camisa Básica',
  size: 'M',
  colorName: 'Azul Marinho',
  barcode: ean,
  priceCents: 8990,
};

const blocks = (zpl: string) => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];

describe('zplLabel', () => {
  it('is one ^XA…^XZ block in UTF-8 with the EAN-13 data digits in ^BE', () => {
    const zpl = zplLabel(label, { widthMm: 50, heightMm: 30, showPrice: false });
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    expect(blocks(zpl)).toHaveLength(1);
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('^PW400');
    expect(zpl).toContain('^LL240');
    expect(zpl).toMatch(new RegExp(`\\^BEN,\\d+,Y,N\\^FD${ean.slice(0, 12)}\\^FS`));
    expect(zpl).toContain('^FDCAM-01 Camisa Básica^FS');
    expect(zpl).toContain('^FDCor: Azul Marinho  Tam: M^FS');
    expect(zpl).toContain('^FDCAM-01-AZU-M^FS');
    expect(zpl).not.toContain('R$');
  });

  it('prints the price only when asked', () => {
    expect(zplLabel(label, { widthMm: 50, heightMm: 30, showPrice: true })).toMatch(/\^FDR\$\s89,90\^FS/);
    expect(
      zplLabel({ ...label, priceCents: null }, { widthMm: 50, heightMm: 30, showPrice: true }),
    ).not.toContain('R$');
  });

  it('escapes ^ and ~ so a name cannot break the label, and cuts long names', () => {
    const zpl = zplLabel({ ...label, productName: 'Saia ^XZ~JA_x com um nome muito comprido demais' });
    expect(zplFieldData('a^b~c_d')).toBe('a_5Eb_7Ec_5Fd');
    expect(blocks(zpl)).toHaveLength(1);
    expect(zpl).not.toContain('^XZ~JA');
    expect(zpl).toMatch(/\^FDCAM-01 Saia _5EXZ_7EJA_5Fx[^^]*\.\.\.\^FS/);
  });

  it('falls back to Code 128 for a code that is not a valid EAN-13', () => {
    const zpl = zplLabel({ ...label, barcode: 'ABC-123' });
    expect(zpl).not.toContain('^BE');
    expect(zpl).toContain('^BCN');
    expect(zpl).toContain('^FDABC-123^FS');
  });
});

describe('zplDocument', () => {
  it('gives one block per piece, in order', () => {
    const other = { ...label, sku: 'CAM-01-AZU-G', size: 'G', barcode: buildEan13('20', 124) };
    const zpl = zplDocument([
      { label, copies: 3 },
      { label: other, copies: 2 },
    ]);
    const all = blocks(zpl);
    expect(all).toHaveLength(5);
    expect(all.filter((b) => b.includes(`^FD${label.barcode.slice(0, 12)}^FS`))).toHaveLength(3);
    expect(all[4]).toContain(`^FD${other.barcode.slice(0, 12)}^FS`);
    expect(zplDocument([])).toBe('');
  });
});

describe('label layouts', () => {
  it('fit their labels on the page and count pages', () => {
    for (const layout of Object.values(LABEL_LAYOUTS)) {
      const last = labelPosition(layout, layout.columns * layout.rows - 1);
      expect(last.page).toBe(0);
      expect(last.xMm + layout.labelWidthMm).toBeLessThanOrEqual(layout.pageWidthMm + 0.001);
      expect(last.yMm + layout.labelHeightMm).toBeLessThanOrEqual(layout.pageHeightMm + 0.001);
    }
    const a4 = LABEL_LAYOUTS['a4-3x10'];
    expect(labelPageCount(a4, 30)).toBe(1);
    expect(labelPageCount(a4, 31)).toBe(2);
    expect(labelPosition(a4, 31)).toMatchObject({
      page: 1,
      xMm: a4.marginLeftMm + a4.labelWidthMm + a4.gapXMm,
    });
    expect(labelPageCount(LABEL_LAYOUTS['termica-50x30'], 7)).toBe(7);
  });
});
