import { DEFAULT_PROCESSES } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { DEFAULT_COLORS, DEFAULT_SIZE_GRIDS } from './default-catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Named = { id: string; name: string };

async function rowCounts(companyId: string) {
  return runAsSystemForCompany(ctx.db, companyId, async (tx) => {
    const result = await tx.execute(sql`select
      (select count(*)::int from size_grids where company_id = ${companyId}) as grids,
      (select count(*)::int from colors where company_id = ${companyId}) as colors,
      (select count(*)::int from processes where company_id = ${companyId}) as processes`);
    return (result as unknown as { rows: { grids: number; colors: number; processes: number }[] }).rows[0];
  });
}

async function lists(company: SignedUpCompany) {
  const grids = (await company.client.get('/api/size-grids')).body.items as (Named & { sizes: string[] })[];
  const colors = (await company.client.get('/api/colors')).body.items as (Named & { hex: string | null })[];
  const processes = (await company.client.get('/api/processes')).body.items as Named[];
  return { grids, colors, processes };
}

describe('a new company starts ready (issue 13)', () => {
  it('has the standard size grids, colours and production stages, each exactly once', async () => {
    const company = await signUpCompany(ctx, 'Confecção Pronta');
    const { grids, colors, processes } = await lists(company);
    expect(grids.map((g) => [g.name, g.sizes])).toEqual([
      ['Infantil RN ao G', ['RN', 'P', 'M', 'G']],
      ['Numérica 36 ao 46', ['36', '38', '40', '42', '44', '46']],
      ['PP ao GG', ['PP', 'P', 'M', 'G', 'GG']],
      ['Único', ['U']],
    ]);
    expect(colors.map((c) => c.name).sort()).toEqual(DEFAULT_COLORS.map((c) => c.name).sort());
    expect(colors).toHaveLength(12);
    for (const color of colors) expect(color.hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(processes.map((p) => p.name)).toEqual(DEFAULT_PROCESSES.map((p) => p.name));
    expect(processes.slice(0, 5).map((p) => p.name)).toEqual([
      'Corte',
      'Costura',
      'Acabamento',
      'Passadoria',
      'Embalagem',
    ]);
    expect(await rowCounts(company.companyId)).toEqual({
      grids: DEFAULT_SIZE_GRIDS.length,
      colors: DEFAULT_COLORS.length,
      processes: DEFAULT_PROCESSES.length,
    });
  });

  it('gives each company its own copies: another sign-up adds none to the first, and shares no row', async () => {
    const first = await signUpCompany(ctx, 'Confecção Primeira');
    const before = await lists(first);
    const second = await signUpCompany(ctx, 'Confecção Segunda');
    const after = await lists(first);
    expect(after).toEqual(before);
    const theirs = await lists(second);
    const ids = (l: Awaited<ReturnType<typeof lists>>) =>
      [...l.grids, ...l.colors, ...l.processes].map((r) => r.id);
    const mine = new Set(ids(after));
    expect(ids(theirs).filter((id) => mine.has(id))).toEqual([]);
    // Company A cannot read company B's default grid or colour by id.
    expect((await first.client.get(`/api/size-grids/${theirs.grids[0]!.id}`)).status).toBe(404);
    expect((await first.client.get(`/api/colors/${theirs.colors[0]!.id}`)).status).toBe(404);
  });

  it('lets the company change or remove a default like any grid or colour of its own', async () => {
    const company = await signUpCompany(ctx, 'Confecção Editora');
    const { grids, colors } = await lists(company);
    const pp = grids.find((g) => g.name === 'PP ao GG')!;
    const renamed = await company.client.patch(`/api/size-grids/${pp.id}`, {
      name: 'Adulto',
      sizes: ['P', 'M'],
    });
    expect(renamed.status).toBe(200);
    const preto = colors.find((c) => c.name === 'Preto')!;
    expect((await company.client.patch(`/api/colors/${preto.id}`, { code: 'PT' })).body.code).toBe('PT');
    const bege = colors.find((c) => c.name === 'Bege')!;
    expect((await company.client.delete(`/api/colors/${bege.id}`)).status).toBe(204);
    // A default name is taken like any other.
    expect((await company.client.post('/api/colors', { name: 'preto' })).status).toBe(409);
  });
});
