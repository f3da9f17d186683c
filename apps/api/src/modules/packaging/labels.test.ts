import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { seedReturnedBatch } from '../quality-control/qc-test-support.ts';
import { approvedBatch, download } from './packaging-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Etiquetas');
});
afterAll(() => ctx.close());

const GRID = { Azul: { P: 20, M: 15 }, Preto: { P: 7 } };
const blocks = (zpl: string) => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe('labels as PDF', () => {
  it('prints one label per approved piece on A4 sheets of 30 before packing', async () => {
    const batch = await approvedBatch(ctx, owner, GRID, {}, { productName: 'Calça Média' });
    const res = await download(owner.client, `/api/packaging/${batch.batchId}/labels`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="etiquetas-${batch.code}.pdf"`);
    expect(res.text.startsWith('%PDF')).toBe(true);
    // 42 pieces: two A4 pages of 30.
    expect(await pages(res.bytes)).toBe(2);
  });

  it('prints the packed pieces once the batch is packed, in every layout', async () => {
    const batch = await approvedBatch(ctx, owner, GRID);
    await owner.client.post(`/api/batches/${batch.batchId}/pack`, {
      items: [{ colorId: batch.colors.Azul, size: 'P', quantity: 13 }],
    });
    const path = `/api/packaging/${batch.batchId}/labels?format=pdf`;
    expect(await pages((await download(owner.client, path)).bytes)).toBe(1);
    expect(await pages((await download(owner.client, `${path}&layout=a4-2x7`)).bytes)).toBe(1);
    const thermal = await download(owner.client, `${path}&layout=termica-50x30&price=1`);
    expect(await pages(thermal.bytes)).toBe(13);
    // 50 × 30 mm in points.
    const size = (await PDFDocument.load(thermal.bytes)).getPage(0).getSize();
    expect(Math.round(size.width)).toBe(142);
    expect(Math.round(size.height)).toBe(85);
  });

  it('prints chosen quantities per SKU, or one packing record', async () => {
    const batch = await approvedBatch(ctx, owner, GRID);
    const first = await owner.client.post(`/api/batches/${batch.batchId}/pack`, {
      items: [{ colorId: batch.colors.Preto, size: 'P', quantity: 7 }],
    });
    await owner.client.post(`/api/batches/${batch.batchId}/pack`);
    const azulP = batch.variants['Azul|P']!;
    const chosen = await download(
      owner.client,
      `/api/packaging/${batch.batchId}/labels?format=zpl&items=${azulP.id}:3,${batch.variants['Azul|M']!.id}:1`,
    );
    expect(blocks(chosen.text)).toHaveLength(4);
    const record = await download(
      owner.client,
      `/api/packaging/${batch.batchId}/labels?format=zpl&packingRecordId=${first.body.packingRecordId}`,
    );
    const recordBlocks = blocks(record.text);
    expect(recordBlocks).toHaveLength(7);
    expect(
      recordBlocks.every((b) => b.includes(`^FD${batch.variants['Preto|P']!.barcode.slice(0, 12)}^FS`)),
    ).toBe(true);
  });
});

describe('labels as ZPL', () => {
  it('gives one ^XA…^XZ per piece with the SKU and its EAN-13, in UTF-8', async () => {
    const batch = await approvedBatch(ctx, owner, GRID, {}, { productName: 'Calça Média' });
    await owner.client.post(`/api/batches/${batch.batchId}/pack`);
    const res = await download(owner.client, `/api/packaging/${batch.batchId}/labels?format=zpl&price=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="etiquetas-${batch.code}.zpl"`);
    const all = blocks(res.text);
    expect(all).toHaveLength(42);
    for (const [key, count] of [
      ['Azul|P', 20],
      ['Azul|M', 15],
      ['Preto|P', 7],
    ] as const) {
      const variant = batch.variants[key]!;
      const own = all.filter(
        (b) => b.includes(`^BEN`) && b.includes(`^FD${variant.barcode.slice(0, 12)}^FS`),
      );
      expect(own, key).toHaveLength(count);
      expect(own[0]).toContain(`^FD${variant.sku}`);
    }
    expect(all[0]).toContain('^CI28');
    expect(all[0]).toContain(`^FD${batch.reference} Calça Média^FS`);
    expect(all[0]).toContain('^FDR$ 59,90^FS');
  });
});

describe('labels: bad requests', () => {
  it('refuses an unknown format, layout or malformed items', async () => {
    const batch = await approvedBatch(ctx, owner, { Azul: { M: 2 } });
    const base = `/api/packaging/${batch.batchId}/labels`;
    for (const [query, field, message] of [
      ['format=png', 'format', 'Formato inválido: use pdf ou zpl'],
      ['layout=a3', 'layout', 'Modelo de etiqueta inválido'],
      ['items=abc', 'items', 'Itens inválidos: use sku:quantidade separados por vírgula'],
      ['packingRecordId=123', 'packingRecordId', 'Embalagem inválida'],
    ] as const) {
      const res = await owner.client.get(`${base}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    const other = await approvedBatch(ctx, owner, { Preto: { M: 1 } });
    const foreignSku = await owner.client.get(`${base}?items=${other.variants['Preto|M']!.id}:1`);
    expect(foreignSku.status).toBe(400);
    expect(foreignSku.body.error.fields).toEqual({ 'items.0': 'SKU fora da grade do lote' });
    const unknownRecord = await owner.client.get(
      `${base}?packingRecordId=00000000-0000-4000-8000-000000000000`,
    );
    expect(unknownRecord.status).toBe(404);
    const tooMany = await owner.client.get(`${base}?items=${batch.variants['Azul|M']!.id}:5001`);
    expect(tooMany.status).toBe(400);
  });

  it('says there is nothing to label on a batch with no approved piece', async () => {
    const batch = await seedReturnedBatch(ctx, owner);
    const res = await owner.client.get(`/api/packaging/${batch.batchId}/labels?format=zpl`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Nenhuma peça para etiquetar neste lote.');
  });
});
