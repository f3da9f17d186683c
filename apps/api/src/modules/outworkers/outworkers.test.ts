import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProduct } from '../../../test/catalogue-seed.ts';
import { addMember } from '../../../test/members.ts';
import { StatementRecorder } from '../../../test/statement-recorder.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let processIds: Record<string, string>;

const put = (client: SignedUpCompany['client'], path: string, body: unknown) =>
  client.request('PUT', path, body);

async function processMap(company: SignedUpCompany): Promise<Record<string, string>> {
  const res = await company.client.get('/api/processes');
  return Object.fromEntries(res.body.items.map((p: { id: string; name: string }) => [p.name, p.id]));
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Terceirizados');
  processIds = await processMap(owner);
});
afterAll(() => ctx.close());

describe('outworkers', () => {
  it('creates a workshop with normalised fields, its services as chips in process order', async () => {
    const res = await owner.client.post('/api/outworkers', {
      name: '  Facção Dona Rosa  ',
      documentNumber: '12.abc.345/01de-35',
      contactName: ' Rosa ',
      phone: '(47) 99876-5432',
      email: 'rosa@faccao.com.br',
      address: 'Rua das Linhas, 10 - Brusque/SC',
      processIds: [processIds.Acabamento, processIds.Costura, processIds.Costura],
      capacityPerDay: '1.200',
      notes: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Facção Dona Rosa',
      documentNumber: '12ABC34501DE35',
      contactName: 'Rosa',
      phone: '47998765432',
      email: 'rosa@faccao.com.br',
      capacityPerDay: 1200,
      status: 'ativo',
      notes: null,
    });
    expect(res.body.processIds).toHaveLength(2);
    expect(res.body.services.map((s: { name: string }) => s.name)).toEqual(['Costura', 'Acabamento']);
    expect((await owner.client.get(`/api/outworkers/${res.body.id}`)).body).toEqual(res.body);
  });

  it('accepts a CPF for a workshop run by one person', async () => {
    const res = await owner.client.post('/api/outworkers', {
      name: 'Costureira autônoma',
      documentNumber: '529.982.247-25',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      documentNumber: '52998224725',
      processIds: [],
      services: [],
      capacityPerDay: null,
    });
  });

  it('explains each invalid field in Portuguese and saves nothing', async () => {
    const before = (await owner.client.get('/api/outworkers')).body.total;
    const res = await owner.client.post('/api/outworkers', {
      name: '',
      documentNumber: '11.222.333/0001-80',
      phone: '12',
      email: 'rosa@',
      processIds: ['nao-e-id'],
      capacityPerDay: '0',
      status: 'pausado',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      documentNumber: 'CPF ou CNPJ inválido',
      phone: 'Telefone inválido (mínimo 10 dígitos)',
      email: 'E-mail inválido',
      'processIds.0': 'Processo inválido',
      capacityPerDay: 'Informe um número inteiro de peças maior que zero',
      status: 'Situação inválida',
    });
    for (const capacity of ['2,5', -3, 'muitas', 1.5]) {
      const bad = await owner.client.post('/api/outworkers', { name: 'X', capacityPerDay: capacity });
      expect(bad.body.error.fields, String(capacity)).toEqual({
        capacityPerDay: 'Informe um número inteiro de peças maior que zero',
      });
    }
    expect((await owner.client.get('/api/outworkers')).body.total).toBe(before);
  });

  it('refuses a service that is not a process of this company', async () => {
    const other = await signUpCompany(ctx, 'Outra Confecção');
    const theirs = await processMap(other);
    const res = await owner.client.post('/api/outworkers', {
      name: 'Facção X',
      processIds: [theirs.Costura],
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Processo não encontrado');
    const unknown = await owner.client.post('/api/outworkers', {
      name: 'Facção Y',
      processIds: [randomUUID()],
    });
    expect(unknown.status).toBe(404);
  });

  it('edits services, capacity and status; clears optional fields', async () => {
    const created = await owner.client.post('/api/outworkers', {
      name: 'Facção Vale',
      phone: '4733334444',
      processIds: [processIds.Costura],
      capacityPerDay: 500,
    });
    const res = await owner.client.patch(`/api/outworkers/${created.body.id}`, {
      processIds: [processIds.Bordado, processIds.Passadoria],
      capacityPerDay: '',
      phone: '',
      status: 'inativo',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Facção Vale',
      capacityPerDay: null,
      phone: null,
      status: 'inativo',
    });
    expect(res.body.services).toEqual([
      { id: processIds.Passadoria, name: 'Passadoria', kind: 'interno', isActive: true },
      { id: processIds.Bordado, name: 'Bordado', kind: 'terceirizado', isActive: false },
    ]);
    const bad = await owner.client.patch(`/api/outworkers/${created.body.id}`, { processIds: 'costura' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ processIds: 'Serviços inválidos' });
  });

  it('deletes a workshop together with its agreed prices', async () => {
    const created = await owner.client.post('/api/outworkers', { name: 'Facção Descartável' });
    expect((await owner.client.delete(`/api/outworkers/${created.body.id}`)).status).toBe(204);
    const gone = await owner.client.get(`/api/outworkers/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Terceirizado não encontrado');
  });
});

describe('outworker list and options', () => {
  let company: SignedUpCompany;
  let procs: Record<string, string>;
  beforeAll(async () => {
    company = await signUpCompany(ctx, 'Confecção Facções');
    procs = await processMap(company);
    const rows = [
      { name: 'Facção Alfa', processIds: [procs.Costura], capacityPerDay: 800, contactName: 'Joana' },
      {
        name: 'Facção Beta',
        processIds: [procs.Costura, procs.Bordado],
        capacityPerDay: 200,
        status: 'inativo',
      },
      { name: 'Lavanderia Gama', processIds: [procs.Lavanderia], documentNumber: '11.222.333/0001-81' },
      {
        name: 'Estamparia Delta',
        processIds: [procs.Estamparia],
        capacityPerDay: 1500,
        email: 'delta@estampa.com',
      },
    ];
    for (const row of rows) expect((await company.client.post('/api/outworkers', row)).status).toBe(201);
  });

  const listNames = async (query: string) => {
    const res = await company.client.get(`/api/outworkers${query}`);
    expect(res.status, query).toBe(200);
    return res.body.items.map((o: { name: string }) => o.name);
  };

  it('filters by status and service, searches by name, contact, e-mail and document', async () => {
    expect(await listNames('?status=ativo')).toEqual(['Estamparia Delta', 'Facção Alfa', 'Lavanderia Gama']);
    expect(await listNames(`?processId=${procs.Costura}`)).toEqual(['Facção Alfa', 'Facção Beta']);
    expect(await listNames(`?processId=${procs.Costura}&status=inativo`)).toEqual(['Facção Beta']);
    expect(await listNames('?q=joana')).toEqual(['Facção Alfa']);
    expect(await listNames('?q=estampa.com')).toEqual(['Estamparia Delta']);
    expect(await listNames(`?q=${encodeURIComponent('11.222.333')}`)).toEqual(['Lavanderia Gama']);
  });

  it('sorts by capacity with the unknown last', async () => {
    expect(await listNames('?sort=capacityPerDay&dir=desc')).toEqual([
      'Estamparia Delta',
      'Facção Alfa',
      'Facção Beta',
      'Lavanderia Gama',
    ]);
  });

  it('rejects a bad filter with a Portuguese message', async () => {
    for (const [query, field, message] of [
      ['status=x', 'status', 'Situação inválida'],
      ['processId=abc', 'processId', 'Processo inválido'],
      ['sort=phone', 'sort', 'Ordenação inválida'],
    ] as const) {
      const res = await company.client.get(`/api/outworkers?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });

  it('offers active workshops (id and name) and the company’s processes as services', async () => {
    const options = await company.client.get('/api/outworkers/options');
    expect(options.status).toBe(200);
    expect(options.body.items.map((o: { name: string }) => o.name)).toEqual([
      'Estamparia Delta',
      'Facção Alfa',
      'Lavanderia Gama',
    ]);
    expect(Object.keys(options.body.items[0]).sort()).toEqual(['id', 'name']);
    const services = await company.client.get('/api/outworkers/service-options');
    expect(services.status).toBe(200);
    expect(services.body.items.map((s: { name: string }) => s.name)).toEqual([
      'Corte',
      'Costura',
      'Acabamento',
      'Passadoria',
      'Embalagem',
      'Bordado',
      'Estamparia',
      'Lavanderia',
    ]);
  });
});

describe('outworker search pages', () => {
  let company: SignedUpCompany;
  let recorder: StatementRecorder;
  beforeAll(async () => {
    recorder = new StatementRecorder(ctx.database);
    company = await signUpCompany(ctx, 'Confecção Busca Facções');
    // Every one active, so '&status=ativo' keeps the same rows but takes the path of a list with a filter.
    // Equal names, equal capacities, no capacity, accents and case, documents, phones and e-mails.
    await runAsTenant(ctx.db, company.companyId, (tx) =>
      tx.execute(sql`insert into outworkers (company_id, name, contact_name, email, document_number, phone, capacity_per_day, created_at)
        select ${company.companyId}, name, contact, email, document, phone, capacity,
               timestamptz '2026-01-01' + minutes * interval '1 minute'
        from (values
          ('Facção Água Clara', 'Joana', null, '11222333000181', null, 500, 1),
          ('FACCAO AGUA CLARA', null, 'agua@clara.com', null, '47999887766', 500, 1),
          ('facção água clara', 'João', null, null, null, null, 2),
          ('Costura Ágil', 'Maria da Facção', null, '12ABC34501DE35', null, 800, 3),
          ('Bordados Sul', null, 'faccao@bordados.com', null, '47988776655', null, 2),
          ('Estamparia Delta', 'Rosa', 'delta@estampa.com', null, null, 1500, 4),
          ('Lavanderia Gama', null, null, '99888777000166', '4733221100', 200, 5)
        ) as rows(name, contact, email, document, phone, capacity, minutes)`),
    );
  });

  const get = async (path: string) => {
    let body: unknown;
    const statements = await recorder.record(async () => {
      const res = await company.client.get(`/api/outworkers${path}`);
      expect(res.status, path).toBe(200);
      body = res.body;
    });
    return { body, search: statements.filter((s) => s.includes('app_search_')) };
  };

  it('gives the same page from the search function as with a filter: order, total, both ways, every page', async () => {
    for (const q of ['faccao', 'ÁGUA', 'clara.com', '12abc', '4799', '000', 'joão']) {
      for (const sort of ['name', 'capacityPerDay', 'createdAt']) {
        for (const dir of ['asc', 'desc']) {
          const query = `?q=${encodeURIComponent(q)}&sort=${sort}&dir=${dir}&pageSize=2`;
          const first = await get(query);
          const pages = Math.ceil((first.body as { total: number }).total / 2) + 1;
          for (let page = 1; page <= pages; page++) {
            const alone = await get(`${query}&page=${page}`);
            const filtered = await get(`${query}&page=${page}&status=ativo`);
            expect(alone.body, `${query}&page=${page}`).toEqual(filtered.body);
            expect(alone.search).toEqual([expect.stringContaining('app_search_page')]);
            // with a filter the list ranks its matches (and past the last match counts them apart)
            expect(filtered.search[0]).toContain('over ()');
          }
        }
      }
    }
  });

  it('puts the unknown capacity last both ways and ignores accents and case', async () => {
    const names = async (query: string) =>
      ((await get(query)).body as { items: { name: string }[] }).items.map((o) => o.name);
    const byCapacity = await names('?q=faccao&sort=capacityPerDay&dir=desc');
    expect(byCapacity[0]).toBe('Costura Ágil');
    expect(byCapacity.slice(1, 3).sort()).toEqual(['FACCAO AGUA CLARA', 'Facção Água Clara']);
    expect(byCapacity.slice(3)).toEqual(['facção água clara', 'Bordados Sul']);
    expect((await names('?q=AGUA%20CLARA&sort=name')).sort()).toEqual([
      'FACCAO AGUA CLARA',
      'Facção Água Clara',
      'facção água clara',
    ]);
  });
});

describe('agreed prices per product', () => {
  let outworkerId: string;
  let products: { id: string; reference: string }[];

  async function product(company: SignedUpCompany, reference: string, name: string) {
    const seeded = await seedProduct(ctx.db, company.companyId, { reference, name });
    return { id: seeded.id, reference };
  }

  beforeAll(async () => {
    outworkerId = (await owner.client.post('/api/outworkers', { name: 'Facção Preços' })).body.id;
    products = [
      await product(owner, 'CAM-010', 'Camiseta básica'),
      await product(owner, 'BLU-002', 'Blusa canelada'),
      await product(owner, 'cal-005', 'Calça jeans'),
    ];
  });

  const priceOf = (items: { productId: string; priceCents: number | null }[], id: string) =>
    items.find((row) => row.productId === id)?.priceCents;

  it('lists every product of the company by reference, none priced at first', async () => {
    const res = await owner.client.get(`/api/outworkers/${outworkerId}/prices`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: { reference: string }) => r.reference)).toEqual([
      'BLU-002',
      'cal-005',
      'CAM-010',
    ]);
    expect(res.body.items[0]).toEqual({
      productId: products[1]!.id,
      reference: 'BLU-002',
      name: 'Blusa canelada',
      productStatus: 'ativo',
      priceCents: null,
      updatedAt: null,
    });
  });

  it('sets prices, changes one, clears another and leaves unlisted products alone', async () => {
    const set = await put(owner.client, `/api/outworkers/${outworkerId}/prices`, {
      prices: [
        { productId: products[0]!.id, priceCents: '4,50' },
        { productId: products[1]!.id, priceCents: 380 },
      ],
    });
    expect(set.status).toBe(200);
    expect(priceOf(set.body.items, products[0]!.id)).toBe(450);
    expect(priceOf(set.body.items, products[1]!.id)).toBe(380);
    expect(priceOf(set.body.items, products[2]!.id)).toBeNull();
    const firstDate = set.body.items.find(
      (r: { productId: string }) => r.productId === products[1]!.id,
    ).updatedAt;

    const change = await put(owner.client, `/api/outworkers/${outworkerId}/prices`, {
      prices: [
        { productId: products[0]!.id, priceCents: null },
        { productId: products[1]!.id, priceCents: 380 },
        { productId: products[2]!.id, priceCents: '12,00' },
      ],
    });
    expect(change.status).toBe(200);
    expect(priceOf(change.body.items, products[0]!.id)).toBeNull();
    expect(priceOf(change.body.items, products[1]!.id)).toBe(380);
    expect(priceOf(change.body.items, products[2]!.id)).toBe(1200);
    // A price sent unchanged keeps its date.
    expect(
      change.body.items.find((r: { productId: string }) => r.productId === products[1]!.id).updatedAt,
    ).toBe(firstDate);

    const blank = await put(owner.client, `/api/outworkers/${outworkerId}/prices`, {
      prices: [{ productId: products[2]!.id, priceCents: '' }],
    });
    expect(priceOf(blank.body.items, products[2]!.id)).toBeNull();
    expect(priceOf(blank.body.items, products[1]!.id)).toBe(380);
    expect((await owner.client.get(`/api/outworkers/${outworkerId}/prices`)).body).toEqual(blank.body);
  });

  it('keeps prices per workshop', async () => {
    const other = (await owner.client.post('/api/outworkers', { name: 'Facção Outra Tabela' })).body.id;
    await put(owner.client, `/api/outworkers/${other}/prices`, {
      prices: [{ productId: products[1]!.id, priceCents: 999 }],
    });
    const mine = await owner.client.get(`/api/outworkers/${outworkerId}/prices`);
    expect(priceOf(mine.body.items, products[1]!.id)).toBe(380);
  });

  it('refuses a product of another company and saves nothing of the request', async () => {
    const other = await signUpCompany(ctx, 'Confecção Alheia');
    const foreign = await product(other, 'ALH-001', 'Produto alheio');
    const res = await put(owner.client, `/api/outworkers/${outworkerId}/prices`, {
      prices: [
        { productId: products[1]!.id, priceCents: 1 },
        { productId: foreign.id, priceCents: 500 },
      ],
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Produto não encontrado');
    expect(JSON.stringify(res.body)).not.toContain('ALH-001');
    const after = await owner.client.get(`/api/outworkers/${outworkerId}/prices`);
    expect(priceOf(after.body.items, products[1]!.id)).toBe(380);
    expect(after.body.items.some((r: { productId: string }) => r.productId === foreign.id)).toBe(false);
  });

  it('explains a bad price list in Portuguese', async () => {
    for (const [body, field, message] of [
      [{}, 'prices', 'Informe os preços'],
      [{ prices: [{ productId: 'x', priceCents: 1 }] }, 'prices.0.productId', 'Produto inválido'],
      [
        { prices: [{ productId: products[0]!.id, priceCents: -1 }] },
        'prices.0.priceCents',
        'O valor não pode ser negativo',
      ],
      [
        { prices: [{ productId: products[0]!.id, priceCents: 'dez' }] },
        'prices.0.priceCents',
        'Valor inválido',
      ],
      [
        {
          prices: [
            { productId: products[0]!.id, priceCents: 1 },
            { productId: products[0]!.id.toUpperCase(), priceCents: 2 },
          ],
        },
        'prices',
        'Produto repetido na lista',
      ],
    ] as const) {
      const res = await put(owner.client, `/api/outworkers/${outworkerId}/prices`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });

  it('saves the record and its prices in one edit, or neither when a product is not this company’s', async () => {
    const id = (await owner.client.post('/api/outworkers', { name: 'Facção Um Salvar' })).body.id;
    const saved = await owner.client.patch(`/api/outworkers/${id}`, {
      name: 'Facção Um Só Salvar',
      capacityPerDay: '300',
      prices: [
        { productId: products[0]!.id, priceCents: '5,20' },
        { productId: products[2]!.id, priceCents: 710 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Facção Um Só Salvar', capacityPerDay: 300 });
    expect(saved.body).not.toHaveProperty('prices');
    let list = (await owner.client.get(`/api/outworkers/${id}/prices`)).body.items;
    expect(priceOf(list, products[0]!.id)).toBe(520);
    expect(priceOf(list, products[1]!.id)).toBeNull();
    expect(priceOf(list, products[2]!.id)).toBe(710);

    // Only the prices: the record keeps its fields; a blank price clears one.
    const pricesOnly = await owner.client.patch(`/api/outworkers/${id}`, {
      prices: [{ productId: products[0]!.id, priceCents: '' }],
    });
    expect(pricesOnly.status).toBe(200);
    expect(pricesOnly.body.name).toBe('Facção Um Só Salvar');
    list = (await owner.client.get(`/api/outworkers/${id}/prices`)).body.items;
    expect(priceOf(list, products[0]!.id)).toBeNull();
    expect(priceOf(list, products[2]!.id)).toBe(710);

    const other = await signUpCompany(ctx, 'Confecção Alheia Edição');
    const foreign = await product(other, 'ALH-002', 'Produto alheio');
    const refused = await owner.client.patch(`/api/outworkers/${id}`, {
      name: 'Nome que não fica',
      prices: [
        { productId: products[1]!.id, priceCents: 100 },
        { productId: foreign.id, priceCents: 500 },
      ],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Produto não encontrado');
    expect((await owner.client.get(`/api/outworkers/${id}`)).body.name).toBe('Facção Um Só Salvar');
    list = (await owner.client.get(`/api/outworkers/${id}/prices`)).body.items;
    expect(priceOf(list, products[1]!.id)).toBeNull();

    const bad = await owner.client.patch(`/api/outworkers/${id}`, {
      prices: [{ productId: products[0]!.id, priceCents: 'dez' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['prices.0.priceCents']).toBe('Valor inválido');
  });

  it('removes the prices with the workshop', async () => {
    const temp = (await owner.client.post('/api/outworkers', { name: 'Facção Temporária' })).body.id;
    await put(owner.client, `/api/outworkers/${temp}/prices`, {
      prices: [{ productId: products[0]!.id, priceCents: 100 }],
    });
    expect((await owner.client.delete(`/api/outworkers/${temp}`)).status).toBe(204);
    expect((await owner.client.get(`/api/outworkers/${temp}/prices`)).status).toBe(404);
  });
});

describe('outworker permissions (part1 §6)', () => {
  it('lets a reader see workshops and prices but not change them', async () => {
    const reader = await addMember(ctx, owner.companyId, 'user', { outworkers: { canAccess: true } });
    const created = (await owner.client.post('/api/outworkers', { name: 'Facção Leitura' })).body.id;
    expect((await reader.client.get('/api/outworkers')).status).toBe(200);
    expect((await reader.client.get('/api/outworkers/options')).status).toBe(200);
    expect((await reader.client.get('/api/outworkers/service-options')).status).toBe(200);
    expect((await reader.client.get(`/api/outworkers/${created}/prices`)).status).toBe(200);
    for (const res of [
      await reader.client.post('/api/outworkers', { name: 'Não deveria' }),
      await reader.client.patch(`/api/outworkers/${created}`, { name: 'Não deveria' }),
      await put(reader.client, `/api/outworkers/${created}/prices`, { prices: [] }),
      await reader.client.delete(`/api/outworkers/${created}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para realizar esta ação.');
    }
  });

  it('lets a writer save prices but not delete; denies a member without the feature', async () => {
    const writer = await addMember(ctx, owner.companyId, 'manager', {
      outworkers: { canAccess: true, canWrite: true },
    });
    const created = await writer.client.post('/api/outworkers', { name: 'Facção do Gerente' });
    expect(created.status).toBe(201);
    expect(
      (await put(writer.client, `/api/outworkers/${created.body.id}/prices`, { prices: [] })).status,
    ).toBe(200);
    expect((await writer.client.delete(`/api/outworkers/${created.body.id}`)).status).toBe(403);

    const outsider = await addMember(ctx, owner.companyId, 'user', { employees: { canAccess: true } });
    expect((await outsider.client.get('/api/outworkers')).status).toBe(403);
    expect((await outsider.client.get('/api/outworkers/options')).status).toBe(403);
  });
});
