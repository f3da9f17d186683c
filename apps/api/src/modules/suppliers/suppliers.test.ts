import { LIST_TOTAL_CAP } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Fornecedores');
});
afterAll(() => ctx.close());

describe('suppliers', () => {
  it('creates a supplier with normalised fields and null for empty optional ones', async () => {
    const res = await owner.client.post('/api/suppliers', {
      name: '  Malharia Blumenau  ',
      documentNumber: '11.222.333/0001-81',
      phone: '(47) 3322-4455',
      email: '',
      address: '  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Malharia Blumenau',
      documentNumber: '11222333000181',
      phone: '4733224455',
      email: null,
      address: null,
      notes: null,
    });
    const detail = await owner.client.get(`/api/suppliers/${res.body.id}`);
    expect(detail.body).toEqual(res.body);
  });

  it('accepts the alphanumeric CNPJ and upper-cases it', async () => {
    const res = await owner.client.post('/api/suppliers', {
      name: 'Rendas Novas',
      documentNumber: '12.abc.345/01de-35',
    });
    expect(res.status).toBe(201);
    expect(res.body.documentNumber).toBe('12ABC34501DE35');
  });

  it('explains each invalid field in Portuguese and saves nothing', async () => {
    const before = (await owner.client.get('/api/suppliers?pageSize=100')).body.total;
    const res = await owner.client.post('/api/suppliers', {
      name: '',
      documentNumber: '11.222.333/0001-80',
      phone: '123',
      email: 'sem-arroba',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      documentNumber: 'CPF ou CNPJ inválido',
      phone: 'Telefone inválido (mínimo 10 dígitos)',
      email: 'E-mail inválido',
    });
    expect((await owner.client.get('/api/suppliers?pageSize=100')).body.total).toBe(before);
  });

  it('edits name, phone and e-mail, saving empty optional fields as null (part2 supplier detail)', async () => {
    const created = await owner.client.post('/api/suppliers', {
      name: 'Aviamentos Gaspar',
      phone: '4733334444',
      email: 'vendas@gaspar.com.br',
    });
    const res = await owner.client.patch(`/api/suppliers/${created.body.id}`, {
      name: 'Aviamentos Gaspar Ltda',
      phone: '',
      email: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Aviamentos Gaspar Ltda', phone: null, email: null });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.body.updatedAt).getTime(),
    );
    const empty = await owner.client.patch(`/api/suppliers/${created.body.id}`, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ name: 'Nome é obrigatório' });
    expect((await owner.client.get(`/api/suppliers/${created.body.id}`)).body.name).toBe(
      'Aviamentos Gaspar Ltda',
    );
  });

  it('deletes a supplier', async () => {
    const created = await owner.client.post('/api/suppliers', { name: 'Fornecedor descartável' });
    expect((await owner.client.delete(`/api/suppliers/${created.body.id}`)).status).toBe(204);
    const gone = await owner.client.get(`/api/suppliers/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Fornecedor não encontrado');
  });
});

describe('supplier list', () => {
  let company: SignedUpCompany;
  beforeAll(async () => {
    company = await signUpCompany(ctx, 'Confecção Lista');
    const names = ['Zíper Sul', 'Algodão Norte', 'Botões Centro', 'Linhas 100%', 'Elástico_Leste'];
    for (const [i, name] of names.entries()) {
      await company.client.post('/api/suppliers', { name, phone: `47900000${String(i).padStart(3, '0')}` });
    }
    for (let i = 0; i < 20; i++)
      await company.client.post('/api/suppliers', { name: `Malharia ${String(i).padStart(2, '0')}` });
  });

  it('pages with totals', async () => {
    const first = await company.client.get('/api/suppliers?pageSize=10&page=1');
    const third = await company.client.get('/api/suppliers?pageSize=10&page=3');
    expect(first.body.total).toBe(25);
    expect(first.body.totalCapped).toBe(false);
    expect(first.body.items).toHaveLength(10);
    expect(third.body.items).toHaveLength(5);
    const ids = new Set([...first.body.items, ...third.body.items].map((s: { id: string }) => s.id));
    expect(ids.size).toBe(15);
  });

  it('sorts by name both ways', async () => {
    const asc = await company.client.get('/api/suppliers?pageSize=3');
    expect(asc.body.items.map((s: { name: string }) => s.name)).toEqual([
      'Algodão Norte',
      'Botões Centro',
      'Elástico_Leste',
    ]);
    const desc = await company.client.get('/api/suppliers?pageSize=1&dir=desc');
    expect(desc.body.items[0].name).toBe('Zíper Sul');
  });

  it('searches by name, case-insensitively, with % and _ taken literally', async () => {
    const byName = await company.client.get('/api/suppliers?q=zíPER');
    expect(byName.body.items.map((s: { name: string }) => s.name)).toEqual(['Zíper Sul']);
    const percent = await company.client.get(`/api/suppliers?q=${encodeURIComponent('100%')}`);
    expect(percent.body.items.map((s: { name: string }) => s.name)).toEqual(['Linhas 100%']);
    const underscore = await company.client.get('/api/suppliers?q=_');
    expect(underscore.body.items.map((s: { name: string }) => s.name)).toEqual(['Elástico_Leste']);
  });

  it('searches without regard to accents, either way', async () => {
    const plain = await company.client.get('/api/suppliers?q=botoes');
    expect(plain.body.items.map((s: { name: string }) => s.name)).toEqual(['Botões Centro']);
    const accented = await company.client.get(`/api/suppliers?q=${encodeURIComponent('ALGODÃO')}`);
    expect(accented.body.items.map((s: { name: string }) => s.name)).toEqual(['Algodão Norte']);
    const twoChars = await company.client.get(`/api/suppliers?q=${encodeURIComponent('zí')}`);
    expect(twoChars.body.items.map((s: { name: string }) => s.name)).toEqual(['Zíper Sul']);
  });

  it('never finds another company’s suppliers', async () => {
    await owner.client.post('/api/suppliers', { name: 'Botões da Outra Empresa' });
    const res = await company.client.get('/api/suppliers?q=botoes');
    expect(res.body.items.map((s: { name: string }) => s.name)).toEqual(['Botões Centro']);
    expect(res.body).toMatchObject({ total: 1, totalCapped: false });
  });

  it('searches by phone digits typed with a mask', async () => {
    const res = await company.client.get(`/api/suppliers?q=${encodeURIComponent('(47) 90000-0002')}`);
    expect(res.body.items.map((s: { name: string }) => s.name)).toEqual(['Botões Centro']);
  });

  it('rejects a bad page, page size or sort with a Portuguese message', async () => {
    for (const [query, field, message] of [
      ['page=0', 'page', 'Página inválida'],
      ['pageSize=1000', 'pageSize', 'No máximo 100 por página'],
      ['sort=password', 'sort', 'Ordenação inválida'],
      ['dir=up', 'dir', 'Direção inválida'],
    ] as const) {
      const res = await company.client.get(`/api/suppliers?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });
});

describe('supplier permissions (part1 §6)', () => {
  it('lets a member read but not write with access only, and denies without a row', async () => {
    const reader = await addMember(ctx, owner.companyId, 'user', { suppliers: { canAccess: true } });
    expect((await reader.client.get('/api/suppliers')).status).toBe(200);
    const write = await reader.client.post('/api/suppliers', { name: 'Não deveria' });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe('Você não tem permissão para realizar esta ação.');

    const outsider = await addMember(ctx, owner.companyId, 'manager', {
      products: { canAccess: true, canWrite: true },
    });
    expect((await outsider.client.get('/api/suppliers')).status).toBe(403);
  });

  it('lets a member with write create and edit but not delete', async () => {
    const writer = await addMember(ctx, owner.companyId, 'admin', {
      suppliers: { canAccess: true, canWrite: true },
    });
    const created = await writer.client.post('/api/suppliers', { name: 'Criado pelo admin' });
    expect(created.status).toBe(201);
    expect((await writer.client.patch(`/api/suppliers/${created.body.id}`, { name: 'Editado' })).status).toBe(
      200,
    );
    expect((await writer.client.delete(`/api/suppliers/${created.body.id}`)).status).toBe(403);
    expect((await owner.client.get(`/api/suppliers/${created.body.id}`)).body.name).toBe('Editado');
  });
});

describe('a supplier list past the count cap', () => {
  let big: SignedUpCompany;
  beforeAll(async () => {
    big = await signUpCompany(ctx, 'Confecção Grande');
    await runAsTenant(ctx.db, big.companyId, (tx) =>
      tx.execute(sql`insert into suppliers (company_id, name)
        select ${big.companyId}, 'Fornecedor ' || lpad(g::text, 5, '0') from generate_series(1, ${LIST_TOTAL_CAP + 5}) g`),
    );
  }, 120_000);

  it('says 10,000 and that the total is capped, and still pages past the cap', async () => {
    const first = await big.client.get('/api/suppliers?pageSize=100');
    expect(first.body).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true, page: 1, pageSize: 100 });
    const last = await big.client.get('/api/suppliers?pageSize=100&page=101');
    expect(last.body.items.map((s: { name: string }) => s.name)).toEqual([
      'Fornecedor 10001',
      'Fornecedor 10002',
      'Fornecedor 10003',
      'Fornecedor 10004',
      'Fornecedor 10005',
    ]);
    expect(last.body).toMatchObject({ total: LIST_TOTAL_CAP + 5, totalCapped: false });
  });

  it('counts a search exactly when it is under the cap', async () => {
    const res = await big.client.get('/api/suppliers?q=fornecedor%200999&pageSize=5');
    expect(res.body).toMatchObject({ total: 10, totalCapped: false });
    expect(res.body.items).toHaveLength(5);
  });
});
