import { describe, expect, it } from 'vitest';
import { crc16CcittFalse } from './crc16.ts';
import { decodePixPayload } from './decode.ts';
import { normalisePixKey } from './key.ts';
import { buildPixPayload } from './payload.ts';
import { normalisePixText } from './text.ts';
import { parseTlv, tlv } from './tlv.ts';

// Vectors from /work/shared/design/research/integrations.md §2.2 (BCB manual example; ours matched pix-utils).
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const OURS =
  '00020126360014br.gov.bcb.pix0114+55119999988885204000053039865406149.905802BR5923CONFECCOES EXEMPLO LTDA6009SAO PAULO62150511PEDIDO1234563047E3C';

describe('crc16CcittFalse', () => {
  it('gives the catalogue check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
  it('is FFFF for nothing and pads to four upper-case digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse([0x00])).toBe('E1F0');
    expect(crc16CcittFalse('A')).toBe('B915');
    // A value below 0x1000 keeps its leading zero.
    const short = Array.from({ length: 400 }, (_, i) => `x${i}`).find((s) =>
      crc16CcittFalse(s).startsWith('0'),
    );
    expect(short).toBeDefined();
    expect(crc16CcittFalse(short!)).toMatch(/^0[0-9A-F]{3}$/);
  });
  it('reproduces the published BR Code CRCs', () => {
    expect(crc16CcittFalse(BCB_STATIC.slice(0, -4))).toBe('1D3D');
    expect(crc16CcittFalse(OURS.slice(0, -4))).toBe('7E3C');
  });
  it('counts UTF-8 bytes, not UTF-16 units', () => {
    expect(crc16CcittFalse('😀')).toBe(crc16CcittFalse([0xf0, 0x9f, 0x98, 0x80]));
    expect(crc16CcittFalse('\ud800')).toBe(crc16CcittFalse([0xef, 0xbf, 0xbd]));
    expect(crc16CcittFalse('ࠀ')).toBe(crc16CcittFalse([0xe0, 0xa0, 0x80]));
    expect(crc16CcittFalse('\u007f\u0080')).toBe(crc16CcittFalse([0x7f, 0xc2, 0x80]));
    expect(crc16CcittFalse('é')).toBe(crc16CcittFalse([0xc3, 0xa9]));
  });
});

describe('tlv', () => {
  it('writes two-digit byte lengths and refuses values over 99 bytes', () => {
    expect(tlv('59', 'Fulano de Tal')).toBe('5913Fulano de Tal');
    expect(tlv('05', '')).toBe('0500');
    expect(tlv('01', 'x'.repeat(99))).toBe(`0199${'x'.repeat(99)}`);
    expect(tlv('01', 'x'.repeat(100))).toBeNull();
    expect(tlv('02', 'é')).toBe('0202é');
  });
  it('parses fields and refuses broken headers and lengths', () => {
    expect(parseTlv('000201')).toEqual([{ id: '00', value: '01' }]);
    expect(parseTlv('')).toEqual([]);
    expect(parseTlv('0002')).toBeNull();
    expect(parseTlv('000')).toBeNull();
    expect(parseTlv('0003ab')).toBeNull();
    expect(parseTlv('00x201')).toBeNull();
    expect(parseTlv('0202é')).toEqual([{ id: '02', value: 'é' }]);
    expect(parseTlv('0201é')).toBeNull();
    expect(parseTlv('0204😀')).toEqual([{ id: '02', value: '😀' }]);
    expect(parseTlv('0203😀')).toBeNull();
    expect(parseTlv('0205😀')).toBeNull();
  });
});

describe('normalisePixText', () => {
  it('drops accents, foreign characters and extra spaces, and cuts to the limit', () => {
    expect(normalisePixText('  Confecções   São João ', 25)).toBe('Confeccoes Sao Joao');
    expect(normalisePixText('Ateliê "Bela" & Cia.', 25)).toBe('Atelie Bela & Cia.');
    expect(normalisePixText("Açaí/Moda-Ltda, O'Neil", 40)).toBe("Acai/Moda-Ltda, O'Neil");
    expect(normalisePixText('São Paulo do Potengi', 15)).toBe('Sao Paulo do Po');
    expect(normalisePixText('Rio de Janeiro X', 15)).toBe('Rio de Janeiro');
    expect(normalisePixText('漢字', 25)).toBe('');
    expect(normalisePixText('Loja"X', 25)).toBe('Loja X');
    expect(normalisePixText('Loja!', 25)).toBe('Loja');
    expect(normalisePixText('ABCDEFGHIJKLMNO', 15)).toBe('ABCDEFGHIJKLMNO');
  });
});

