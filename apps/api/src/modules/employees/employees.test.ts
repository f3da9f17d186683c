import { randomUUID } from 'node:crypto';
import { todayInSaoPaulo } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Funcionários');
});
afterAll(() => ctx.close());

const base = { sector: 'costura', payType: 'por_peca', payAmountCents: 150 };

describe('employees', () => {
  it('creates an employee with normalised fields and null for empty optional ones', async () => {
    const res = await owner.client.post('/api/employees', {
      name: '  Maria Aparecida  ',
      cpf: '529.982.247-25',
      jobTitle: ' Costureira ',
      sector: 'costura',
      payType: 'mensal',
      payAmountCents: 'R$ 2.150,75',
      admissionDate: '01/03/2024',
      phone: '(47) 99123-4567',
      notes: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Maria Aparecida',
      cpf: '52998224725',
      jobTitle: 'Costureira',
      sector: 'costura',
      payType: 'mensal',
      payAmountCents: 215075,
      admissionDate: '2024-03-01',
      phone: '47991234567',
      notes: null,
      status: 'ativo',
    });
    expect((await owner.client.get(`/api/employees/${res.body.id}`)).body).toEqual(res.body);
  });

  it('explains each invalid field in Portuguese and saves nothing', async () => {
    const before = (await owner.client.get('/api/employees')).body.total;
    const res = await owner.client.post('/api/employees', {
      name: '',
      cpf: '529.982.247-24',
      sector: 'estoque',
      payType: 'semanal',
      payAmountCents: '',
      admissionDate: '2024-02-30',
      phone: '4799',
      status: 'afastado',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      cpf: 'CPF inválido',
      sector: 'Selecione o setor',
      payType: 'Selecione o tipo de pagamento',
      payAmountCents: 'Informe o valor',
      admissionDate: 'Data inválida',
      phone: 'Telefone inválido (mínimo 10 dígitos)',
      status: 'Situação inválida',
    });
    const missing = await owner.client.post('/api/employees', { name: 'Sem setor' });
    expect(missing.body.error.fields).toEqual({
      sector: 'Selecione o setor',
      payType: 'Selecione o tipo de pagamento',
      payAmountCents: 'Informe o valor',
    });
    expect((await owner.client.get('/api/employees')).body.total).toBe(before);
  });

  it('refuses a negative or absurd amount and an admission in the future', async () => {
    const tomorrow = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    for (const [body, field, message] of [
      [{ payAmountCents: -1 }, 'payAmountCents', 'O valor não pode ser negativo'],
      [{ payAmountCents: 1.5 }, 'payAmountCents', 'Valor inválido'],
      [{ payAmountCents: '12,345' }, 'payAmountCents', 'Valor inválido'],
      [{ payAmountCents: 10_000_000_000 }, 'payAmountCents', 'Valor alto demais'],
      [
        { admissionDate: tomorrow.toISOString().slice(0, 10) },
        'admissionDate',
        'A data de admissão não pode ser no futuro',
      ],
      [{ admissionDate: '2024/03/01' }, 'admissionDate', 'Data inválida'],
      [{ admissionDate: '30/02/2024' }, 'admissionDate', 'Data inválida'],
    ] as const) {
      const res = await owner.client.post('/api/employees', { name: 'Teste', ...base, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual({ [field]: message });
    }
  });

  it('edits fields, clears optional ones and deactivates', async () => {
    const created = await owner.client.post('/api/employees', {
      name: 'João Cortador',
      ...base,
      sector: 'corte',
      phone: '4733224455',
      admissionDate: '2020-01-10',
    });
    const res = await owner.client.patch(`/api/employees/${created.body.id}`, {
      payType: 'mensal',
      payAmountCents: 250000,
      phone: '',
      admissionDate: '',
      status: 'inativo',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'João Cortador',
      sector: 'corte',
      payType: 'mensal',
      payAmountCents: 250000,
      phone: null,
      admissionDate: null,
      status: 'inativo',
    });
    const bad = await owner.client.patch(`/api/employees/${created.body.id}`, { name: ' ', sector: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ name: 'Nome é obrigatório', sector: 'Selecione o setor' });
    expect((await owner.client.get(`/api/employees/${created.body.id}`)).body.name).toBe('João Cortador');
  });

  it('deletes an employee', async () => {
    const created = await owner.client.post('/api/employees', { name: 'Temporário', ...base });
    expect((await owner.client.delete(`/api/employees/${created.body.id}`)).status).toBe(204);
    const gone = await owner.client.get(`/api/employees/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Funcionário não encontrado');
    expect((await owner.client.delete(`/api/employees/${randomUUID()}`)).status).toBe(404);
  });
});

describe('employee list and options', () => {
  let company: SignedUpCompany;
  beforeAll(async () => {
    company = await signUpCompany(ctx, 'Confecção Equipe');
    const people = [
      ['Ana Corte', 'corte', 'ativo', '2021-05-01', '52998224725', 'Cortadeira'],
      ['Bruno Corte', 'corte', 'inativo', null, null, null],
      ['Carla Costura', 'costura', 'ativo', '2019-02-10', null, 'Overloquista'],
      ['Davi Revisão', 'acabamento', 'ativo', '2023-08-15', null, 'Revisor'],
      ['Elisa Vendas', 'vendas', 'ativo', null, null, null],
    ] as const;
    for (const [name, sector, status, admissionDate, cpf, jobTitle] of people) {
      const res = await company.client.post('/api/employees', {
        name,
        sector,
        status,
        admissionDate,
        cpf,
        jobTitle,
        payType: 'mensal',
        payAmountCents: 200000,
      });
      expect(res.status).toBe(201);
    }
  });

  const listNames = async (query: string) => {
    const res = await company.client.get(`/api/employees${query}`);
    expect(res.status, query).toBe(200);
    return res.body.items.map((e: { name: string }) => e.name);
  };

  it('filters by sector and status, and searches by name, job title and CPF digits', async () => {
    expect(await listNames('?sector=corte')).toEqual(['Ana Corte', 'Bruno Corte']);
    expect(await listNames('?sector=corte&status=ativo')).toEqual(['Ana Corte']);
    expect(await listNames('?status=inativo')).toEqual(['Bruno Corte']);
    expect(await listNames('?q=revis')).toEqual(['Davi Revisão']);
    expect(await listNames('?q=overloq')).toEqual(['Carla Costura']);
    expect(await listNames(`?q=${encodeURIComponent('529.982')}`)).toEqual(['Ana Corte']);
  });

  it('sorts by admission date with the undated last, both ways', async () => {
    expect(await listNames('?sort=admissionDate')).toEqual([
      'Carla Costura',
      'Ana Corte',
      'Davi Revisão',
      'Bruno Corte',
      'Elisa Vendas',
    ]);
    expect((await listNames('?sort=admissionDate&dir=desc')).slice(0, 3)).toEqual([
      'Davi Revisão',
      'Ana Corte',
      'Carla Costura',
    ]);
  });

  it('rejects a bad filter, sort or page with a Portuguese message', async () => {
    for (const [query, field, message] of [
      ['sector=estoque', 'sector', 'Setor inválido'],
      ['status=todos', 'status', 'Situação inválida'],
      ['sort=cpf', 'sort', 'Ordenação inválida'],
      ['page=0', 'page', 'Página inválida'],
    ] as const) {
      const res = await company.client.get(`/api/employees?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });

  it('offers only active employees as options, optionally of one sector', async () => {
    const all = await company.client.get('/api/employees/options');
    expect(all.status).toBe(200);
    expect(all.body.items.map((e: { name: string }) => e.name)).toEqual([
      'Ana Corte',
      'Carla Costura',
      'Davi Revisão',
      'Elisa Vendas',
    ]);
    expect(Object.keys(all.body.items[0]).sort()).toEqual(['id', 'name', 'sector']);
    const cutters = await company.client.get('/api/employees/options?sector=corte');
    expect(cutters.body.items).toEqual([{ id: expect.any(String), name: 'Ana Corte', sector: 'corte' }]);
    const bad = await company.client.get('/api/employees/options?sector=estoque');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ sector: 'Setor inválido' });
  });

  it('never lists another company’s employees', async () => {
    const names = await listNames('?pageSize=100');
    expect(names).not.toContain('Maria Aparecida');
    const options = await company.client.get('/api/employees/options');
    expect(JSON.stringify(options.body)).not.toContain('João Cortador');
  });
});

describe('employee search pages', () => {
  let company: SignedUpCompany;
  let recorder: StatementRecorder;
  beforeAll(async () => {
    recorder = new StatementRecorder(ctx.database);
    company = await signUpCompany(ctx, 'Confecção Busca Equipe');
    // Every one active, so '&status=ativo' keeps the same rows but takes the path of a list with a filter.
    // Equal names, equal dates, no date, accents and case, CPFs and phones.
    await runAsTenant(ctx.db, company.companyId, (tx) =>
      tx.execute(sql`insert into employees (company_id, name, job_title, sector, pay_type, cpf, phone, admission_date, created_at)
        select ${company.companyId}, name, job, sector, 'mensal', cpf, phone, admission::date,
               timestamptz '2026-01-01' + minutes * interval '1 minute'
        from (values
          ('Ana Costura', 'Costureira', 'costura', '52998224725', null, '2021-05-01', 1),
          ('ANA COSTURA', 'Overloquista', 'costura', null, '11987654321', null, 1),
          ('Ângela Corte', 'Cortadeira', 'corte', null, null, '2021-05-01', 2),
          ('ana costura', null, 'acabamento', '11122233396', null, '2019-02-10', 3),
          ('Bruna Revisão', 'Revisora de costura', 'acabamento', null, '11933334444', null, 2),
          ('Caio Embalagem', 'Costureiro', 'embalagem', null, null, '2023-08-15', 4),
          ('Débora Costa', 'Costureira', 'costura', '98765432100', null, '2021-05-01', 5),
          ('Érica Vendas', null, 'vendas', null, '11987650000', null, 6)
        ) as rows(name, job, sector, cpf, phone, admission, minutes)`),
    );
  });

  const get = async (path: string) => {
    let body: unknown;
    const statements = await recorder.record(async () => {
      const res = await company.client.get(`/api/employees${path}`);
      expect(res.status, path).toBe(200);
      body = res.body;
    });
    return { body, search: statements.filter((s) => s.includes('app_search_')) };
  };

  it('gives the same page from the search function as with a filter: order, total, both ways, every page', async () => {
    for (const q of ['costur', 'ANA', 'angela', 'revisao', '9876', 'corte']) {
      for (const sort of ['name', 'sector', 'admissionDate', 'createdAt']) {
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

  it('puts the undated last both ways and ignores accents and case', async () => {
    const names = async (query: string) =>
      ((await get(query)).body as { items: { name: string }[] }).items.map((e) => e.name);
    expect(await names('?q=costur&sort=admissionDate&dir=desc')).toEqual([
      'Caio Embalagem',
      'Débora Costa',
      'Ana Costura',
      'ana costura',
      'Bruna Revisão',
      'ANA COSTURA',
    ]);
    expect(await names('?q=ANGELA')).toEqual(['Ângela Corte']);
  });
});

describe('employee permissions (part1 §6)', () => {
  it('lets a reader list and read options but not write; denies without the feature', async () => {
    const reader = await addMember(ctx, owner.companyId, 'user', { employees: { canAccess: true } });
    expect((await reader.client.get('/api/employees')).status).toBe(200);
    expect((await reader.client.get('/api/employees/options')).status).toBe(200);
    const write = await reader.client.post('/api/employees', { name: 'Não deveria', ...base });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe('Você não tem permissão para realizar esta ação.');

    const outsider = await addMember(ctx, owner.companyId, 'manager', { processes: { canAccess: true } });
    expect((await outsider.client.get('/api/employees')).status).toBe(403);
    expect((await outsider.client.get('/api/employees/options')).status).toBe(403);
  });

  it('lets a writer create and edit but not delete', async () => {
    const writer = await addMember(ctx, owner.companyId, 'admin', {
      employees: { canAccess: true, canWrite: true },
    });
    const created = await writer.client.post('/api/employees', { name: 'Pelo admin', ...base });
    expect(created.status).toBe(201);
    const edit = await writer.client.patch(`/api/employees/${created.body.id}`, { status: 'inativo' });
    expect(edit.status).toBe(200);
    expect((await writer.client.delete(`/api/employees/${created.body.id}`)).status).toBe(403);
    expect((await owner.client.get(`/api/employees/${created.body.id}`)).body.status).toBe('inativo');
  });
});
