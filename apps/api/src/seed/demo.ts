import { eq, sql } from 'drizzle-orm';
import { createCompanyWithOwner } from '../modules/companies/index.ts';
import { companies } from '../modules/companies/schema.ts';
import { subscriptions } from '../modules/subscriptions/schema.ts';
import { suppliers } from '../modules/suppliers/schema.ts';
import { hashPassword } from '../platform/auth/password-hash.ts';
import type { Db } from '../platform/db/client.ts';
import { runAsSystemForCompany } from '../platform/db/tenant.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { DEMO_COMPANY, DEMO_LOGIN, DEMO_SUPPLIERS } from './demo-data.ts';
import { seedDemoOpenRegister } from './demo-open-register.ts';
import { seedDemoPdvSales } from './demo-pdv.ts';
import { seedDemoPrices } from './demo-prices.ts';
import { seedDemoProduction } from './demo-production.ts';
import { seedDemoPaidPayment } from './demo-receipt.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedDemoSalesHistory } from './demo-sales-history.ts';
import { seedDemoSalesOrders } from './demo-sales-orders.ts';
import { seedDemoTeam } from './demo-team.ts';
import { seedDemoWorkshopMessages } from './demo-workshop-messages.ts';
import { seedDemoWorkshops } from './demo-workshops.ts';

/**
 * On an empty database, creates the demo company with its owner login, team, suppliers, production catalogue
 * (demo-catalogue.ts), 'Varejo' and 'Atacado' prices (demo-prices.ts), customers, sales settings and a closed day
 * on the cash register (demo-sales.ts), two months of production (demo-production.ts), three months of sales at the register and by order
 * (demo-sales-history.ts), two workshops with logins of their own
 * (demo-workshops.ts), a conversation with the associated one, its last answer unread (demo-workshop-messages.ts),
 * one workshop payment paid with its PIX receipt (demo-receipt.ts) and an active Professional subscription (so the
 * subscription gates let the demo in). Returns whether
 * it did; once anyone has a login it never runs again, so it is safe on every start.
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from users) as "exists"`);
  const rows = (result as unknown as { rows: { exists: boolean }[] }).rows;
  if (rows[0]?.exists) return false;

  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  const { companyId, userId } = await createCompanyWithOwner(
    db,
    {
      fullName: DEMO_COMPANY.ownerName,
      companyName: DEMO_COMPANY.name,
      email: DEMO_LOGIN.email,
      password: DEMO_LOGIN.password,
    },
    passwordHash,
  );
  await runAsSystemForCompany(db, companyId, async (tx) => {
    await tx
      .update(companies)
      .set({
        documentNumber: DEMO_COMPANY.documentNumber,
        documentType: 'CNPJ',
        phone: DEMO_COMPANY.phone,
        address: DEMO_COMPANY.address,
      })
      .where(eq(companies.id, companyId));
    await tx.insert(suppliers).values(DEMO_SUPPLIERS.map((s) => ({ ...s, companyId, createdBy: userId })));
    await seedDemoTeam(tx, { companyId, ownerId: userId, passwordHash });
    const owner = {
      companyId,
      userId,
      companyName: DEMO_COMPANY.name,
      email: DEMO_LOGIN.email,
      fullName: DEMO_COMPANY.ownerName,
    };
    await seedDemoCatalogue(tx, owner);
    await seedDemoPrices(tx, owner);
    await seedDemoSales(tx, owner, seedDemoPdvSales);
    await seedDemoProduction(tx, owner);
    // Three months of sales first, then the orders still in progress, so the codes follow the dates.
    await seedDemoSalesHistory(tx, owner);
    await seedDemoSalesOrders(tx, owner);
    await seedDemoOpenRegister(tx, owner);
    const workshops = await seedDemoWorkshops(tx, { companyId, ownerId: userId, passwordHash });
    for (const workshop of workshops.filter((w) => w.status === 'active'))
      await seedDemoWorkshopMessages(tx, { companyId, ownerId: userId, ...workshop });
    await seedDemoPaidPayment(tx, { companyId, ownerId: userId });
    const now = new Date();
    await tx.insert(subscriptions).values({
      companyId,
      planId: 'professional',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()),
      firstPaidAt: now,
    });
  });
  return true;
}
