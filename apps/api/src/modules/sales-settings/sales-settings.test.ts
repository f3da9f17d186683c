import { SALES_SETTINGS_FORBIDDEN } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany, runAsTenant } from '../../platform/db/tenant.ts';
import { salesSettingsOf } from './index.ts';

let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
const put = (client: TestClient, body: unknown) => client.request('PUT', '/api/sales-settings', body);

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção Vendas A');
  b = await signUpCompany(ctx, 'Confecção Vendas B');
});
afterAll(() => ctx.close());

const SETTINGS = {
  pixKeyType: 'phone',
  pixKey: '(47) 98877-6655',
  merchantName: 'Confeccao Aurora',
  merchantCity: 'Blumenau',
  maxDiscountPercent: '10',
  lateInterestMonthlyPercent: '1,5',
  lateFinePercent: '2',
};

describe('sales settings', () => {
  it('answers the defaults while nothing was saved', async () => {
    const res = await a.client.get('/api/sales-settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      pixKeyType: null,
      pixKey: null,
      merchantName: null,
      merchantCity: null,
      maxDiscountPercent: '5.00',
      lateInterestMonthlyPercent: '1.00',
      lateFinePercent: '2.00',
      updatedAt: null,
    });
  });

  it('saves the form, the PIX key as the DICT writes it, and keeps each company’s own', async () => {
    const res = await put(a.client, SETTINGS);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pixKeyType: 'phone',
      pixKey: '+5547988776655',
      merchantName: 'Confeccao Aurora',
      merchantCity: 'Blumenau',
      maxDiscountPercent: '10.00',
      lateInterestMonthlyPercent: '1.50',
      lateFinePercent: '2.00',
    });
    expect(res.body.updatedAt).toEqual(expect.any(String));
    expect((await a.client.get('/api/sales-settings')).body).toEqual(res.body);
    // Saving again updates the one row; removing the key clears its type.
    const again = await put(a.client, { ...SETTINGS, pixKeyType: '', pixKey: '', maxDiscountPercent: '0' });
    expect(again.body).toMatchObject({ pixKeyType: null, pixKey: null, maxDiscountPercent: '0.00' });
    // Company B still has the defaults: another company's settings are never read or changed.
    expect((await b.client.get('/api/sales-settings')).body.updatedAt).toBeNull();
    await put(b.client, { ...SETTINGS, pixKeyType: 'evp', pixKey: '123E4567-E89B-12D3-A456-426614174000' });
    expect((await a.client.get('/api/sales-settings')).body.pixKey).toBeNull();
  });

  it('gives other modules the settings of the transaction’s company through salesSettingsOf', async () => {
    await put(a.client, SETTINGS);
    const ofA = await runAsTenant(ctx.db, a.companyId, (tx) => salesSettingsOf(tx));
    const ofB = await runAsTenant(ctx.db, b.companyId, (tx) => salesSettingsOf(tx));
    expect(ofA.pixKey).toBe('+5547988776655');
    expect(ofB.pixKey).toBe('123e4567-e89b-12d3-a456-426614174000');
    // A system transaction (the migrations' owner, past row-level security) still gets its own company's.
    const asSystem = await runAsSystemForCompany(ctx.db, b.companyId, (tx) => salesSettingsOf(tx));
    expect(asSystem.pixKey).toBe('123e4567-e89b-12d3-a456-426614174000');
    const fresh = await signUpCompany(ctx, 'Confecção Vendas Nova');
    const defaults = await runAsTenant(ctx.db, fresh.companyId, (tx) => salesSettingsOf(tx));
    expect(defaults).toMatchObject({ pixKey: null, maxDiscountPercent: '5.00', updatedAt: null });
  });

  it('refuses a key not of its type and the other bad fields in Portuguese, saving nothing', async () => {
    const before = (await a.client.get('/api/sales-settings')).body;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ pixKeyType: 'cpf', pixKey: '529.982.247-24' }, { pixKey: 'CPF inválido' }],
      [{ pixKeyType: 'cnpj', pixKey: '11.222.333/0001-80' }, { pixKey: 'CNPJ inválido' }],
      [{ pixKeyType: 'email', pixKey: 'sem-arroba' }, { pixKey: 'E-mail inválido' }],
      [
        { pixKeyType: 'phone', pixKey: '8765-4321' },
        { pixKey: 'Telefone inválido: use DDD e número (ex.: (11) 98765-4321)' },
      ],
      [
        { pixKeyType: 'evp', pixKey: 'minha-chave' },
        { pixKey: 'Chave aleatória inválida (ex.: 123e4567-e89b-12d3-a456-426614174000)' },
      ],
      [{ pixKeyType: '', pixKey: 'loja@aurora.com.br' }, { pixKeyType: 'Escolha o tipo da chave PIX' }],
      [
        { merchantName: 'Confecção Aurora Modas e Acessórios', merchantCity: 'São José dos Pinhais' },
        {
          merchantName: 'No máximo 25 caracteres (limite do QR Code PIX)',
          merchantCity: 'No máximo 15 caracteres (limite do QR Code PIX)',
        },
      ],
      [
        { merchantName: '', merchantCity: '' },
        { merchantName: 'Informe o nome do recebedor', merchantCity: 'Informe a cidade do recebedor' },
      ],
      [
        { maxDiscountPercent: '120', lateInterestMonthlyPercent: 'muito', lateFinePercent: '-1' },
        {
          maxDiscountPercent: 'No máximo 100,00%',
          lateInterestMonthlyPercent: 'Percentual inválido',
          lateFinePercent: 'O percentual não pode ser negativo',
        },
      ],
      [
        { pixKeyType: 'cpf', pixKey: '123', merchantName: '', lateFinePercent: '2,555' },
        {
          pixKey: 'CPF inválido',
          merchantName: 'Informe o nome do recebedor',
          lateFinePercent: 'Use no máximo 2 casas decimais',
        },
      ],
    ];
    for (const [change, fields] of cases) {
      const res = await put(a.client, { ...SETTINGS, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect((await a.client.get('/api/sales-settings')).body).toEqual(before);
  });

  it('is for the owner and administrators only', async () => {
    const admin = await addMember(ctx, a.companyId, 'admin');
    expect((await admin.client.get('/api/sales-settings')).status).toBe(200);
    expect((await put(admin.client, SETTINGS)).status).toBe(200);
    const manager = await addMember(ctx, a.companyId, 'manager', {
      customers: { canAccess: true, canWrite: true },
      pdv: { canAccess: true, canWrite: true },
    });
    for (const res of [
      await manager.client.get('/api/sales-settings'),
      await put(manager.client, SETTINGS),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(SALES_SETTINGS_FORBIDDEN);
    }
  });
});
