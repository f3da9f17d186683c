import { PLAN_FEATURE_MESSAGE } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
  usePlan,
} from '../../../test/test-app.ts';
import { AppError } from '../../platform/http/errors.ts';
import { asTenant } from '../stock/stock-test-support.ts';
import { currentOpenSession, recordSessionEntries } from './entries.service.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Loja Caixa');
  other = await signUpCompany(ctx, 'Outra Loja');
  // The point of sale starts at the Professional plan (part1 §9).
  await usePlan(ctx, owner.companyId, 'professional');
  await usePlan(ctx, other.companyId, 'professional');
});
afterAll(() => ctx.close());

const counted = (values: Partial<Record<string, number | string>> = {}) => ({
  counted: { dinheiro: 0, pix: 0, credito: 0, debito: 0, fiado: 0, ...values },
});

async function newRegister(client: TestClient, name: string): Promise<string> {
  const res = await client.post('/api/cash-registers', { name });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function open(client: TestClient, registerId: string, openingFloatCents: number | string = 10000) {
  const res = await client.post('/api/cash-sessions', { registerId, openingFloatCents });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A member of the owner's company with the PDV feature (access and write). */
async function cashier() {
  return addMember(ctx, owner.companyId, 'user', { pdv: { canAccess: true, canWrite: true } });
}

describe('cash registers', () => {
  it("gives a company 'Caixa 1' by default, and adds more with unique names", async () => {
    const first = await owner.client.get('/api/cash-registers');
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([expect.objectContaining({ name: 'Caixa 1', openSession: null })]);
    const again = await owner.client.get('/api/cash-registers');
    expect(again.body.items).toHaveLength(1);

    const id = await newRegister(owner.client, 'Caixa Balcão');
    const list = await owner.client.get('/api/cash-registers');
    expect(list.body.items.map((r: { name: string }) => r.name)).toEqual(['Caixa 1', 'Caixa Balcão']);
    expect(list.body.items[1].id).toBe(id);

    const duplicate = await owner.client.post('/api/cash-registers', { name: 'caixa balcão' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.fields).toEqual({ name: 'Já existe um caixa com este nome' });
  });

  it('refuses a register without a name in Portuguese', async () => {
    const res = await owner.client.post('/api/cash-registers', { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: 'Informe o nome do caixa' });
  });

  it('never lists another company’s registers', async () => {
    const id = await newRegister(other.client, 'Caixa da Outra');
    const mine = await owner.client.get('/api/cash-registers');
    expect(JSON.stringify(mine.body)).not.toContain(id);
    expect(JSON.stringify(mine.body)).not.toContain('Caixa da Outra');
  });
});

describe('a cash session', () => {
  it('opens with its float, takes sangria and suprimento, and closes with expected, counted and difference', async () => {
    const member = await cashier();
    const registerId = await newRegister(owner.client, 'Caixa Fluxo');
    const none = await member.client.get('/api/cash-sessions/current');
    expect(none.status).toBe(200);
    expect(none.body.session).toBeNull();
    expect(none.body.registers.map((r: { id: string }) => r.id)).toContain(registerId);

    const session = await open(member.client, registerId, '150,00');
    expect(session).toMatchObject({
      registerId,
      registerName: 'Caixa Fluxo',
      status: 'aberto',
      openedByName: 'Membro Teste',
      openingFloatCents: 15000,
      closedAt: null,
      expectedTotalCents: 15000,
    });
    expect(session.movements).toEqual([
      expect.objectContaining({
        type: 'abertura',
        typeLabel: 'Abertura',
        method: 'dinheiro',
        amountCents: 15000,
      }),
    ]);

    const supply = await member.client.post(`/api/cash-sessions/${session.id}/suprimento`, {
      amountCents: '20,00',
      reason: 'Troco do banco',
    });
    expect(supply.status).toBe(201);
    const bleed = await member.client.post(`/api/cash-sessions/${session.id}/sangria`, {
      amountCents: 5000,
      reason: 'Depósito',
    });
    expect(bleed.status).toBe(201);
    expect(
      bleed.body.movements.map((m: { type: string; signedCents: number }) => [m.type, m.signedCents]),
    ).toEqual([
      ['abertura', 15000],
      ['suprimento', 2000],
      ['sangria', -5000],
    ]);
    expect(bleed.body.methods[0]).toEqual({
      method: 'dinheiro',
      label: 'Dinheiro',
      expectedCents: 12000,
      countedCents: null,
      differenceCents: null,
    });

    const current = await member.client.get('/api/cash-sessions/current');
    expect(current.body.session.id).toBe(session.id);
    const registers = await owner.client.get('/api/cash-registers');
    const busy = registers.body.items.find((r: { id: string }) => r.id === registerId);
    expect(busy.openSession).toMatchObject({ id: session.id, openedByName: 'Membro Teste' });

    const closed = await member.client.post(
      `/api/cash-sessions/${session.id}/close`,
      counted({ dinheiro: '115,50', pix: 0 }),
    );
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'fechado',
      closedByName: 'Membro Teste',
      expectedTotalCents: 12000,
      countedTotalCents: 11550,
      differenceTotalCents: -450,
    });
    expect(closed.body.methods[0]).toMatchObject({
      expectedCents: 12000,
      countedCents: 11550,
      differenceCents: -450,
    });
    expect(closed.body.methods[1]).toMatchObject({
      method: 'pix',
      expectedCents: 0,
      countedCents: 0,
      differenceCents: 0,
    });

    const report = await owner.client.get(`/api/cash-sessions/${session.id}`);
    expect(report.status).toBe(200);
    expect(report.body).toEqual(closed.body);
    const after = await member.client.get('/api/cash-sessions/current');
    expect(after.body.session).toBeNull();
  });

  it('allows one open session per register and one per user', async () => {
    const first = await cashier();
    const second = await cashier();
    const registerA = await newRegister(owner.client, 'Caixa Único A');
    const registerB = await newRegister(owner.client, 'Caixa Único B');
    await open(first.client, registerA);

    const sameRegister = await second.client.post('/api/cash-sessions', {
      registerId: registerA,
      openingFloatCents: 0,
    });
    expect(sameRegister.status).toBe(409);
    expect(sameRegister.body.error.message).toBe(
      'Este caixa já está aberto. Feche a sessão atual antes de abrir outra.',
    );

    const sameUser = await first.client.post('/api/cash-sessions', {
      registerId: registerB,
      openingFloatCents: 0,
    });
    expect(sameUser.status).toBe(409);
    expect(sameUser.body.error.message).toBe('Você já tem um caixa aberto. Feche-o antes de abrir outro.');

    // A float of zero is allowed and writes no movement.
    const zero = await open(second.client, registerB, 0);
    expect(zero.movements).toEqual([]);
  });

  it('refuses a sangria larger than the cash in the drawer, saying how much there is', async () => {
    const member = await cashier();
    const registerId = await newRegister(owner.client, 'Caixa Sangria');
    const session = await open(member.client, registerId, 3000);
    const res = await member.client.post(`/api/cash-sessions/${session.id}/sangria`, {
      amountCents: 3001,
      reason: 'Depósito',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Não há dinheiro suficiente no caixa (disponível R$\u00a030,00)');
    expect(res.body.error.fields.amountCents).toBe(res.body.error.message);
    const report = await member.client.get(`/api/cash-sessions/${session.id}`);
    expect(report.body.movements).toHaveLength(1);
    const exact = await member.client.post(`/api/cash-sessions/${session.id}/sangria`, {
      amountCents: 3000,
      reason: 'Depósito',
    });
    expect(exact.status).toBe(201);
    expect(exact.body.methods[0].expectedCents).toBe(0);
  });

  it('takes no entries once closed, and cannot be closed twice', async () => {
    const member = await cashier();
    const registerId = await newRegister(owner.client, 'Caixa Fechado');
    const session = await open(member.client, registerId, 1000);
    expect((await member.client.post(`/api/cash-sessions/${session.id}/close`, counted())).status).toBe(200);

    for (const kind of ['sangria', 'suprimento']) {
      const res = await member.client.post(`/api/cash-sessions/${session.id}/${kind}`, {
        amountCents: 100,
        reason: 'Depois de fechar',
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Caixa fechado: abra o caixa para registrar movimentos.');
    }
    const twice = await member.client.post(`/api/cash-sessions/${session.id}/close`, counted());
    expect(twice.status).toBe(409);

    const members = await asTenant(ctx, { companyId: owner.companyId, userId: member.userId }, async (tx) => {
      const failure = await recordSessionEntries(tx, session.id, [
        { type: 'venda', method: 'pix', amountCents: 500, userId: member.userId },
      ]).then(
        () => null,
        (e: unknown) => e,
      );
      return { failure, current: await currentOpenSession(tx, member.userId) };
    });
    expect(members.failure).toBeInstanceOf(AppError);
    expect((members.failure as AppError).message).toBe(
      'Caixa fechado: abra o caixa para registrar movimentos.',
    );
    expect(members.current).toBeNull();
  });

  it('records a sale’s entries per method through the service, with change out of the drawer', async () => {
    const member = await cashier();
    const registerId = await newRegister(owner.client, 'Caixa Venda');
    const session = await open(member.client, registerId, 1000);
    await asTenant(ctx, { companyId: owner.companyId, userId: member.userId }, async (tx) => {
      const current = await currentOpenSession(tx, member.userId);
      expect(current?.id).toBe(session.id);
      await recordSessionEntries(tx, session.id, [
        { type: 'venda', method: 'dinheiro', amountCents: 5000, userId: member.userId },
        { type: 'troco', method: 'dinheiro', amountCents: 800, userId: member.userId },
        { type: 'venda', method: 'pix', amountCents: 2500, userId: member.userId },
        { type: 'venda', method: 'fiado', amountCents: 1200, userId: member.userId },
      ]);
    });
    const report = await member.client.get(`/api/cash-sessions/${session.id}`);
    const expected = Object.fromEntries(
      report.body.methods.map((m: { method: string; expectedCents: number }) => [m.method, m.expectedCents]),
    );
    expect(expected).toEqual({ dinheiro: 5200, pix: 2500, credito: 0, debito: 0, fiado: 1200 });
    // The register's money: the 'fiado' sold on credit is listed but not counted.
    expect(report.body.expectedTotalCents).toBe(7700);
  });

  it('explains bad input in Portuguese per field', async () => {
    const member = await cashier();
    const noRegister = await member.client.post('/api/cash-sessions', { openingFloatCents: 'abc' });
    expect(noRegister.status).toBe(400);
    expect(noRegister.body.error.fields).toEqual({
      registerId: 'Escolha o caixa',
      openingFloatCents: 'Valor inválido',
    });
    const negative = await member.client.post('/api/cash-sessions', {
      registerId: crypto.randomUUID(),
      openingFloatCents: -1,
    });
    expect(negative.body.error.fields).toEqual({ openingFloatCents: 'O valor não pode ser negativo' });

    const registerId = await newRegister(owner.client, 'Caixa Entrada Ruim');
    const session = await open(member.client, registerId, 1000);
    const movement = await member.client.post(`/api/cash-sessions/${session.id}/sangria`, {
      amountCents: 0,
      reason: '',
    });
    expect(movement.status).toBe(400);
    expect(movement.body.error.fields).toEqual({
      amountCents: 'O valor deve ser maior que zero',
      reason: 'Informe o motivo',
    });
    const blank = await member.client.post(`/api/cash-sessions/${session.id}/suprimento`, {
      amountCents: '',
      reason: 'x',
    });
    expect(blank.body.error.fields).toEqual({ amountCents: 'Informe o valor' });

    const close = await member.client.post(`/api/cash-sessions/${session.id}/close`, {
      counted: { dinheiro: '', pix: 'x', credito: 0, debito: 0 },
    });
    expect(close.status).toBe(400);
    expect(close.body.error.fields).toEqual({
      'counted.dinheiro': 'Informe o valor contado',
      'counted.pix': 'Valor inválido',
    });
    const unknownRegister = await member.client.post('/api/cash-sessions', {
      registerId: crypto.randomUUID(),
      openingFloatCents: 0,
    });
    expect(unknownRegister.status).toBe(404);
    expect(unknownRegister.body.error.message).toBe('Caixa não encontrado');
  });
});

describe('cash sessions across companies', () => {
  it('answers 404 to another company’s session and register ids, and leaves them intact', async () => {
    const [otherRegister] = (await other.client.get('/api/cash-registers')).body.items;
    const otherSession = await open(other.client, otherRegister.id, 2000);
    const before = await other.client.get(`/api/cash-sessions/${otherSession.id}`);

    expect((await owner.client.get(`/api/cash-sessions/${otherSession.id}`)).status).toBe(404);
    for (const kind of ['sangria', 'suprimento']) {
      const res = await owner.client.post(`/api/cash-sessions/${otherSession.id}/${kind}`, {
        amountCents: 100,
        reason: 'Tentativa',
      });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Sessão de caixa não encontrada');
    }
    const close = await owner.client.post(`/api/cash-sessions/${otherSession.id}/close`, counted());
    expect(close.status).toBe(404);
    const openOnOther = await owner.client.post('/api/cash-sessions', {
      registerId: otherRegister.id,
      openingFloatCents: 0,
    });
    expect(openOnOther.status).toBe(404);
    expect(JSON.stringify(openOnOther.body)).not.toContain(otherRegister.name);

    const after = await other.client.get(`/api/cash-sessions/${otherSession.id}`);
    expect(after.body).toEqual(before.body);
    const mine = await owner.client.get('/api/cash-sessions/current');
    expect(JSON.stringify(mine.body)).not.toContain(otherSession.id);
    expect(JSON.stringify(mine.body)).not.toContain(otherRegister.id);
  });

  it('needs the pdv feature: access to read, write to open', async () => {
    const reader = await addMember(ctx, owner.companyId, 'user', { pdv: { canAccess: true } });
    expect((await reader.client.get('/api/cash-sessions/current')).status).toBe(200);
    const [register] = (await owner.client.get('/api/cash-registers')).body.items;
    expect(
      (await reader.client.post('/api/cash-sessions', { registerId: register.id, openingFloatCents: 0 }))
        .status,
    ).toBe(403);
    const outsider = await addMember(ctx, owner.companyId, 'user');
    expect((await outsider.client.get('/api/cash-sessions/current')).status).toBe(403);
    const starter = await signUpCompany(ctx, 'Loja Starter');
    const refused = await starter.client.get('/api/cash-registers');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(PLAN_FEATURE_MESSAGE);
  });
});

describe('the list of sessions', () => {
  it('lists the company’s sessions newest first, with register, who and when, and pages', async () => {
    const company = await signUpCompany(ctx, 'Loja Lista');
    await usePlan(ctx, company.companyId, 'professional');
    const [register] = (await company.client.get('/api/cash-registers')).body.items;
    const first = await open(company.client, register.id, 0);
    await company.client.post(`/api/cash-sessions/${first.id}/close`, counted());
    const second = await open(company.client, register.id, 0);

    const list = await company.client.get('/api/cash-sessions');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
      [second.id, 'aberto'],
      [first.id, 'fechado'],
    ]);
    expect(list.body.items[1]).toMatchObject({ registerName: 'Caixa 1', openedByName: 'Dona Teste' });
    const paged = await company.client.get('/api/cash-sessions?pageSize=1&page=2');
    expect(paged.body.items.map((s: { id: string }) => s.id)).toEqual([first.id]);

    const others = await owner.client.get('/api/cash-sessions?pageSize=100');
    expect(JSON.stringify(others.body)).not.toContain(first.id);
    const bad = await company.client.get('/api/cash-sessions?page=0&pageSize=500');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ page: 'Página inválida', pageSize: 'No máximo 100 por página' });
  });
});
