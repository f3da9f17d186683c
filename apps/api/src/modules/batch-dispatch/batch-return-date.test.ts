import {
  addDaysToDate,
  DEFAULT_WORKSHOP_RETURN_DAYS,
  formatDateOnly,
  todayInSaoPaulo,
} from '@alinhavo/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import {
  batchState,
  CUT_GRID,
  createOutworker,
  type DispatchCatalogue,
  seedBatch,
  seedDispatchCatalogue,
  setStock,
} from './dispatch-test-support.ts';

/** The expected return date a send saves on the batch: typed, or defaulted from the workshop's capacity. */
let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;
let cat: DispatchCatalogue;
let fast: string;
let noCapacity: string;
let otherWorkshop: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Prazo');
  other = await signUpCompany(ctx, 'Outra Confecção Prazo');
  cat = await seedDispatchCatalogue(ctx, owner);
  fast = await createOutworker(owner.client, 'Facção Rápida', {
    productId: cat.product.id,
    priceCents: 350,
    capacityPerDay: 50,
  });
  noCapacity = await createOutworker(owner.client, 'Facção Sem Capacidade');
  otherWorkshop = await createOutworker(other.client, 'Facção da Outra', { capacityPerDay: 500 });
});
afterAll(() => ctx.close());

beforeEach(() =>
  setStock(ctx, owner.companyId, {
    ...Object.fromEntries(Object.values(cat.thread.variations).map((id) => [id, '10'])),
    ...Object.fromEntries(Object.values(cat.label.variations).map((id) => [id, '500'])),
    [cat.bag.variationId]: '500',
  }),
);

const newBatch = () => seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors, 'cortado', null);
const inDays = (days: number) => addDaysToDate(todayInSaoPaulo(), days);

describe('expected return date of a send', () => {
  it('lists each workshop’s capacity with its agreed price', async () => {
    const batch = await newBatch();
    const res = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
    expect(res.status).toBe(200);
    expect(res.body.outworkers).toEqual([
      { id: fast, name: 'Facção Rápida', priceCents: 350, capacityPerDay: 50 },
      { id: noCapacity, name: 'Facção Sem Capacidade', priceCents: null, capacityPerDay: null },
    ]);
  });

  it('saves the date typed and shows it on the batch', async () => {
    const batch = await newBatch();
    const day = inDays(10);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, {
      outworkerId: fast,
      expectedReturnDate: formatDateOnly(day),
    });
    expect(res.status).toBe(200);
    expect(res.body.expectedReturnDate).toBe(day);
    expect((await batchState(ctx, owner.companyId, batch.id)).batch.expected_return_date).toBe(day);
    const detail = await owner.client.get(`/api/batches/${batch.id}`);
    expect(detail.body.expectedReturnDate).toBe(day);
  });

  it('accepts today, and without a date takes the days the capacity needs, or the default days', async () => {
    const today = await owner.client.post(`/api/batches/${(await newBatch()).id}/send`, {
      outworkerId: fast,
      expectedReturnDate: todayInSaoPaulo(),
    });
    expect(today.body.expectedReturnDate).toBe(todayInSaoPaulo());
    // 110 pieces at 50 a day: 3 days.
    const byCapacity = await owner.client.post(`/api/batches/${(await newBatch()).id}/send`, {
      outworkerId: fast,
    });
    expect(byCapacity.body.expectedReturnDate).toBe(inDays(3));
    const byDefault = await owner.client.post(`/api/batches/${(await newBatch()).id}/send`, {
      outworkerId: noCapacity,
    });
    expect(byDefault.body.expectedReturnDate).toBe(inDays(DEFAULT_WORKSHOP_RETURN_DAYS));
  });

  it('refuses a past, impossible or empty date in Portuguese and leaves the batch cut', async () => {
    const batch = await newBatch();
    const cases: [unknown, string][] = [
      [inDays(-1), 'A previsão de retorno não pode ser anterior a hoje'],
      ['31/02/2030', 'Data inválida'],
      ['amanhã', 'Data inválida'],
      [20300101, 'Data inválida'],
      ['  ', 'Informe a previsão de retorno'],
    ];
    for (const [expectedReturnDate, message] of cases) {
      const res = await owner.client.post(`/api/batches/${batch.id}/send`, {
        outworkerId: fast,
        expectedReturnDate,
      });
      expect(res.status, String(expectedReturnDate)).toBe(400);
      expect(res.body.error.fields.expectedReturnDate).toBe(message);
    }
    const state = await batchState(ctx, owner.companyId, batch.id);
    expect(state.batch).toMatchObject({ status: 'cortado', expected_return_date: null });
  });

  it('never reaches another company: its batch, its workshop and its capacity', async () => {
    const batch = await newBatch();
    const body = { outworkerId: fast, expectedReturnDate: inDays(5) };
    const foreignBatch = await other.client.post(`/api/batches/${batch.id}/send`, body);
    expect(foreignBatch.status).toBe(404);
    const foreignWorkshop = await owner.client.post(`/api/batches/${batch.id}/send`, {
      outworkerId: otherWorkshop,
    });
    expect(foreignWorkshop.status).toBe(404);
    expect(foreignWorkshop.body.error.message).toBe('Facção não encontrada');
    const dispatch = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
    expect(dispatch.body.outworkers.map((o: { id: string }) => o.id)).not.toContain(otherWorkshop);
    expect((await other.client.get(`/api/batches/${batch.id}`)).status).toBe(404);
    expect((await batchState(ctx, owner.companyId, batch.id)).batch).toMatchObject({
      status: 'cortado',
      expected_return_date: null,
    });
  });
});
