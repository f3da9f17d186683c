import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção em Lote');
});
afterAll(() => ctx.close());

const create = async (client: SignedUpCompany['client'], name: string) =>
  (await client.post('/api/materials', { name, category: 'outro', unit: 'un' })).body.id as string;
const statusOf = async (client: SignedUpCompany['client'], id: string) =>
  (await client.get(`/api/materials/${id}`)).body.status;

describe('POST /materials/deactivate', () => {
  it('deactivates the chosen materials of the company and leaves the others', async () => {
    const [a, b, c] = [
      await create(owner.client, 'A'),
      await create(owner.client, 'B'),
      await create(owner.client, 'C'),
    ];
    const res = await owner.client.post('/api/materials/deactivate', { ids: [a, b] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deactivated: 2 });
    expect([
      await statusOf(owner.client, a),
      await statusOf(owner.client, b),
      await statusOf(owner.client, c),
    ]).toEqual(['inativo', 'inativo', 'ativo']);
    const again = await owner.client.post('/api/materials/deactivate', { ids: [a, c] });
    expect(again.body).toEqual({ deactivated: 1 });
  });

  it('changes nothing of another company', async () => {
    const other = await signUpCompany(ctx, 'Outra em Lote');
    const theirs = await create(other.client, 'Deles');
    const res = await owner.client.post('/api/materials/deactivate', { ids: [theirs, randomUUID()] });
    expect(res.body).toEqual({ deactivated: 0 });
    expect(await statusOf(other.client, theirs)).toBe('ativo');
  });

  it('refuses bad ids and an empty choice in Portuguese, and needs the right to write', async () => {
    const bad = await owner.client.post('/api/materials/deactivate', { ids: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['ids.0']).toBe('Material inválido');
    const empty = await owner.client.post('/api/materials/deactivate', { ids: [] });
    expect(empty.body.error.fields.ids).toBe('Escolha ao menos um material');
    const mine = await create(owner.client, 'Do leitor');
    const reader = await addMember(ctx, owner.companyId, 'user', { materials: { canAccess: true } });
    expect((await reader.client.post('/api/materials/deactivate', { ids: [mine] })).status).toBe(403);
    expect(await statusOf(owner.client, mine)).toBe('ativo');
  });
});
