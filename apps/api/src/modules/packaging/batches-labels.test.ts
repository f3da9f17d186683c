import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import type { ReturnedBatch } from '../quality-control/qc-test-support.ts';
import { approvedBatch, download } from './packaging-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let first: ReturnedBatch;
let second: ReturnedBatch;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Etiquetas em Lote');
  first = await approvedBatch(ctx, owner, { Azul: { P: 3 } });
  second = await approvedBatch(ctx, owner, { Preto: { M: 2 } });
});
afterAll(() => ctx.close());

const blocks = (zpl: string) => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];

describe('GET /packaging/labels', () => {
  it('prints the labels of every batch asked in one file', async () => {
    const res = await download(
      owner.client,
      `/api/packaging/labels?format=zpl&batchIds=${first.batchId},${second.batchId}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="etiquetas-2-lotes.zpl"');
    expect(blocks(res.text)).toHaveLength(5);
    const pdf = await download(owner.client, `/api/packaging/labels?batchIds=${first.batchId}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="etiquetas-${first.code}.pdf"`);
  });

  it('refuses bad ids, none and too many, in Portuguese', async () => {
    const bad = await owner.client.get('/api/packaging/labels?batchIds=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['batchIds.0']).toBe('Lote inválido');
    const none = await owner.client.get('/api/packaging/labels');
    expect(none.body.error.fields.batchIds).toBe('Escolha ao menos um lote');
    const many = Array.from({ length: 51 }, () => randomUUID()).join(',');
    const tooMany = await owner.client.get(`/api/packaging/labels?batchIds=${many}`);
    expect(tooMany.body.error.fields.batchIds).toBe('No máximo 50 lotes por vez');
  });

  it('answers 404 for another company’s batch and needs access to packaging', async () => {
    const other = await signUpCompany(ctx, 'Outra Etiquetadora');
    const res = await other.client.get(`/api/packaging/labels?batchIds=${first.batchId}`);
    expect(res.status).toBe(404);
    const outsider = await addMember(ctx, owner.companyId, 'manager', { materials: { canAccess: true } });
    expect((await outsider.client.get(`/api/packaging/labels?batchIds=${first.batchId}`)).status).toBe(403);
  });
});
