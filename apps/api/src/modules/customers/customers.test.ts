import { CUSTOMER_DOCUMENT_TAKEN } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';

let ctx: TestContext;
const put = (client: TestClient, path: string, body: unknown) => client.request('PUT', path, body);
let a: SignedUpCompany;
let b: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção Clientes A');
  b = await signUpCompany(ctx, 'Confecção Clientes B');
});
afterAll(() => ctx.close());

const FULL = {
  personType: 'pj',
  name: '  Boutique Flor de Lis Ltda  ',
  tradeName: 'Flor de Lis',
  documentNumber: '12.abc.345/01de-35',
  stateRegistration: '123.456.789.110',
  email: 'compras@flordelis.com.br',
  phone: '(47) 3322-4455',
  mobilePhone: '(47) 98877-6655',
  contactName: 'Marta',
  cep: '89010-000',
  street: 'Rua XV de Novembro',
  addressNumber: '1200',
  complement: 'Sala 3',
  neighborhood: 'Centro',
  city: 'Blumenau',
  state: 'sc',
  creditLimitCents: '2.500,00',
  notes: 'Compra no atacado',
};

describe('customers', () => {
  it('creates a customer with normalised fields and reads it back', async () => {
    const res = await a.client.post('/api/customers', FULL);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      personType: 'pj',
      name: 'Boutique Flor de Lis Ltda',
      documentNumber: '12ABC34501DE35',
      stateRegistration: '123456789110',
      phone: '4733224455',
      mobilePhone: '47988776655',
      cep: '89010000',
      state: 'SC',
      creditLimitCents: 250000,
      priceTableId: null,
      status: 'ativo',
    });
    const detail = await a.client.get(`/api/customers/${res.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(res.body);
  });

  it('keeps a pessoa física with only a name, blank fields as null, no credit, and Isento', async () => {
    const res = await a.client.post('/api/customers', {
      personType: 'pf',
      name: 'Ana Souza',
      documentNumber: '',
      stateRegistration: 'isento',
      email: ' ',
      creditLimitCents: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      documentNumber: null,
      stateRegistration: 'ISENTO',
      email: null,
      creditLimitCents: 0,
    });
  });

  it('refuses a duplicate CPF/CNPJ in the company with part4’s message on the field', async () => {
    const first = await a.client.post('/api/customers', {
      personType: 'pf',
      name: 'Carla Dias',
      documentNumber: '529.982.247-25',
    });
    expect(first.status).toBe(201);
    const again = await a.client.post('/api/customers', {
      personType: 'pf',
      name: 'Carla D.',
      documentNumber: '52998224725',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CUSTOMER_DOCUMENT_TAKEN);
    expect(again.body.error.message).toBe('Já existe um cliente com este documento.');
    expect(again.body.error.fields).toEqual({ documentNumber: 'Já existe um cliente com este documento.' });
    // Editing another customer onto that document is refused the same way; keeping one's own is fine.
    const other = await a.client.post('/api/customers', { personType: 'pf', name: 'Outra pessoa' });
    const onto = await put(a.client, `/api/customers/${other.body.id}`, {
      personType: 'pf',
      name: 'Outra pessoa',
      documentNumber: '529.982.247-25',
    });
    expect(onto.status).toBe(409);
    expect(onto.body.error.fields.documentNumber).toBe(CUSTOMER_DOCUMENT_TAKEN);
    const same = await put(a.client, `/api/customers/${first.body.id}`, {
      personType: 'pf',
      name: 'Carla Dias Moura',
      documentNumber: '529.982.247-25',
    });
    expect(same.status).toBe(200);
    expect(same.body.name).toBe('Carla Dias Moura');
    // Another company may have the same document.
    const elsewhere = await b.client.post('/api/customers', {
      personType: 'pf',
      name: 'Carla em B',
      documentNumber: '529.982.247-25',
    });
    expect(elsewhere.status).toBe(201);
  });

  it('explains each invalid field in Portuguese and saves nothing', async () => {
    const before = (await a.client.get('/api/customers')).body.total;
    const res = await a.client.post('/api/customers', {
      personType: 'pf',
      name: '',
      documentNumber: '11.222.333/0001-80',
      stateRegistration: 'abc',
      email: 'sem-arroba',
      phone: '123',
      cep: '8901',
      state: 'XX',
      creditLimitCents: '-5',
      status: 'talvez',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      documentNumber: 'CPF ou CNPJ inválido',
      stateRegistration: 'Inscrição estadual inválida (ou escreva Isento)',
      email: 'E-mail inválido',
      phone: 'Telefone inválido (mínimo 10 dígitos)',
      cep: 'CEP inválido',
      state: 'UF inválida',
      creditLimitCents: 'O valor não pode ser negativo',
      status: 'Situação inválida',
    });
    const type = await a.client.post('/api/customers', { name: 'Sem tipo' });
    expect(type.status).toBe(400);
    expect(type.body.error.fields).toEqual({ personType: 'Escolha pessoa física ou jurídica' });
    expect((await a.client.get('/api/customers')).body.total).toBe(before);
  });

  it('asks a CPF of a pessoa física and a CNPJ of a jurídica', async () => {
    const pf = await a.client.post('/api/customers', {
      personType: 'pf',
      name: 'Pessoa',
      documentNumber: '11.222.333/0001-81',
    });
    expect(pf.status).toBe(400);
    expect(pf.body.error.fields).toEqual({ documentNumber: 'Pessoa física: informe um CPF' });
    const pj = await put(
      a.client,
      `/api/customers/${(await a.client.get('/api/customers')).body.items[0].id}`,
      {
        personType: 'pj',
        name: 'Empresa',
        documentNumber: '529.982.247-25',
      },
    );
    expect(pj.status).toBe(400);
    expect(pj.body.error.fields).toEqual({ documentNumber: 'Pessoa jurídica: informe um CNPJ' });
    const both = await a.client.post('/api/customers', {
      personType: 'pj',
      name: '',
      documentNumber: '529.982.247-25',
    });
    expect(both.body.error.fields).toEqual({
      name: 'Razão social é obrigatória',
      documentNumber: 'Pessoa jurídica: informe um CNPJ',
    });
  });

  it('saves the whole form on edit and deletes a customer', async () => {
    const created = await a.client.post('/api/customers', {
      personType: 'pf',
      name: 'Para editar',
      phone: '4733334444',
      city: 'Gaspar',
    });
    const res = await put(a.client, `/api/customers/${created.body.id}`, {
      personType: 'pf',
      name: 'Editado',
      phone: '',
      status: 'inativo',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Editado', phone: null, city: null, status: 'inativo' });
    expect((await a.client.delete(`/api/customers/${created.body.id}`)).status).toBe(204);
    const gone = await a.client.get(`/api/customers/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Cliente não encontrado');
  });

  it('keeps a price table of the company, and refuses another company’s with a field message', async () => {
    const own = await a.client.post('/api/price-tables', { name: 'Atacado Clientes' });
    expect(own.status).toBe(201);
    const foreign = await b.client.post('/api/price-tables', { name: 'Atacado de B' });
    expect(foreign.status).toBe(201);
    const ownId = (own.body as { id: string }).id;
    const saved = await a.client.post('/api/customers', {
      personType: 'pj',
      name: 'Loja Atacado',
      priceTableId: ownId,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ priceTableId: ownId });
    const refused = await a.client.post('/api/customers', {
      personType: 'pj',
      name: 'Loja com tabela alheia',
      priceTableId: (foreign.body as { id: string }).id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { fields: { priceTableId: 'Tabela de preços não encontrada' } },
    });
    const list = await a.client.get('/api/customers?search=alheia');
    expect(JSON.stringify(list.body)).not.toContain('tabela alheia');
  });

  it('answers 404 for another company’s customer on every route and never shows or changes it', async () => {
    const theirs = await b.client.post('/api/customers', {
      personType: 'pf',
      name: 'Cliente só de B',
      city: 'Joinville',
    });
    const id = theirs.body.id;
    for (const res of [
      await a.client.get(`/api/customers/${id}`),
      await put(a.client, `/api/customers/${id}`, { personType: 'pf', name: 'Invadido' }),
      await a.client.delete(`/api/customers/${id}`),
      await a.client.get('/api/customers/nao-e-um-id'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Cliente não encontrado');
    }
    const list = await a.client.get('/api/customers?q=joinville');
    expect(list.body).toMatchObject({ items: [], total: 0 });
    const csv = await a.client.get('/api/customers/export?q=cliente');
    expect(csv.body as string).not.toContain('Cliente só de B');
    expect((await b.client.get(`/api/customers/${id}`)).body.name).toBe('Cliente só de B');
  });
});

describe('customer list', () => {
  let c: SignedUpCompany;
  beforeAll(async () => {
    c = await signUpCompany(ctx, 'Confecção Lista de Clientes');
    const people = [
      { name: 'Zélia Modas', city: 'São Paulo', phone: '1130001000' },
      { name: 'Ateliê Aurora', city: 'Blumenau', documentNumber: '11.444.777/0001-61', personType: 'pj' },
      { name: 'Bruna Costa', city: null, documentNumber: '111.444.777-35' },
      { name: 'Loja Centro', city: 'Curitiba', tradeName: 'Espaço Ânima', status: 'inativo' },
    ];
    for (const p of people) {
      const res = await c.client.post('/api/customers', { personType: 'pf', ...p });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    }
    // The other company's rows never show up.
    await b.client.post('/api/customers', { personType: 'pf', name: 'Zélia de B', city: 'São Paulo' });
  });
  const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((x) => x.name);

  it('counts, pages and sorts by name and by city with no city last both ways', async () => {
    const all = await c.client.get('/api/customers');
    expect(all.body).toMatchObject({ total: 4, totalCapped: false });
    expect(names(all)).toEqual(['Ateliê Aurora', 'Bruna Costa', 'Loja Centro', 'Zélia Modas']);
    expect(names(await c.client.get('/api/customers?sort=city'))).toEqual([
      'Ateliê Aurora',
      'Loja Centro',
      'Zélia Modas',
      'Bruna Costa',
    ]);
    expect(names(await c.client.get('/api/customers?sort=city&dir=desc'))).toEqual([
      'Zélia Modas',
      'Loja Centro',
      'Ateliê Aurora',
      'Bruna Costa',
    ]);
  });

  it('searches name, trade name and city without accents, and the CPF/CNPJ and phone by digits', async () => {
    expect(names(await c.client.get('/api/customers?q=zelia'))).toEqual(['Zélia Modas']);
    expect(names(await c.client.get('/api/customers?q=anima'))).toEqual(['Loja Centro']);
    expect(names(await c.client.get(`/api/customers?q=${encodeURIComponent('são paulo')}`))).toEqual([
      'Zélia Modas',
    ]);
    expect(names(await c.client.get(`/api/customers?q=${encodeURIComponent('11.444.777/0001')}`))).toEqual([
      'Ateliê Aurora',
    ]);
    expect(names(await c.client.get(`/api/customers?q=${encodeURIComponent('111.444')}`))).toEqual([
      'Bruna Costa',
    ]);
    expect(names(await c.client.get(`/api/customers?q=${encodeURIComponent('(11) 3000')}`))).toEqual([
      'Zélia Modas',
    ]);
  });

  it('filters by situação, with and without a search', async () => {
    expect(names(await c.client.get('/api/customers?status=inativo'))).toEqual(['Loja Centro']);
    const search = await c.client.get('/api/customers?status=ativo&q=a');
    expect(search.body.total).toBe(3);
  });

  it('exports the search as a CSV with the import’s columns', async () => {
    const res = await c.client.get('/api/customers/export?q=aurora');
    expect(res.status).toBe(200);
    const [header, line, extra] = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Tipo;Nome;Nome fantasia;CPF/CNPJ;Inscrição estadual');
    expect(line).toContain('Pessoa jurídica;Ateliê Aurora;;11.444.777/0001-61');
    expect(line).toContain('Blumenau');
    expect(extra).toBeUndefined();
  });

  it('refuses a bad sort, filter or page with a Portuguese message', async () => {
    for (const [query, field, message] of [
      ['sort=document', 'sort', 'Ordenação inválida'],
      ['status=talvez', 'status', 'Situação inválida'],
      ['page=0', 'page', 'Página inválida'],
    ] as const) {
      const res = await c.client.get(`/api/customers?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });

  it('is found in the command palette', async () => {
    const res = await c.client.get('/api/search?q=aurora');
    const group = res.body.groups.find((g: { key: string }) => g.key === 'customers');
    expect(group.items.map((hit: { title: string }) => hit.title)).toEqual(['Ateliê Aurora']);
    const none = await c.client.get('/api/search?q=zelia%20de%20b');
    expect(none.body.groups.find((g: { key: string }) => g.key === 'customers')).toBeUndefined();
  });
});

describe('customer permissions (part1 §6)', () => {
  it('lets a member read with access only, write with write, and denies without the feature', async () => {
    const reader = await addMember(ctx, a.companyId, 'user', { customers: { canAccess: true } });
    expect((await reader.client.get('/api/customers')).status).toBe(200);
    const write = await reader.client.post('/api/customers', { personType: 'pf', name: 'Não deveria' });
    expect(write.status).toBe(403);
    const outsider = await addMember(ctx, a.companyId, 'manager', { products: { canAccess: true } });
    expect((await outsider.client.get('/api/customers')).status).toBe(403);
    expect((await outsider.client.get('/api/customers/export')).status).toBe(403);
  });
});
