import { isValidDocument, type PdvSale, todayInSaoPaulo } from '@alinhavo/domain';
import { expect } from 'vitest';
import type { TestClient } from '../../test/test-app.ts';
import { DEMO_CASH_DAY, DEMO_CUSTOMERS } from './demo-sales-data.ts';

type Customer = {
  id: string;
  personType: 'pf' | 'pj';
  name: string;
  documentNumber: string | null;
  stateRegistration: string | null;
  cep: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  creditLimitCents: number;
  priceTableId: string | null;
  status: 'ativo' | 'inativo';
};

/** The company's CNPJ (its PIX key) and its owner's name (who worked the register). */
export type DemoSalesCompany = {
  documentNumber: string;
  ownerName: string;
  /** The full demo also sold at the till that day (demo-pdv.ts) and left 'Caixa 2' open today (demo-open-register.ts). */
  pdvSales?: boolean;
};

async function expectCustomers(client: TestClient) {
  const tables = (await client.get('/api/price-tables')).body.items as { id: string; name: string }[];
  const atacado = tables.find((t) => t.name === 'Atacado');
  const list = (await client.get('/api/customers?pageSize=100')).body;
  expect(list.total).toBe(DEMO_CUSTOMERS.length);
  const customers = list.items as Customer[];
  // The list is by name: what the customers screen shows first.
  expect(customers.map((c) => c.name)).toEqual(
    DEMO_CUSTOMERS.map((c) => c.name).sort((a, b) => a.localeCompare(b)),
  );
  for (const customer of customers) {
    expect(isValidDocument(customer.documentNumber ?? ''), customer.name).toBe(true);
    expect(customer.cep, customer.name).toMatch(/^\d{8}$/);
    expect(customer.street && customer.city && customer.state, customer.name).toBeTruthy();
    if (customer.personType === 'pj') expect(customer.stateRegistration, customer.name).toBeTruthy();
  }
  const pj = customers.filter((c) => c.personType === 'pj');
  expect(pj.length).toBeGreaterThanOrEqual(4);
  expect(pj.some((c) => c.stateRegistration === 'ISENTO')).toBe(true);
  expect(pj.some((c) => /[A-Z]/.test(c.documentNumber ?? ''))).toBe(true);
  expect(customers.filter((c) => c.personType === 'pf').length).toBeGreaterThanOrEqual(2);
  expect(customers.filter((c) => c.status === 'inativo').map((c) => c.name)).toEqual(['Luciana Moretti']);
  // The shops that buy wholesale are on 'Atacado'; the others on the company's default prices.
  const wholesale = customers.filter((c) => c.priceTableId !== null);
  expect(wholesale.length).toBeGreaterThanOrEqual(3);
  for (const customer of wholesale) expect(customer.priceTableId, customer.name).toBe(atacado?.id);
  expect(customers.find((c) => c.name.startsWith('Modas Bom Retiro'))?.creditLimitCents).toBe(3_000_000);
  // Registered on different past days, so the list sorted by registration reads as a history.
  const registered = (list.items as { createdAt: string }[]).map((c) =>
    todayInSaoPaulo(new Date(c.createdAt)),
  );
  expect(new Set(registered).size).toBe(customers.length);
  for (const day of registered) expect(day < todayInSaoPaulo()).toBe(true);
  // Typed as on the document, part of the alphanumeric CNPJ finds its shop.
  const found = (await client.get('/api/customers?q=7BK4N2')).body.items as Customer[];
  expect(found.map((c) => c.name)).toEqual(['Ilha Kids Comércio de Roupas Ltda']);
}

async function expectSalesSettings(client: TestClient, company: DemoSalesCompany) {
  const res = await client.get('/api/sales-settings');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    pixKeyType: 'cnpj',
    pixKey: company.documentNumber,
    merchantName: 'CONFECCOES AURORA',
    merchantCity: 'BLUMENAU',
    maxDiscountPercent: '10.00',
    lateInterestMonthlyPercent: '1.00',
    lateFinePercent: '2.00',
  });
}

