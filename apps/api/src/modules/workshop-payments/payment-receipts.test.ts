import { addDaysToDate, PAYMENT_RECEIPT_MAX_BYTES, todayInSaoPaulo } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, uploadFile } from '../../../test/fixtures/products.ts';
import { createPaymentRecordFixture } from '../../../test/fixtures/workshop-payments.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
  testStorage,
  usePlan,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { createFileLinks } from '../../platform/storage/signed-links.ts';
import { reviewBody, seedReturnedBatch } from '../quality-control/qc-test-support.ts';
import { paymentReceipts } from './schema.ts';
import { fetchSigned, signInMappedWorkshop, TINY_PDF } from './workshop-payments-test-support.ts';

type ErrorBody = { error: { message: string } };

let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Comprovantes');
  other = await signUpCompany(ctx, 'Confecção Vizinha');
  await usePlan(ctx, owner.companyId, 'professional');
  await usePlan(ctx, other.companyId, 'professional');
}, 120_000);
afterAll(() => ctx.close());

const attach = (client: TestClient, id: string, bytes: Uint8Array, name: string, type: string) =>
  uploadFile(client, `/api/workshop-payments/${id}/receipts`, bytes, name, type);

/** The storage key a receipt row points at (not exposed by the API). */
async function keyOf(receiptId: string): Promise<string> {
  const [row] = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
    tx
      .select({ key: paymentReceipts.filePath })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.id, receiptId)),
  );
  return row!.key;
}

/** A record with pieces out for repair ('com_conserto_pendente'), reviewed and completed through the API. */
async function withRepairPending(company: SignedUpCompany): Promise<string> {
  const batch = await seedReturnedBatch(ctx, company, { grid: { Azul: { M: 4 } } });
  await company.client.post(`/api/batches/${batch.batchId}/review/start`);
  await company.client.request(
    'PUT',
    `/api/batches/${batch.batchId}/review`,
    reviewBody(batch, { Azul: { M: 4 } }, { 'Azul|M': { repair: 1 } }),
  );
  const done = await company.client.post(`/api/batches/${batch.batchId}/review/complete`);
  expect(done.body.payment.status).toBe('com_conserto_pendente');
  return done.body.payment.id;
}

