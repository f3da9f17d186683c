import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import type { PdvCatalogueData, PdvSaleData } from './sale-api';
import { SaleScreen } from './sale-panel';

const item = (n: number, size: string, ean: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  sku: `CAM-AZ-${size}`,
  ean,
  name: 'Camiseta',
  ref: 'CAM-01',
  colour: 'Azul',
  size,
  price: 5000,
  stock: 5,
});

const CATALOGUE: PdvCatalogueData = {
  priceTableId: 't1',
  priceTableName: 'Varejo',
  pix: { key: 'caixa@loja.com.br', merchantName: 'Loja Aurora', merchantCity: 'Sao Paulo' },
  maxDiscountBasisPoints: null,
  items: [item(1, 'P', '7891234567895'), item(2, 'M', '2000000000015')],
};

const SALE: PdvSaleData = {
  id: 'sale-1',
  code: 'PDV-000001',
  status: 'entregue',
  sessionId: 's1',
  registerName: 'Caixa 1',
  sellerName: 'Dona Ana',
  issuedAt: '2026-03-10T12:00:00.000Z',
  customerId: null,
  customerName: null,
  customerDocument: null,
  subtotalCents: 15000,
  discountCents: 0,
  totalCents: 15000,
  itemCount: 3,
  changeCents: 500,
  returnedCents: 0,
  lines: [],
  payments: [
    { method: 'dinheiro', label: 'Dinheiro', amountCents: 15000, changeCents: 500, installments: 1 },
  ],
};

function renderSale() {
  return renderWithApp(
    <SaleScreen catalogue={CATALOGUE} sessionId="s1" companyName="Loja Aurora" canSearchCustomers={false} />,
    { path: '/app/pdv' },
  );
}

describe('SaleScreen keyboard', () => {
  it('adds lines from the scan field (barcode, 2*SKU), selects with arrows and removes with Delete', async () => {
    mockFetch({});
    const { user } = renderSale();
    const scan = screen.getByLabelText('Código de barras, SKU ou referência');
    expect(document.activeElement).toBe(scan);
    await user.type(scan, '7891234567895{Enter}');
    expect(screen.getAllByTestId('pdv-line')).toHaveLength(1);
    await user.type(scan, '2*cam-az-m{Enter}');
    const lines = screen.getAllByTestId('pdv-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByText('2')).toBeTruthy();
    expect(screen.getByTestId('pdv-total').textContent).toMatch(/150,00/);
    // The same barcode again adds to its line.
    await user.type(scan, '7891234567895{Enter}');
    expect(screen.getAllByTestId('pdv-line')).toHaveLength(2);
    expect(screen.getByTestId('pdv-total').textContent).toMatch(/200,00/);
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByTestId('pdv-line')[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Delete}');
    expect(screen.getAllByTestId('pdv-line')).toHaveLength(1);
    expect(screen.getByTestId('pdv-total').textContent).toMatch(/100,00/);
    // An unknown code says so and adds nothing; more than the stock is refused.
    await user.type(scan, '9999{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Código não encontrado: 9999');
    await user.type(scan, '4*CAM-AZ-M{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/Estoque insuficiente.*Disponível: 3/);
  });

  it('opens the grid for a reference, F2 search, and Esc returns the cursor to the scan field', async () => {
    mockFetch({});
    const { user } = renderSale();
    const scan = screen.getByLabelText('Código de barras, SKU ou referência');
    await user.type(scan, 'CAM-01{Enter}');
    const grid = await screen.findByRole('dialog');
    await user.click(within(grid).getByRole('button', { name: 'Camiseta Azul M, estoque 5' }));
    expect(screen.getAllByTestId('pdv-line')).toHaveLength(1);
    await user.keyboard('{F2}');
    const search = await screen.findByRole('dialog', { name: 'Buscar produto' });
    await user.type(within(search).getByLabelText('Buscar produto'), 'azul p{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('pdv-line')).toHaveLength(2);
    // Delete while typing in another field of the page is that field's, never a line's.
    const other = document.createElement('input');
    document.body.appendChild(other);
    other.focus();
    await user.keyboard('{Delete}');
    expect(screen.getAllByTestId('pdv-line')).toHaveLength(2);
    other.remove();
    scan.focus();
    await user.keyboard('{F6}');
    expect(await screen.findByRole('dialog', { name: 'Desconto na venda' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(scan));
  });

  it('F10 pays in cash with change and sends the sale once with its idempotency key', async () => {
    const network = mockFetch({ 'POST /api/pdv/sales': { status: 201, body: SALE } });
    const { user } = renderSale();
    const scan = screen.getByLabelText('Código de barras, SKU ou referência');
    await user.type(scan, '3*7891234567895{Enter}');
    await user.keyboard('{F10}');
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    const cash = within(dialog).getByLabelText('Dinheiro');
    expect(document.activeElement).toBe(cash);
    await user.type(cash, '15500');
    expect(within(dialog).getByText('Troco')).toBeTruthy();
    expect(within(dialog).getByTestId('pdv-balance').textContent).toMatch(/5,00/);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('pdv-receipt')).toBeTruthy();
    const writes = network.writes();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/pdv/sales',
      body: {
        sessionId: 's1',
        lines: [{ variantId: CATALOGUE.items[0]!.id, quantity: 3, discount: null }],
        payments: [{ method: 'dinheiro', amountCents: 15500 }],
      },
    });
    expect((writes[0]!.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
