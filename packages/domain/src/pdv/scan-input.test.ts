import { describe, expect, it } from 'vitest';
import { parseScanInput } from './scan-input.ts';

describe('parseScanInput', () => {
  it('reads a plain barcode, SKU or reference as one piece', () => {
    expect(parseScanInput('7891234567895')).toEqual({
      ok: true,
      value: { quantity: 1, code: '7891234567895', barcode: '7891234567895' },
    });
    expect(parseScanInput('  CAM001-AZUL-G ')).toEqual({
      ok: true,
      value: { quantity: 1, code: 'CAM001-AZUL-G', barcode: null },
    });
    // Other lengths of digits are SKU codes, not barcodes.
    expect(parseScanInput('123456789012')).toMatchObject({ ok: true, value: { barcode: null } });
    expect(parseScanInput('12345678901234')).toMatchObject({ ok: true, value: { barcode: null } });
  });

  it('reads a quantity before *', () => {
    expect(parseScanInput('3*7891234567895')).toEqual({
      ok: true,
      value: { quantity: 3, code: '7891234567895', barcode: '7891234567895' },
    });
    expect(parseScanInput('2*REF-01')).toEqual({
      ok: true,
      value: { quantity: 2, code: 'REF-01', barcode: null },
    });
    expect(parseScanInput(' 12 * REF-01 ')).toMatchObject({
      ok: true,
      value: { quantity: 12, code: 'REF-01' },
    });
    expect(parseScanInput('1*A')).toMatchObject({ ok: true, value: { quantity: 1 } });
    expect(parseScanInput('999*A')).toMatchObject({ ok: true, value: { quantity: 999 } });
    expect(parseScanInput('007*A')).toMatchObject({ ok: true, value: { quantity: 7 } });
  });

  it('refuses quantities outside 1 to 999 and fractions', () => {
    const range = { ok: false, message: 'A quantidade deve ser de 1 a 999' };
    for (const bad of ['0*A', '000*A', '1000*A', '-1*A', '*A', 'x*A', '2 3*A']) {
      expect(parseScanInput(bad), bad).toEqual(range);
    }
    expect(parseScanInput('2,5*A')).toEqual({ ok: false, message: 'Informe a quantidade em peças inteiras' });
    expect(parseScanInput('1.5*A')).toEqual({ ok: false, message: 'Informe a quantidade em peças inteiras' });
    for (const fraction of ['12,5*A', '2,*A', '2,55*A']) {
      expect(parseScanInput(fraction), fraction).toEqual({
        ok: false,
        message: 'Informe a quantidade em peças inteiras',
      });
    }
    for (const odd of ['x1,5*A', '1,5a*A']) {
      expect(parseScanInput(odd), odd).toEqual({ ok: false, message: 'A quantidade deve ser de 1 a 999' });
    }
  });

  it('refuses an empty input, a missing code, a second * and a misread barcode', () => {
    expect(parseScanInput('   ')).toEqual({ ok: false, message: 'Informe um código' });
    expect(parseScanInput('3*')).toEqual({ ok: false, message: 'Informe o código depois do *' });
    expect(parseScanInput('3*  ')).toEqual({ ok: false, message: 'Informe o código depois do *' });
    expect(parseScanInput('2*3*A')).toEqual({ ok: false, message: 'Código inválido' });
    expect(parseScanInput('7891234567896')).toEqual({ ok: false, message: 'Código de barras inválido' });
    expect(parseScanInput('2*7891234567896')).toEqual({ ok: false, message: 'Código de barras inválido' });
  });

  it('refuses codes longer than a SKU can be', () => {
    expect(parseScanInput('A'.repeat(60)).ok).toBe(true);
    expect(parseScanInput('A'.repeat(61))).toEqual({ ok: false, message: 'Código grande demais' });
    expect(parseScanInput(`2*${'A'.repeat(61)}`)).toEqual({ ok: false, message: 'Código grande demais' });
  });
});