describe('normalisePixKey', () => {
  it('reads CPF, CNPJ (alphanumeric too), phone, e-mail and random keys', () => {
    expect(normalisePixKey('529.982.247-25')).toEqual({ ok: true, key: '52998224725', kind: 'cpf' });
    expect(normalisePixKey('11.222.333/0001-81')).toEqual({ ok: true, key: '11222333000181', kind: 'cnpj' });
    expect(normalisePixKey('12.abc.345/01de-35')).toEqual({ ok: true, key: '12ABC34501DE35', kind: 'cnpj' });
    expect(normalisePixKey('+55 (11) 99999-8888')).toEqual({
      ok: true,
      key: '+5511999998888',
      kind: 'phone',
    });
    expect(normalisePixKey('+551133334444')).toEqual({ ok: true, key: '+551133334444', kind: 'phone' });
    expect(normalisePixKey(' Loja@Exemplo.com.BR ')).toEqual({
      ok: true,
      key: 'loja@exemplo.com.br',
      kind: 'email',
    });
    expect(normalisePixKey('123E4567-E12B-12D1-A456-426655440000')).toEqual({
      ok: true,
      key: '123e4567-e12b-12d1-a456-426655440000',
      kind: 'evp',
    });
  });
  it('refuses what is none of them', () => {
    for (const bad of [
      '529.982.247-24',
      '11999998888',
      '+5411999998888',
      '+55119999988',
      '+551199999888877',
      '+55 11 9999a8888',
      'loja@exemplo',
      'a b@c.com',
      `${'a'.repeat(70)}@exemplo.com`,
      '11.222.333/0001-80',
      'chave',
      'x529.982.247-25',
      '11.222.333/0001-81#',
      'loja@exemplo.com br',
      '+55 11 99999-8888!',
    ]) {
      expect(normalisePixKey(bad), bad).toEqual({ ok: false, message: 'Chave PIX inválida' });
    }
    expect(normalisePixKey('529 982 247 25')).toEqual({ ok: true, key: '52998224725', kind: 'cpf' });
    expect(normalisePixKey('11 222 333 0001 81')).toMatchObject({ ok: true, kind: 'cnpj' });
    expect(normalisePixKey('   ')).toEqual({ ok: false, message: 'Informe a chave PIX' });
  });
  it('takes an e-mail of exactly 77 bytes', () => {
    const email = `${'a'.repeat(65)}@exemplo.com`;
    expect(email).toHaveLength(77);
    expect(normalisePixKey(email).ok).toBe(true);
    expect(normalisePixKey(`a${email}`).ok).toBe(false);
  });
});

