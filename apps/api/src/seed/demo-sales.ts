import {
  CASH_METHODS,
  type CashMethod,
  customerInputSchema,
  salesSettingsInputSchema,
} from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import {
  closeSession,
  createRegister,
  expectedByMethod,
  listRegisters,
  moveCash,
  openSession,
} from '../modules/cash-sessions/index.ts';
import { companies } from '../modules/companies/schema.ts';
import { createCustomer } from '../modules/customers/index.ts';
import { priceTables } from '../modules/sale-prices/schema.ts';
import { saveSalesSettings } from '../modules/sales-settings/index.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import type { DemoOwner } from './demo-catalogue.ts';
import { backdateCashSession, backdateCustomer, daysAgoAt } from './demo-history.ts';
import { DEMO_CASH_DAY, DEMO_CUSTOMERS, DEMO_REGISTERS, DEMO_SALES_SETTINGS } from './demo-sales-data.ts';

async function atacadoTableId(tx: Tx, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: priceTables.id })
    .from(priceTables)
    .where(and(eq(priceTables.companyId, companyId), eq(priceTables.name, 'Atacado')))
    .limit(1);
  return row?.id ?? null;
}

async function seedCustomers(tx: Tx, tenant: TenantContext): Promise<void> {
  const atacado = await atacadoTableId(tx, tenant.companyId);
  // Registered over the last three months, a week or so apart, the first ones first.
  for (const [index, { wholesale, ...customer }] of DEMO_CUSTOMERS.entries()) {
    const input = customerInputSchema.parse({ ...customer, priceTableId: wholesale ? atacado : null });
    const created = await createCustomer(tx, tenant, input);
    await backdateCustomer(tx, tenant.companyId, created.id, daysAgoAt(90 - index * 11, 9 + (index % 8), 20));
  }
}

/** The PIX key is the company's own CNPJ, as a confecção registers it at its bank. */
async function seedSalesSettings(tx: Tx, tenant: TenantContext): Promise<void> {
  const [company] = await tx
    .select({ documentNumber: companies.documentNumber })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  await saveSalesSettings(
    tx,
    tenant,
    salesSettingsInputSchema.parse({ ...DEMO_SALES_SETTINGS, pixKey: company?.documentNumber }),
  );
}

/** What sells on yesterday's session before it closes (the full demo's PDV sales; none for the sales side alone). */
export type DemoSessionSales = (tx: Tx, tenant: TenantContext, sessionId: string) => Promise<void>;

/**
 * 'Caixa 1' and 'Caixa 2', and yesterday's day on 'Caixa 1' through the register's services: opened with its float,
 * a suprimento and a sangria, the day's sales, closed with every method counted as expected but the cash, counted
 * R$ 2,50 short. Nothing is left open, so whoever tries the demo opens the register themselves (the e2e journeys
 * and the demo tests expect the demo user without an open session).
 */
async function seedCashDay(tx: Tx, tenant: TenantContext, sell?: DemoSessionSales): Promise<void> {
  for (const name of DEMO_REGISTERS.slice(1)) await createRegister(tx, tenant, { name });
  const registers = (await listRegisters(tx, tenant)).items;
  const register = registers.find((r) => r.name === DEMO_REGISTERS[0]);
  if (!register) throw new Error(`demo seed: register '${DEMO_REGISTERS[0]}' not found`);
  const day = DEMO_CASH_DAY;
  const session = await openSession(tx, tenant, {
    registerId: register.id,
    openingFloatCents: day.openingFloatCents,
  });
  await moveCash(tx, tenant, session.id, 'suprimento', day.suprimento);
  await moveCash(tx, tenant, session.id, 'sangria', day.sangria);
  if (sell) await sell(tx, tenant, session.id);
  const expected = await expectedByMethod(tx, session.id);
  const counted = Object.fromEntries(CASH_METHODS.map((method) => [method, expected[method]])) as Record<
    CashMethod,
    number
  >;
  const short =
    day.openingFloatCents + day.suprimento.amountCents - day.sangria.amountCents - day.countedCashCents;
  await closeSession(tx, tenant, session.id, {
    counted: { ...counted, dinheiro: expected.dinheiro - short },
  });
  await backdateCashSession(tx, tenant.companyId, session.id, {
    abertura: daysAgoAt(1, 8, 2),
    suprimento: daysAgoAt(1, 10, 15),
    sangria: daysAgoAt(1, 12, 40),
    closedAt: daysAgoAt(1, 18, 5),
  });
}

/**
 * The demo's sales side (issue 15): customers, the sales settings and the cash registers with yesterday's day, and
 * with `sell` that day's PDV sales.
 */
export async function seedDemoSales(tx: Tx, owner: DemoOwner, sell?: DemoSessionSales): Promise<void> {
  const tenant: TenantContext = { ...owner, role: 'owner', permissions: {} };
  await seedCustomers(tx, tenant);
  await seedSalesSettings(tx, tenant);
  await seedCashDay(tx, tenant, sell);
}
