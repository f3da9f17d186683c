import { completeCnpj, priceTableInputSchema } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCompany, type TestContext, usePlan } from '../../test/test-app.ts';
import { companies } from '../modules/companies/schema.ts';
import { createPriceTable } from '../modules/sale-prices/index.ts';
import { runAsSystemForCompany } from '../platform/db/tenant.ts';
import { seedDemoSales } from './demo-sales.ts';
import { expectDemoSales } from './demo-sales-test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// The sales side on its own, on a company with an 'Atacado' table: this part runs on PostgreSQL too.
describe('demo sales', () => {
  it('gives a company its customers, sales settings and a closed day on the register, as its owner sees them', async () => {
    const owner = await signUpCompany(ctx, 'Confecção Vendas');
    // The demo is on the Professional plan, where the point of sale starts.
    await usePlan(ctx, owner.companyId, 'professional');
    const documentNumber = completeCnpj('918273640001');
    const demoOwner = {
      companyId: owner.companyId,
      userId: owner.userId,
      companyName: 'Confecção Vendas',
      email: owner.email,
      fullName: 'Dona Teste',
    };
    await runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
      await tx
        .update(companies)
        .set({ documentNumber, documentType: 'CNPJ' })
        .where(eq(companies.id, owner.companyId));
      const tenant = { ...demoOwner, role: 'owner', permissions: {} };
      await createPriceTable(tx, tenant, priceTableInputSchema.parse({ name: 'Atacado', minQuantity: 12 }));
      await seedDemoSales(tx, demoOwner);
    });
    await expectDemoSales(owner.client, { documentNumber, ownerName: 'Dona Teste' });
    // Another company sees none of it.
    const other = await signUpCompany(ctx, 'Outra Confecção');
    await usePlan(ctx, other.companyId, 'professional');
    expect((await other.client.get('/api/customers')).body.total).toBe(0);
    expect((await other.client.get('/api/cash-sessions')).body.items).toEqual([]);
  });
});
