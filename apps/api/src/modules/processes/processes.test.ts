import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProduct } from '../../../test/catalogue-seed.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { productCostProcesses, productCostSheets } from '../product-costs/schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Processos');
});
afterAll(() => ctx.close());

type ProcessBody = { id: string; name: string; position: number; kind: string; isActive: boolean };
const names = (items: ProcessBody[]) => items.map((p) => p.name);

async function processByName(client: SignedUpCompany['client'], name: string): Promise<ProcessBody> {
  const list = await client.get('/api/processes');
  const found = (list.body.items as ProcessBody[]).find((p) => p.name === name);
  if (!found) throw new Error(`no process ${name}`);
  return found;
}

describe('default processes', () => {
  it('gives a new company the part3 stages in production order, the optional ones inactive', async () => {
    const company = await signUpCompany(ctx, 'Confecção Nova');
    const res = await company.client.get('/api/processes');
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((p: ProcessBody & { costPerPieceCents: number }) => [
        p.position,
        p.name,
        p.kind,
        p.isActive,
        p.costPerPieceCents,
      ]),
    ).toEqual([
      [1, 'Corte', 'interno', true, 0],
      [2, 'Costura', 'terceirizado', true, 0],
      [3, 'Acabamento', 'interno', true, 0],
      [4, 'Passadoria', 'interno', true, 0],
      [5, 'Embalagem', 'interno', true, 0],
      [6, 'Bordado', 'terceirizado', false, 0],
      [7, 'Estamparia', 'terceirizado', false, 0],
      [8, 'Lavanderia', 'terceirizado', false, 0],
    ]);
  });

  it('keeps each company’s processes to itself', async () => {
    const other = await signUpCompany(ctx, 'Outra Confecção');
    const mine = await owner.client.get('/api/processes');
    const theirs = await other.client.get('/api/processes');
    const mineIds = new Set(mine.body.items.map((p: ProcessBody) => p.id));
    expect(theirs.body.items.some((p: ProcessBody) => mineIds.has(p.id))).toBe(false);
  });
});