async function expectCashDay(client: TestClient, company: DemoSalesCompany) {
  // The sales side alone leaves both registers free; the full demo opened 'Caixa 2' this morning.
  const current = (await client.get('/api/cash-sessions/current')).body;
  const open = current.registers.map((r: { name: string; openSession: unknown }) => [
    r.name,
    r.openSession !== null,
  ]);
  if (company.pdvSales) {
    expect(current.session).toMatchObject({
      registerName: 'Caixa 2',
      status: 'aberto',
      openingFloatCents: 10_000,
    });
    expect(todayInSaoPaulo(new Date(current.session.openedAt))).toBe(todayInSaoPaulo());
    expect(open).toEqual([
      ['Caixa 1', false],
      ['Caixa 2', true],
    ]);
  } else {
    expect(current.session).toBeNull();
    expect(open).toEqual([
      ['Caixa 1', false],
      ['Caixa 2', false],
    ]);
  }
  // The latest closed session is yesterday's; the whole demo has the sales history's days before it
  // (demo-sales-history.ts).
  const sessions = (await client.get('/api/cash-sessions')).body.items.filter(
    (s: { status: string }) => s.status === 'fechado',
  );
  expect(sessions.length).toBeGreaterThanOrEqual(1);
  const [session] = sessions;
  expect(session).toMatchObject({
    registerName: 'Caixa 1',
    status: 'fechado',
    openedByName: company.ownerName,
  });
  // A past day, opened in the morning and closed in the evening of that day.
  const day = todayInSaoPaulo(new Date(session.openedAt));
  expect(day < todayInSaoPaulo()).toBe(true);
  expect(todayInSaoPaulo(new Date(session.closedAt))).toBe(day);

  const report = (await client.get(`/api/cash-sessions/${session.id}`)).body;
  const moves = report.movements as {
    type: string;
    method: string;
    amountCents: number;
    reason: string | null;
  }[];
  expect(
    moves
      .filter((m) => m.type !== 'venda' && m.type !== 'troco')
      .map((m) => [m.type, m.amountCents, m.reason]),
  ).toEqual([
    ['abertura', DEMO_CASH_DAY.openingFloatCents, null],
    ['suprimento', DEMO_CASH_DAY.suprimento.amountCents, DEMO_CASH_DAY.suprimento.reason],
    ['sangria', DEMO_CASH_DAY.sangria.amountCents, DEMO_CASH_DAY.sangria.reason],
  ]);
  const sales = (await client.get(`/api/cash-sessions/${session.id}/sales`)).body.items as PdvSale[];
  const cash = report.methods.find((m: { method: string }) => m.method === 'dinheiro');
  if (!company.pdvSales) {
    expect(moves).toHaveLength(3);
    expect(sales).toEqual([]);
    expect(cash).toMatchObject({ expectedCents: 15_000, countedCents: 14_750, differenceCents: -250 });
  } else {
    // The day's sales, made through the PDV service: on the session at their hours, their payments agreeing with
    // the session's money per method, the change given from the cash.
    expect(sales.map((sale) => sale.code).sort()).toEqual([
      'PDV-000001',
      'PDV-000002',
      'PDV-000003',
      'PDV-000004',
    ]);
    for (const sale of sales) {
      expect(todayInSaoPaulo(new Date(sale.issuedAt))).toBe(day);
      expect(sale.payments.reduce((sum, p) => sum + p.amountCents, 0)).toBe(sale.totalCents);
    }
    const paid = (method: string) =>
      sales
        .flatMap((sale) => sale.payments)
        .filter((p) => p.method === method)
        .reduce((s, p) => s + p.amountCents, 0);
    const fromSales = (method: string) =>
      moves
        .filter((m) => m.method === method && (m.type === 'venda' || m.type === 'troco'))
        .reduce((sum, m) => sum + (m.type === 'troco' ? -m.amountCents : m.amountCents), 0);
    for (const method of ['dinheiro', 'pix', 'credito', 'debito', 'fiado'])
      expect(fromSales(method)).toBe(paid(method));
    expect(sales.some((sale) => sale.changeCents > 0)).toBe(true);
    expect(cash).toMatchObject({ expectedCents: 15_000 + paid('dinheiro'), differenceCents: -250 });
  }
  expect(report.differenceTotalCents).toBe(-250);
  expect(report.closedByName).toBe(company.ownerName);
}

/** What the demo owner sees of the sales side: customers, sales settings, the registers and yesterday's day. */
export async function expectDemoSales(client: TestClient, company: DemoSalesCompany) {
  await expectCustomers(client);
  await expectSalesSettings(client, company);
  await expectCashDay(client, company);
}
