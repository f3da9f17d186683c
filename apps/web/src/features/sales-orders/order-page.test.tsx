import type { SalesOrderDetail, SalesOrderOptions } from '@alinhavo/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { SalesOrderPage } from './order-page';

const OWNER = {
  user: { id: 'u1', email: 'dona@exemplo.com', fullName: 'Dona Ana', role: 'owner' },
  company: { id: 'c1', name: 'Loja Aurora' },
  permissions: {},
  allFeatures: true,
};
const ID = '5a0c1f1e-4a3b-4c1d-9e2f-000000000009';
const TABLE = '5a0c1f1e-4a3b-4c1d-9e2f-0000000000a1';
const CUSTOMER = '5a0c1f1e-4a3b-4c1d-9e2f-0000000000c1';
const SKU_P = '5a0c1f1e-4a3b-4c1d-9e2f-0000000000f1';

const OPTIONS: SalesOrderOptions = {
  customers: [{ id: CUSTOMER, name: 'Boutique Aurora', documentNumber: null, priceTableId: TABLE }],
  priceTables: [{ id: TABLE, name: 'Atacado', isDefault: false }],
  sellers: [{ id: 'u1', name: 'Dona Ana' }],
  products: [
    {
      id: 'p1',
      reference: 'CAM-001',
      name: 'Camiseta',
      colors: [{ id: 'k1', name: 'Preto', hex: null }],
      sizes: ['P'],
      variants: [{ id: SKU_P, colorId: 'k1', size: 'P', sku: 'CAM-001-PRETO-P', barcode: '2000000000015' }],
    },
  ],
};

const ORDER: SalesOrderDetail = {
  id: ID,
  code: 'PV-000009',
  channel: 'pedido',
  status: 'orcamento',
  customer: { id: CUSTOMER, name: 'Boutique Aurora', documentNumber: null },
  priceTable: { id: TABLE, name: 'Atacado' },
  seller: { id: 'u1', name: 'Dona Ana' },
  issuedAt: '2026-11-20T12:00:00.000Z',
  expectedDelivery: null,
  notes: null,
  cancelReason: null,
  discount: null,
  subtotalCents: 0,
  discountCents: 0,
  freightCents: 0,
  totalCents: 0,
  itemCount: 0,
  paymentTerms: { kind: 'avista' },
  installments: [],
  lines: [],
  shortfall: [],
  history: [],
  receivables: [],
  actions: { edit: true, next: 'confirmado', cancel: true },
};

describe('SalesOrderPage', () => {
  it('adds a SKU by barcode with its table price, totals it and saves the whole quote with a typed plan', async () => {
    const network = mockFetch({
      'GET /api/me': { body: OWNER },
      [`GET /api/sales-orders/${ID}`]: { body: ORDER },
      'GET /api/sales-orders/options': { body: OPTIONS },
      'POST /api/sales-orders/quote': {
        body: { items: [{ variantId: SKU_P, unitPriceCents: 2500, available: 1 }] },
      },
      [`PUT /api/sales-orders/${ID}`]: { body: ORDER },
    });
    const { user } = renderWithApp(
      <Routes>
        <Route path="/app/pedido/:orderId" element={<SalesOrderPage />} />
      </Routes>,
      { path: `/app/pedido/${ID}` },
    );
    const code = await screen.findByLabelText('SKU ou código de barras');
    await user.type(code, '3*2000000000015{Enter}');
    expect(await screen.findByLabelText('Preço unitário de CAM-001-PRETO-P')).toHaveProperty(
      'value',
      '25,00',
    );
    expect(screen.getByLabelText('Quantidade de CAM-001-PRETO-P')).toHaveProperty('value', '3');
    expect(within(screen.getByTestId('order-totals')).getAllByText(/75,00/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Datas e valores' }));
    await user.click(screen.getByRole('button', { name: 'Salvar pedido' }));
    const [save] = network.writes().filter((w) => w.method === 'PUT');
    expect(save?.body).toMatchObject({
      customerId: CUSTOMER,
      priceTableId: TABLE,
      lines: [{ variantId: SKU_P, quantity: 3, unitPriceCents: 2500, discount: null }],
      paymentTerms: { kind: 'personalizado' },
    });
    const body = save?.body as { paymentTerms: { installments: { amountCents: number }[] } } | undefined;
    const plan = body?.paymentTerms ?? { installments: [] };
    expect(plan.installments.reduce((sum, i) => sum + i.amountCents, 0)).toBe(7500);
  });

  it('says which code was not found', async () => {
    mockFetch({
      'GET /api/me': { body: OWNER },
      [`GET /api/sales-orders/${ID}`]: { body: ORDER },
      'GET /api/sales-orders/options': { body: OPTIONS },
    });
    const { user } = renderWithApp(
      <Routes>
        <Route path="/app/pedido/:orderId" element={<SalesOrderPage />} />
      </Routes>,
      { path: `/app/pedido/${ID}` },
    );
    await user.type(await screen.findByLabelText('SKU ou código de barras'), 'XYZ{Enter}');
    expect(await screen.findByText("Nenhum SKU ou código de barras 'XYZ'")).toBeTruthy();
  });
});