describe('processes', () => {
  it('creates a process at the end of the order with its cost per piece', async () => {
    const res = await owner.client.post('/api/processes', {
      name: '  Caseado  ',
      costPerPieceCents: '0,35',
      kind: 'terceirizado',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Caseado',
      costPerPieceCents: 35,
      kind: 'terceirizado',
      isActive: true,
    });
    const list = await owner.client.get('/api/processes');
    expect(list.body.items.at(-1).id).toBe(res.body.id);
    expect(res.body.position).toBe(list.body.items.at(-2).position + 1);
    expect((await owner.client.get(`/api/processes/${res.body.id}`)).body).toEqual(res.body);
  });

  it('refuses a name already used in the company, whatever the case', async () => {
    const res = await owner.client.post('/api/processes', {
      name: 'costura',
      costPerPieceCents: 0,
      kind: 'interno',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Já existe um processo com este nome');
    expect(res.body.error.fields).toEqual({ name: 'Já existe um processo com este nome' });

    const own = await owner.client.post('/api/processes', {
      name: 'Travete',
      costPerPieceCents: 10,
      kind: 'interno',
    });
    const rename = await owner.client.patch(`/api/processes/${own.body.id}`, { name: 'ACABAMENTO' });
    expect(rename.status).toBe(409);
    // The same name on the same process is no conflict (e.g. fixing the case).
    const recase = await owner.client.patch(`/api/processes/${own.body.id}`, { name: 'TRAVETE' });
    expect(recase.status).toBe(200);
    expect(recase.body.name).toBe('TRAVETE');
  });

  it('lets another company use the same name', async () => {
    const other = await signUpCompany(ctx, 'Confecção Homônima');
    await owner.client.post('/api/processes', {
      name: 'Tingimento',
      costPerPieceCents: 50,
      kind: 'terceirizado',
    });
    const res = await other.client.post('/api/processes', {
      name: 'Tingimento',
      costPerPieceCents: 50,
      kind: 'terceirizado',
    });
    expect(res.status).toBe(201);
  });

  it('explains each invalid field in Portuguese and saves nothing', async () => {
    const before = (await owner.client.get('/api/processes')).body.items.length;
    const res = await owner.client.post('/api/processes', {
      name: ' ',
      costPerPieceCents: '',
      kind: 'externo',
      isActive: 'sim',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Nome é obrigatório',
      costPerPieceCents: 'Informe o custo por peça',
      kind: 'Selecione o tipo',
      isActive: 'Situação inválida',
    });
    const negative = await owner.client.post('/api/processes', {
      name: 'X',
      costPerPieceCents: -5,
      kind: 'interno',
    });
    expect(negative.body.error.fields).toEqual({ costPerPieceCents: 'O valor não pode ser negativo' });
    const text = await owner.client.post('/api/processes', {
      name: 'X',
      costPerPieceCents: 'abc',
      kind: 'interno',
    });
    expect(text.body.error.fields).toEqual({ costPerPieceCents: 'Valor inválido' });
    const long = await owner.client.post('/api/processes', {
      name: 'x'.repeat(101),
      costPerPieceCents: 0,
      kind: 'interno',
    });
    expect(long.body.error.fields).toEqual({ name: 'Máximo de 100 caracteres' });
    expect((await owner.client.get('/api/processes')).body.items.length).toBe(before);
  });

  it('edits cost, kind and status; the position is not editable by PATCH', async () => {
    const created = await owner.client.post('/api/processes', {
      name: 'Etiquetagem',
      costPerPieceCents: 5,
      kind: 'interno',
    });
    const res = await owner.client.patch(`/api/processes/${created.body.id}`, {
      costPerPieceCents: '1,20',
      kind: 'terceirizado',
      isActive: false,
      position: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      costPerPieceCents: 120,
      kind: 'terceirizado',
      isActive: false,
      position: created.body.position,
    });
    const bad = await owner.client.patch(`/api/processes/${created.body.id}`, { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ name: 'Nome é obrigatório' });
  });
});

describe('process order', () => {
  let company: SignedUpCompany;
  beforeAll(async () => {
    company = await signUpCompany(ctx, 'Confecção Ordem');
  });

  it('moves a process up and down, numbering the list 1..n', async () => {
    const passadoria = await processByName(company.client, 'Passadoria');
    const up = await company.client.post(`/api/processes/${passadoria.id}/move`, { direction: 'up' });
    expect(up.status).toBe(200);
    expect(names(up.body.items).slice(0, 5)).toEqual([
      'Corte',
      'Costura',
      'Passadoria',
      'Acabamento',
      'Embalagem',
    ]);
    expect(up.body.items.map((p: ProcessBody) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const down = await company.client.post(`/api/processes/${passadoria.id}/move`, { direction: 'down' });
    expect(names(down.body.items).slice(0, 5)).toEqual([
      'Corte',
      'Costura',
      'Acabamento',
      'Passadoria',
      'Embalagem',
    ]);
    // The list read afterwards keeps the order.
    expect(names((await company.client.get('/api/processes')).body.items)).toEqual(names(down.body.items));
  });

  it('leaves the order as it is when the first moves up or the last moves down', async () => {
    const before = names((await company.client.get('/api/processes')).body.items);
    const first = await processByName(company.client, before[0]!);
    const last = await processByName(company.client, before.at(-1)!);
    const up = await company.client.post(`/api/processes/${first.id}/move`, { direction: 'up' });
    expect(up.status).toBe(200);
    expect(names(up.body.items)).toEqual(before);
    const down = await company.client.post(`/api/processes/${last.id}/move`, { direction: 'down' });
    expect(names(down.body.items)).toEqual(before);
  });

  it('keeps a consistent order when two moves arrive at once', async () => {
    const corte = await processByName(company.client, 'Corte');
    const embalagem = await processByName(company.client, 'Embalagem');
    const [a, b] = await Promise.all([
      company.client.post(`/api/processes/${corte.id}/move`, { direction: 'down' }),
      company.client.post(`/api/processes/${embalagem.id}/move`, { direction: 'up' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await company.client.get('/api/processes')).body.items as ProcessBody[];
    expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i + 1));
    expect(new Set(after.map((p) => p.id)).size).toBe(after.length);
  });

  it('refuses a direction other than up or down', async () => {
    const corte = await processByName(company.client, 'Corte');
    const res = await company.client.post(`/api/processes/${corte.id}/move`, { direction: 'left' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ direction: 'Direção inválida' });
  });
});

describe('deleting a process', () => {
  it('deletes a process nobody uses', async () => {
    const created = await owner.client.post('/api/processes', {
      name: 'Provisório',
      costPerPieceCents: 0,
      kind: 'interno',
    });
    expect((await owner.client.delete(`/api/processes/${created.body.id}`)).status).toBe(204);
    const gone = await owner.client.get(`/api/processes/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Processo não encontrado');
  });

  it('refuses to delete a process a workshop performs, and lets it be deactivated', async () => {
    const costura = await processByName(owner.client, 'Costura');
    const outworker = await owner.client.post('/api/outworkers', {
      name: 'Facção Usa Costura',
      processIds: [costura.id],
    });
    expect(outworker.status).toBe(201);
    const res = await owner.client.delete(`/api/processes/${costura.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Este processo está em uso (1 terceirizado) e não pode ser excluído. Inative-o para que não apareça em novos cadastros.',
    );
    expect((await owner.client.get(`/api/processes/${costura.id}`)).status).toBe(200);
    const off = await owner.client.patch(`/api/processes/${costura.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
  });

  it('refuses to delete a process on a cost sheet', async () => {
    const created = await owner.client.post('/api/processes', {
      name: 'Bordado especial',
      costPerPieceCents: 80,
      kind: 'terceirizado',
    });
    const product = await seedProduct(ctx.db, owner.companyId);
    await runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
      for (const version of [1, 2]) {
        const [sheet] = await tx
          .insert(productCostSheets)
          .values({ companyId: owner.companyId, productId: product.id, version, unitCostCents: 80 })
          .returning();
        await tx.insert(productCostProcesses).values({
          companyId: owner.companyId,
          costSheetId: sheet!.id,
          processId: created.body.id,
          costPerPieceCents: 80,
        });
      }
    });
    const res = await owner.client.delete(`/api/processes/${created.body.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Este processo está em uso (ficha de custo de 1 produto) e não pode ser excluído. Inative-o para que não apareça em novos cadastros.',
    );
    expect((await owner.client.get(`/api/processes/${created.body.id}`)).status).toBe(200);
  });

  it('answers 404 for an unknown process', async () => {
    const res = await owner.client.delete(`/api/processes/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Processo não encontrado');
  });
});

describe('process permissions (part1 §6)', () => {
  it('lets a reader list but not create, edit, move or delete', async () => {
    const reader = await addMember(ctx, owner.companyId, 'user', { processes: { canAccess: true } });
    expect((await reader.client.get('/api/processes')).status).toBe(200);
    const corte = await processByName(owner.client, 'Corte');
    for (const res of [
      await reader.client.post('/api/processes', {
        name: 'Não deveria',
        costPerPieceCents: 0,
        kind: 'interno',
      }),
      await reader.client.patch(`/api/processes/${corte.id}`, { costPerPieceCents: 1 }),
      await reader.client.post(`/api/processes/${corte.id}/move`, { direction: 'down' }),
      await reader.client.delete(`/api/processes/${corte.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para realizar esta ação.');
    }
    expect((await owner.client.get(`/api/processes/${corte.id}`)).body.costPerPieceCents).toBe(0);
  });

  it('lets a writer create, edit and move but not delete; denies a member without the feature', async () => {
    const writer = await addMember(ctx, owner.companyId, 'manager', {
      processes: { canAccess: true, canWrite: true },
    });
    const created = await writer.client.post('/api/processes', {
      name: 'Do gerente',
      costPerPieceCents: 0,
      kind: 'interno',
    });
    expect(created.status).toBe(201);
    expect(
      (await writer.client.post(`/api/processes/${created.body.id}/move`, { direction: 'up' })).status,
    ).toBe(200);
    expect((await writer.client.delete(`/api/processes/${created.body.id}`)).status).toBe(403);

    const outsider = await addMember(ctx, owner.companyId, 'user', { employees: { canAccess: true } });
    expect((await outsider.client.get('/api/processes')).status).toBe(403);
  });
});