describe('buildPixPayload', () => {
  it('reproduces the BCB manual static example exactly', () => {
    expect(
      buildPixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toEqual({ ok: true, payload: BCB_STATIC });
  });

  it('reproduces our worked example with amount and txid', () => {
    expect(
      buildPixPayload({
        key: '+5511999998888',
        merchantName: 'CONFECCOES EXEMPLO LTDA',
        merchantCity: 'SAO PAULO',
        amountCents: 14990,
        txid: 'PEDIDO12345',
      }),
    ).toEqual({ ok: true, payload: OURS });
  });

  it('normalises name and city and writes amounts with two decimals', () => {
    const result = buildPixPayload({
      key: '529.982.247-25',
      merchantName: 'Confecções Aurora Moda Íntima Ltda',
      merchantCity: 'São José dos Campos',
      amountCents: 5,
      txid: '',
    });
    expect(result.ok).toBe(true);
    const payload = (result as { payload: string }).payload;
    expect(payload).toContain('0111529982247255204000053039865404' + '0.05');
    expect(payload).toContain('5925Confeccoes Aurora Moda In');
    expect(payload).toContain('6015Sao Jose dos Ca');
    expect(payload).toContain('62070503***6304');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('writes amounts at their boundaries', () => {
    const amount = (cents: number) => {
      const result = buildPixPayload({
        key: '+5511999998888',
        merchantName: 'A',
        merchantCity: 'B',
        amountCents: cents,
      });
      return result.ok ? /54(\d\d)([\d.]+)5802/.exec(result.payload)?.slice(1) : result.message;
    };
    expect(amount(1)).toEqual(['04', '0.01']);
    expect(amount(100)).toEqual(['04', '1.00']);
    expect(amount(123456)).toEqual(['07', '1234.56']);
    expect(amount(999_999_999_999)).toEqual(['13', '9999999999.99']);
    expect(amount(1_000_000_000_000)).toBe('Valor do PIX inválido');
    expect(
      buildPixPayload({ key: '+5511999998888', merchantName: 'A', merchantCity: 'B', amountCents: 0 }),
    ).toEqual({
      ok: false,
      field: 'amountCents',
      message: 'Valor do PIX inválido',
    });
    expect(amount(0)).toBe('Valor do PIX inválido');
    expect(amount(-1)).toBe('Valor do PIX inválido');
    expect(amount(1.5)).toBe('Valor do PIX inválido');
  });

  it('omits the amount when there is none', () => {
    for (const amountCents of [undefined, null]) {
      const result = buildPixPayload({
        key: '+5511999998888',
        merchantName: 'A',
        merchantCity: 'B',
        amountCents,
      });
      expect(result.ok && result.payload.includes('5303986' + '5802BR')).toBe(true);
    }
  });

  it('refuses a bad key, name, city or txid with the field and a Portuguese message', () => {
    const base = { key: '+5511999998888', merchantName: 'Loja', merchantCity: 'Recife' };
    expect(buildPixPayload({ ...base, key: 'x' })).toEqual({
      ok: false,
      field: 'key',
      message: 'Chave PIX inválida',
    });
    expect(buildPixPayload({ ...base, merchantName: ' ** ' })).toEqual({
      ok: false,
      field: 'merchantName',
      message: 'Informe o nome do recebedor do PIX',
    });
    expect(buildPixPayload({ ...base, merchantCity: '' })).toEqual({
      ok: false,
      field: 'merchantCity',
      message: 'Informe a cidade do recebedor do PIX',
    });
    for (const txid of ['PEDIDO-1', 'x'.repeat(26), 'pedido 1']) {
      expect(buildPixPayload({ ...base, txid })).toMatchObject({ ok: false, field: 'txid' });
    }
    expect(buildPixPayload({ ...base, txid: 'A'.repeat(25) }).ok).toBe(true);
    expect(buildPixPayload({ ...base, txid: '  ' })).toMatchObject({ ok: true });
  });

  it('carries a message to the payer, cut to what field 26 has room for', () => {
    const short = buildPixPayload({
      key: '+5511999998888',
      merchantName: 'Loja',
      merchantCity: 'Recife',
      description: 'Pedido PV-000123',
    });
    expect(short.ok && short.payload).toContain('0014br.gov.bcb.pix0114+55119999988880216Pedido PV-000123');
    const long = buildPixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Loja',
      merchantCity: 'Recife',
      description: 'x'.repeat(200),
    });
    expect(long.ok).toBe(true);
    const decoded = decodePixPayload((long as { payload: string }).payload);
    // 18 (GUI) + 40 (key) + 4 (message header) + 37 = 99 bytes.
    expect(decoded.ok && decoded.value.description).toBe('x'.repeat(37));
    expect((long as { payload: string }).payload).toContain('2699');
    const full = buildPixPayload({
      key: `${'a'.repeat(65)}@exemplo.com`,
      merchantName: 'Loja',
      merchantCity: 'Recife',
      description: 'Obrigado',
    });
    // A 77-byte key fills the field: no room for the message.
    expect(full.ok && decodePixPayload(full.payload)).toMatchObject({
      ok: true,
      value: { description: null },
    });
  });
});

describe('decodePixPayload', () => {
  it('reads the published examples', () => {
    expect(decodePixPayload(BCB_STATIC)).toEqual({
      ok: true,
      value: {
        key: '123e4567-e12b-12d1-a456-426655440000',
        url: null,
        description: null,
        amountCents: null,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
        crc: '1D3D',
      },
    });
    expect(decodePixPayload(` ${OURS}\n`)).toMatchObject({
      ok: true,
      value: { key: '+5511999998888', amountCents: 14990, txid: 'PEDIDO12345', merchantCity: 'SAO PAULO' },
    });
  });

  it('round-trips what the builder writes', () => {
    const cases = [
      { key: 'loja@exemplo.com', merchantName: 'Aurora', merchantCity: 'Curitiba', amountCents: 1 },
      {
        key: '12ABC34501DE35',
        merchantName: 'Moda',
        merchantCity: 'Natal',
        amountCents: 987654321,
        txid: 'PDV42',
      },
      { key: '52998224725', merchantName: 'X', merchantCity: 'Y', description: 'Venda 7' },
    ];
    for (const input of cases) {
      const built = buildPixPayload(input);
      if (!built.ok) throw new Error(built.message);
      expect(decodePixPayload(built.payload)).toEqual({
        ok: true,
        value: {
          key: input.key,
          url: null,
          description: input.description ?? null,
          amountCents: input.amountCents ?? null,
          merchantName: input.merchantName,
          merchantCity: input.merchantCity,
          txid: input.txid ?? '***',
          crc: built.payload.slice(-4),
        },
      });
    }
  });

  it('refuses a wrong CRC, and accepts one written in lower case', () => {
    expect(decodePixPayload(`${BCB_STATIC.slice(0, -4)}1D3E`)).toEqual({
      ok: false,
      message: 'Código PIX inválido: o CRC não confere',
    });
    expect(decodePixPayload(BCB_STATIC.replace('Fulano', 'Fulana'))).toMatchObject({ ok: false });
    expect(decodePixPayload(`${BCB_STATIC.slice(0, -4)}1d3d`)).toMatchObject({ ok: true });
  });

  it('reads a dynamic code and the amount written with fewer decimals', () => {
    const body =
      '000201010212' +
      '26440014BR.GOV.BCB.PIX2522pix.example.com/qr/abc' +
      '52040000530398654031.5' +
      '5802BR5904Loja6006Recife62070503***6304';
    expect(decodePixPayload(body + crc16CcittFalse(body))).toMatchObject({
      ok: true,
      value: { key: null, url: 'pix.example.com/qr/abc', amountCents: 150 },
    });
    const whole = body.replace('54031.5', '54015');
    expect(decodePixPayload(whole + crc16CcittFalse(whole))).toMatchObject({
      ok: true,
      value: { amountCents: 500 },
    });
  });

  it('refuses malformed codes', () => {
    const sign = (body: string) => body + crc16CcittFalse(body);
    const good =
      '00020126360014br.gov.bcb.pix0114+55119999988885204000053039865406149.905802BR5904Loja6006Recife62070503***6304';
    expect(decodePixPayload(sign(good)).ok).toBe(true);
    const bad = [
      '',
      '63041D3D',
      good.replace('000201', '000202'),
      good.replace('0014br.gov.bcb.pix', '0014br.gov.bcb.pax'),
      good.replace('5303986', '5303840'),
      good.replace('5802BR', '5802US'),
      good.replace('5904Loja', ''),
      good.replace('6006Recife', ''),
      good.replace('5406149.90', '5406149,90'),
      good.replace('5406149.90', '5407149.901'),
      good.replace('5406149.90', '5411123456789.00'),
      good.replace('62070503***', '62070504***'),
    ];
    for (const body of bad) expect(decodePixPayload(sign(body)).ok, body).toBe(false);
    // The first field must be 00; the last must be 63 with four hex digits.
    expect(decodePixPayload(sign(good.replace('000201', '010201'))).ok).toBe(false);
    expect(decodePixPayload(sign(good.replace(/6304$/, '6404')))).toMatchObject({
      message: 'Código PIX inválido',
    });
    const fiveDigits = good.replace(/6304$/, '6305Z');
    expect(decodePixPayload(fiveDigits + crc16CcittFalse(fiveDigits))).toMatchObject({
      message: 'Código PIX inválido',
    });
    const trailing = good.replace(/6304$/, '6305');
    expect(decodePixPayload(`${trailing}ABCDZ`)).toMatchObject({ message: 'Código PIX inválido' });
    // A field repeated at one level, an account with neither key nor location.
    expect(decodePixPayload(sign(good.replace('5904Loja', '5904Loja5904Loja'))).ok).toBe(false);
    expect(
      decodePixPayload(
        sign(
          good.replace('2636', '2656').replace('0114+5511999998888', '0114+55119999988880114+5511999998888'),
        ),
      ).ok,
    ).toBe(false);
    expect(
      decodePixPayload(
        sign(good.replace('26360014br.gov.bcb.pix0114+5511999998888', '26180014br.gov.bcb.pix')),
      ).ok,
    ).toBe(false);
    // Other templates before the PIX one: not TLV inside, or TLV without a GUI.
    const others = good.replace('2636', '2703abc28080104abcd2636');
    expect(decodePixPayload(sign(others))).toMatchObject({ ok: true, value: { key: '+5511999998888' } });
    // No CRC field at the end, or a CRC field that is not hex.
    expect(decodePixPayload(good.slice(0, -4))).toMatchObject({ ok: false, message: 'Código PIX inválido' });
    expect(decodePixPayload(`${good}ZZZZ`)).toMatchObject({ ok: false, message: 'Código PIX inválido' });
    // The merchant account found among fields 26 to 51, not elsewhere.
    const at51 = good.replace('2636', '5136');
    expect(decodePixPayload(sign(at51)).ok).toBe(true);
    const at25 = good.replace('26360014', '25360014');
    expect(decodePixPayload(sign(at25)).ok).toBe(false);
    const at52 = good.replace('26360014', '52360014').replace('52040000', '');
    expect(decodePixPayload(sign(at52)).ok).toBe(false);
  });
});
