import { expect, type Page, test } from '@playwright/test';
import { createCompany } from './helpers';
import { expectJson as ok } from './support';

type Api = Page['request'];
const COLORS = ['Preto', 'Branco'] as const;
const SIZES = ['P', 'M', 'G'] as const;

/** A product in Preto and Branco, P M G, with finished goods: 10 of each SKU but Branco G (1). */
async function catalogue(api: Api) {
  const defaults: { id: string; name: string }[] = (await ok(await api.get('/api/colors'), 200)).items;
  const colorIds = COLORS.map((name) => defaults.find((color) => color.name === name)!.id);
  const grid = await ok(await api.post('/api/size-grids', { data: { name: 'Adulto', sizes: [...SIZES] } }));
  const created = await ok(
    await api.post('/api/products', {
      data: { reference: 'CAM-001', name: 'Camiseta Básica', sizeGridId: grid.id, colorIds },
    }),
  );
  const product = await ok(await api.get(`/api/products/${created.id}`), 200);
  const sku = (color: string, size: string): string =>
    product.variants.find(
      (v: { colorName: string; size: string }) => v.colorName === color && v.size === size,
    ).id;
  const stockIn = (lines: [string, number][], notes: string) =>
    api.post('/api/stock/documents', {
      data: {
        type: 'entrada',
        notes,
        lines: lines.map(([variantId, quantity]) => ({
          item: { kind: 'product', variantId },
          quantity: String(quantity),
        })),
      },
    });
  await ok(
    await stockIn(
      COLORS.flatMap((color) =>
        SIZES.map((size): [string, number] => [
          sku(color, size),
          color === 'Branco' && size === 'G' ? 1 : 10,
        ]),
      ),
      'Estoque inicial',
    ),
  );
  return { product, sku, stockIn };
}

const stockOf = async (api: Api, productId: string, variantId: string) =>
  Number(
    (await ok(await api.get(`/api/products/${productId}`), 200)).variants.find(
      (v: { id: string }) => v.id === variantId,
    ).stock,
  );