describe('marking a payment paid', () => {
  it("records the day and the method: the record shows 'Pago' with 'PIX'", async () => {
    const id = await createPaymentRecordFixture(owner.client, 'paga');
    const res = await owner.client.post(`/api/workshop-payments/${id}/pay`, {
      paidOn: '05/01/2026',
      method: 'pix',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'pago',
      statusLabel: 'Pago',
      paidOn: '2026-01-05',
      paymentMethod: 'pix',
      paymentMethodLabel: 'PIX',
      overdue: false,
      receipts: [],
    });
    expect(res.body.paidAt).not.toBeNull();
    const paid = await owner.client.get('/api/workshop-payments?status=pago');
    expect(paid.body.items.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('refuses a record already paid and one with pieces still out for repair', async () => {
    const id = await createPaymentRecordFixture(owner.client, 'duas-vezes');
    const body = { paidOn: todayInSaoPaulo(), method: 'dinheiro' };
    expect((await owner.client.post(`/api/workshop-payments/${id}/pay`, body)).status).toBe(200);
    const again = await owner.client.post(`/api/workshop-payments/${id}/pay`, { ...body, method: 'pix' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'O pagamento deste lote já foi registrado como pago e não pode mudar.',
    );
    expect((await owner.client.get(`/api/workshop-payments/${id}`)).body.paymentMethod).toBe('dinheiro');

    const repairing = await withRepairPending(owner);
    const refused = await owner.client.post(`/api/workshop-payments/${repairing}/pay`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Há peças deste lote em conserto: registre a volta das peças consertadas antes de marcar o pagamento como pago.',
    );
    expect((await owner.client.get(`/api/workshop-payments/${repairing}`)).body.status).toBe(
      'com_conserto_pendente',
    );
  });

  it('refuses a missing, impossible or future date and an unknown method, in Portuguese', async () => {
    const id = await createPaymentRecordFixture(owner.client, 'invalida');
    for (const [body, field, message] of [
      [{ method: 'pix' }, 'paidOn', 'Informe a data do pagamento'],
      [{ paidOn: '', method: 'pix' }, 'paidOn', 'Informe a data do pagamento'],
      [{ paidOn: '31/02/2026', method: 'pix' }, 'paidOn', 'Data inválida'],
      [
        { paidOn: addDaysToDate(todayInSaoPaulo(), 30), method: 'pix' },
        'paidOn',
        'A data do pagamento não pode ser no futuro',
      ],
      [{ paidOn: '2026-01-05' }, 'method', 'Escolha a forma de pagamento'],
      [{ paidOn: '2026-01-05', method: 'bitcoin' }, 'method', 'Escolha a forma de pagamento'],
    ] as const) {
      const res = await owner.client.post(`/api/workshop-payments/${id}/pay`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect((await owner.client.get(`/api/workshop-payments/${id}`)).body.status).toBe('aguardando_prazo');
    const missing = await owner.client.post(
      '/api/workshop-payments/00000000-0000-4000-8000-000000000000/pay',
      {
        paidOn: '2026-01-05',
        method: 'pix',
      },
    );
    expect(missing.status).toBe(404);
  });

  it('needs the quality-control write permission', async () => {
    const id = await createPaymentRecordFixture(owner.client, 'leitor');
    const reader = await addMember(ctx, owner.companyId, 'user', { 'quality-control': { canAccess: true } });
    const res = await reader.client.post(`/api/workshop-payments/${id}/pay`, {
      paidOn: '2026-01-05',
      method: 'pix',
    });
    expect(res.status).toBe(403);
    const upload = await attach(reader.client, id, TINY_PDF, 'pix.pdf', 'application/pdf');
    expect(upload.status).toBe(403);
  });

  it("answers 404 for another company's record and leaves it unpaid", async () => {
    const theirs = await createPaymentRecordFixture(other.client, 'alheia');
    const res = await owner.client.post(`/api/workshop-payments/${theirs}/pay`, {
      paidOn: '2026-01-05',
      method: 'pix',
    });
    expect(res.status).toBe(404);
    expect((await other.client.get(`/api/workshop-payments/${theirs}`)).body.status).toBe('aguardando_prazo');
  });
});

describe('receipts', () => {
  it('stores each file under a new key in payment-receipts, lists it and bumps the record for realtime', async () => {
    const id = await createPaymentRecordFixture(owner.client, 'anexo');
    const before = (await owner.client.get(`/api/workshop-payments/${id}`)).body;
    const first = await attach(owner.client, id, TINY_PDF, 'C:\\fakepath\\comprovante pix.pdf', '');
    expect(first.status).toBe(201);
    expect(first.body.receipts).toEqual([
      {
        id: expect.any(String),
        filename: 'comprovante pix.pdf',
        contentType: 'application/pdf',
        sizeBytes: TINY_PDF.byteLength,
        createdAt: expect.any(String),
      },
    ]);
    expect(first.body.updatedAt > before.updatedAt).toBe(true);
    // The same name again is a second receipt under its own key: nothing is overwritten.
    const second = await attach(
      owner.client,
      id,
      TINY_PNG,
      'comprovante pix.pdf'.replace('.pdf', '.png'),
      '',
    );
    expect(second.status).toBe(201);
    const third = await attach(owner.client, id, TINY_PDF, 'comprovante pix.pdf', 'application/pdf');
    expect(third.body.receipts).toHaveLength(3);
    const keys = await Promise.all(third.body.receipts.map((r: { id: string }) => keyOf(r.id)));
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^payment-receipts/${owner.companyId}/[0-9a-f-]{36}\\.(pdf|png)$`));
      expect(await testStorage(ctx).get(key)).not.toBeNull();
    }
    expect(third.body.receipts[1]).toMatchObject({
      filename: 'comprovante pix.png',
      contentType: 'image/png',
    });
    const zpl = await attach(owner.client, id, new TextEncoder().encode('^XA^FDTeste^FS^XZ'), 'e.zpl', '');
    expect(zpl.body.receipts[3]).toMatchObject({ filename: 'e.zpl', contentType: 'text/plain' });
  });

  it('refuses other types, bytes that are not what the name says, no file and files over 10 MB', async () => {
    const id = await createPaymentRecordFixture(owner.client, 'recusa');
    const wrongType =
      'Tipo de arquivo não aceito. Envie PDF, PNG, JPG, GIF, WebP, SVG, ZIP, TXT, LOG ou ZPL.';
    for (const [bytes, name, type] of [
      [TINY_PDF, 'planilha.xlsx', 'application/vnd.ms-excel'],
      [TINY_PDF, 'programa.exe', 'application/pdf'],
      [TINY_PNG, 'comprovante.pdf', 'application/pdf'],
      [new TextEncoder().encode('apenas texto'), 'comprovante.pdf', 'application/pdf'],
    ] as const) {
      const res = await attach(owner.client, id, bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(res.body.error).toMatchObject({ message: wrongType, fields: { file: wrongType } });
    }
    const big = new Uint8Array(PAYMENT_RECEIPT_MAX_BYTES + 1);
    big.set(TINY_PDF);
    const tooLarge = await attach(owner.client, id, big, 'grande.pdf', 'application/pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe('O comprovante deve ter no máximo 10 MB');
    const huge = await attach(owner.client, id, new Uint8Array(PAYMENT_RECEIPT_MAX_BYTES * 2), 'x.pdf', '');
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('O comprovante deve ter no máximo 10 MB');
    const none = await owner.client.post(`/api/workshop-payments/${id}/receipts`, {});
    expect(none.status).toBe(400);
    expect(none.body.error.fields.file).toBe('Escolha um arquivo de comprovante');
    expect((await owner.client.get(`/api/workshop-payments/${id}`)).body.receipts).toEqual([]);
  });

  it('downloads through a signed address valid 3600 s, without a session; a changed or old one is refused', async () => {
    const id = await createPaymentRecordFixture(owner.client, 'baixar');
    const uploaded = await attach(owner.client, id, TINY_PDF, 'Comprovante São João.pdf', 'application/pdf');
    const receiptId: string = uploaded.body.receipts[0].id;
    const started = Date.now();
    const link = await owner.client.get(`/api/workshop-payments/${id}/receipts/${receiptId}/link`);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/api\/files\/payment-receipts\//);
    const ttl = new Date(link.body.expiresAt).getTime() - started;
    expect(ttl).toBeGreaterThan(3595_000);
    expect(ttl).toBeLessThanOrEqual(3601_000);

    const file = await fetchSigned(ctx, link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Comprovante São João.pdf')}`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(TINY_PDF);

    const tampered = await fetchSigned(ctx, link.body.url.replace('name=', 'name=x'));
    expect(tampered.status).toBe(403);
    expect(((await tampered.json()) as ErrorBody).error.message).toBe('Link de download inválido');
    const otherFile = await fetchSigned(
      ctx,
      link.body.url.replace(
        /payment-receipts\/[0-9a-f-]+\/[0-9a-f-]+/,
        `payment-receipts/${other.companyId}/${crypto.randomUUID()}`,
      ),
    );
    expect(otherFile.status).toBe(403);

    // Signed with the app's secret an hour and a minute ago: expired.
    const key = await keyOf(receiptId);
    const old = createFileLinks('test-secret-test-secret-test-secret-0123').sign(
      { key, filename: 'Comprovante São João.pdf', contentType: 'application/pdf' },
      new Date(Date.now() - 3660_000),
    );
    const expired = await fetchSigned(ctx, old.url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as ErrorBody).error.message).toBe(
      'Este link de download expirou. Volte à tela e toque em Baixar de novo.',
    );
  });

  it('removes a receipt and its file after the commit', async () => {
    const id = await createPaymentRecordFixture(owner.client, 'remover');
    const uploaded = await attach(owner.client, id, TINY_PDF, 'errado.pdf', 'application/pdf');
    const receiptId: string = uploaded.body.receipts[0].id;
    const key = await keyOf(receiptId);
    const res = await owner.client.delete(`/api/workshop-payments/${id}/receipts/${receiptId}`);
    expect(res.status).toBe(200);
    expect(res.body.receipts).toEqual([]);
    expect(await testStorage(ctx).get(key)).toBeNull();
    const again = await owner.client.delete(`/api/workshop-payments/${id}/receipts/${receiptId}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Comprovante não encontrado');
  });

  it("answers 404 for another company's receipts, whichever record id is given", async () => {
    const theirs = await createPaymentRecordFixture(other.client, 'alheio');
    const uploaded = await attach(other.client, theirs, TINY_PDF, 'deles.pdf', 'application/pdf');
    const receiptId: string = uploaded.body.receipts[0].id;
    const mine = await createPaymentRecordFixture(owner.client, 'meu');
    for (const recordId of [theirs, mine]) {
      const link = await owner.client.get(`/api/workshop-payments/${recordId}/receipts/${receiptId}/link`);
      expect(link.status).toBe(404);
      const removed = await owner.client.delete(`/api/workshop-payments/${recordId}/receipts/${receiptId}`);
      expect(removed.status).toBe(404);
    }
    expect((await attach(owner.client, theirs, TINY_PDF, 'meu.pdf', 'application/pdf')).status).toBe(404);
    expect((await other.client.get(`/api/workshop-payments/${theirs}`)).body.receipts).toHaveLength(1);
  });
});

describe("the workshop's receipts in its portal", () => {
  it('sees the status and receipts of its own payments and downloads them; another workshop gets 404', async () => {
    const id = await createPaymentRecordFixture(owner.client, 'portal');
    const payment = (await owner.client.get(`/api/workshop-payments/${id}`)).body;
    await owner.client.post(`/api/workshop-payments/${id}/pay`, {
      paidOn: '2026-01-05',
      method: 'transferencia',
    });
    const uploaded = await attach(owner.client, id, TINY_PDF, 'ted.pdf', 'application/pdf');
    const receiptId: string = uploaded.body.receipts[0].id;

    const workshop = await signInMappedWorkshop(
      ctx,
      'Facção do Portal',
      owner.companyId,
      payment.outworkerId,
    );
    const list = await workshop.get(`/api/workshop/companies/${owner.companyId}/payments`);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id,
        status: 'pago',
        statusLabel: 'Pago',
        paymentMethodLabel: 'Transferência',
        receipts: [expect.objectContaining({ id: receiptId, filename: 'ted.pdf' })],
      }),
    ]);
    const path = `/api/workshop/companies/${owner.companyId}/payments/${id}/receipts/${receiptId}/link`;
    const link = await workshop.get(path);
    expect(link.status).toBe(200);
    const file = await fetchSigned(ctx, link.body.url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(TINY_PDF);

    // A workshop of another outworker record of the same company, and one of another company.
    const otherOutworker = (await owner.client.post('/api/outworkers', { name: 'Facção Outra' })).body.id;
    const sameCompany = await signInMappedWorkshop(ctx, 'Facção Outra', owner.companyId, otherOutworker);
    const refused = await sameCompany.get(path);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('ted.pdf');
    expect((await sameCompany.get(`/api/workshop/companies/${owner.companyId}/payments`)).body.items).toEqual(
      [],
    );
    const theirOutworker = (await other.client.post('/api/outworkers', { name: 'Facção Vizinha' })).body.id;
    const otherCompany = await signInMappedWorkshop(ctx, 'Facção Vizinha', other.companyId, theirOutworker);
    expect((await otherCompany.get(path)).status).toBe(404);
    const viaOwnCompany = await otherCompany.get(
      `/api/workshop/companies/${other.companyId}/payments/${id}/receipts/${receiptId}/link`,
    );
    expect(viaOwnCompany.status).toBe(404);
    const bad = await workshop.get(
      `/api/workshop/companies/${owner.companyId}/payments/abc/receipts/def/link`,
    );
    expect(bad.status).toBe(404);
  });
});