test('an Atacado price and a customer on their screens, then a sales order by grid with a short SKU: production from the shortfall, confirm, separate, receivables; another cancelled returns stock', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createCompany(page, 'Confecções Vendas');
  const api = page.request;
  const { product, sku, stockIn } = await catalogue(api);
  // The 'Atacado' table from 6 pieces, with the product's price, on the prices screen.
  await page.goto('/app/precos-venda');
  await page.getByRole('button', { name: 'Nova tabela' }).click();
  const tableDialog = page.getByRole('dialog', { name: 'Nova tabela de preços' });
  await tableDialog.getByLabel('Nome').fill('Atacado');
  await tableDialog.getByLabel('Quantidade mínima por pedido (peças)').fill('6');
  await tableDialog.getByRole('button', { name: 'Criar tabela' }).click();
  await expect(page.getByText('Vale para pedidos a partir de 6 peças.')).toBeVisible();
  await page.getByRole('row', { name: /Camiseta Básica/ }).click();
  const prices = page.getByRole('dialog', { name: 'Camiseta Básica · Atacado' });
  await prices.getByLabel('Preço do produto').fill('25,00');
  await prices.getByRole('button', { name: 'Salvar preços' }).click();
  await expect(page.getByText('Preços salvos')).toBeVisible();

  // The customer, registered on the customers screen with that table.
  await page.goto('/app/clientes');
  await page.getByRole('button', { name: 'Novo cliente' }).first().click();
  const customerDialog = page.getByRole('dialog', { name: 'Novo cliente' });
  await customerDialog.getByLabel(/^Razão social/).fill('Boutique Aurora');
  await customerDialog.getByRole('combobox', { name: 'Tabela de preços' }).click();
  await page.getByRole('option', { name: 'Atacado' }).click();
  await customerDialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(customerDialog).toBeHidden();
  await expect(page.getByText('Boutique Aurora').first()).toBeVisible();

  // A new order for the customer: the 'Atacado' table comes from her registration.
  await page.goto('/app/vendas');
  await page.getByRole('button', { name: 'Novo pedido' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo pedido de venda' });
  await dialog.getByRole('button', { name: 'Cliente (obrigatório)' }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar cliente' })
    .getByRole('option', { name: /Boutique Aurora/ })
    .click();
  await expect(dialog.getByRole('combobox', { name: 'Tabela de preços' })).toContainText('Atacado');
  await dialog.getByRole('button', { name: 'Criar pedido' }).click();
  await expect(page).toHaveURL(/\/app\/pedido\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;

  // 2 colours × 3 sizes, 2 pieces each and 3 of Branco G (1 in stock).
  await page.getByRole('button', { name: 'Adicionar pela grade' }).click();
  const grid = page.getByRole('dialog', { name: 'Adicionar pela grade' });
  await grid.getByRole('button', { name: 'Produto (obrigatório)' }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar produto' })
    .getByRole('option', { name: /CAM-001/ })
    .click();
  for (const color of COLORS)
    for (const size of SIZES)
      await grid
        .getByRole('textbox', { name: `${color} ${size}`, exact: true })
        .fill(color === 'Branco' && size === 'G' ? '3' : '2');
  await grid.getByRole('button', { name: 'Adicionar 13 peças' }).click();
  await expect(page.getByTestId('order-line')).toHaveCount(6);
  await expect(page.getByLabel('Preço unitário de CAM-001-BRANCO-G', { exact: false }).first()).toHaveValue(
    '25,00',
  );
  await page.getByRole('button', { name: 'Parcelado' }).click();
  await page.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(page.getByText(/Pedido PV-000001 salvo/)).toBeVisible();
  await expect(page.getByTestId('order-totals')).toContainText('R$ 325,00');

  // The shortfall per SKU, and a production order with that grid.
  const shortfall = page.getByTestId('shortfall');
  await expect(shortfall).toContainText('Branco / G');
  await expect(shortfall).toContainText('faltam 2');
  await shortfall.getByRole('button', { name: 'Gerar ordem de produção' }).click();
  await expect(page.getByText('Ordem de produção OP-000001 criada')).toBeVisible();
  const productions = await ok(await api.get('/api/production-orders'), 200);
  const production = await ok(await api.get(`/api/production-orders/${productions.items[0].id}`), 200);
  expect(production.cells.map((c: { size: string; ordered: number }) => [c.size, c.ordered])).toEqual([
    ['G', 2],
  ]);

  // Confirm: the stock is reserved per SKU (1 of Branco G), the receivables are written.
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar o pedido?' })
    .getByRole('button', { name: 'Confirmar pedido' })
    .click();
  await expect(page.getByText('Confirmado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Reservado' })).toBeVisible();
  await expect(page.getByRole('row', { name: /CAM-001-BRANCO-G/ })).toContainText(/3\s*1/);
  const receivables = page.getByTestId('receivables').getByRole('listitem');
  await expect(receivables).toHaveCount(3);
  const order = await ok(await api.get(`/api/sales-orders/${orderId}`), 200);
  expect(order.receivables.reduce((sum: number, r: { amountCents: number }) => sum + r.amountCents, 0)).toBe(
    32500,
  );

  // The produced pieces arrive; separating takes every SKU out of the finished stock.
  await ok(await stockIn([[sku('Branco', 'G'), 2]], 'OP-000001 embalada'));
  await page.reload();
  await page.getByRole('button', { name: 'Separar' }).click();
  await page
    .getByRole('dialog', { name: 'Separar o pedido?' })
    .getByRole('button', { name: 'Separar' })
    .click();
  await expect(page.getByText('Separado', { exact: true }).first()).toBeVisible();
  expect(await stockOf(api, product.id, sku('Preto', 'P'))).toBe(8);
  expect(await stockOf(api, product.id, sku('Branco', 'G'))).toBe(0);

  // Another order, separated through the API, is cancelled on its page: its pieces come back.
  const customers = await ok(await api.get('/api/customers'), 200);
  const other = await ok(
    await api.post('/api/sales-orders', {
      data: { customerId: customers.items[0].id, lines: [{ variantId: sku('Preto', 'M'), quantity: 4 }] },
    }),
  );
  for (const status of ['confirmado', 'separado'])
    await ok(await api.post(`/api/sales-orders/${other.id}/status`, { data: { status } }), 200);
  expect(await stockOf(api, product.id, sku('Preto', 'M'))).toBe(4);
  await page.goto(`/app/pedido/${other.id}`);
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancelar ${other.code}?` });
  await cancel.getByLabel('Motivo').fill('Cliente desistiu');
  await cancel.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByText('Pedido cancelado')).toBeVisible();
  expect(await stockOf(api, product.id, sku('Preto', 'M'))).toBe(8);
});
