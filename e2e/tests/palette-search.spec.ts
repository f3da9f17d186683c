import { expect, type Page, test } from '@playwright/test';
import { createCompany } from './helpers';

/** The server under test, sent as Origin by the API calls below as the browser sends it. */
function origin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin;
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { headers: { origin: origin() }, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A product in one colour and two sizes, an order of it and a batch of part of it, made through the API. */
async function seedBatch(page: Page) {
  const color = await post(page, '/api/colors', { name: 'Caqui', hex: '#C3B091' });
  const grid = await post(page, '/api/size-grids', { name: 'Bermudas', sizes: ['38', '40'] });
  const product = await post(page, '/api/products', {
    reference: 'BER-210',
    name: 'Bermuda Sarja Caqui',
    sizeGridId: grid.id,
    colorIds: [color.id],
  });
  const items = [
    { colorId: color.id, size: '38', quantity: 12 },
    { colorId: color.id, size: '40', quantity: 12 },
  ];
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const order = await post(page, '/api/production-orders', { productId: product.id, items, dueDate: due });
  return post(page, '/api/batches', { productionOrderId: order.id, items }) as Promise<{
    id: string;
    code: string;
  }>;
}

test('Ctrl+K finds a batch by its code and opens it; the empty palette lists it as recent', async ({
  page,
}) => {
  await createCompany(page, 'Confecção Paleta');
  const batch = await seedBatch(page);
  expect(batch.code).toBe('L-000001');
  await page.goto('/app/hub');
  await expect(page.getByRole('tab', { name: 'Visão geral' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Buscar telas e ações...');
  await expect(input).toBeVisible();
  await input.fill('L-000001');
  const palette = page.getByRole('dialog');
  await expect(palette.getByText('Lotes de produção', { exact: true })).toBeVisible();
  const found = palette.getByRole('option', { name: /L-000001 BER-210 · Bermuda Sarja Caqui/ });
  // The exact code is the first line and is selected: Enter opens it.
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/lotes-producao/${batch.id}$`));
  await expect(page.getByRole('heading', { name: 'L-000001', exact: true })).toBeVisible();

  // Opened once, it is a recent record.
  await page.keyboard.press('Control+k');
  await expect(input).toBeVisible();
  await expect(palette.getByText('Recentes', { exact: true })).toBeVisible();
  await expect(palette.getByRole('option', { name: /Lote L-000001/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The batch's address may use its code as well as its id.
  await page.goto('/app/lotes-producao/L-000001');
  await expect(page.getByRole('heading', { name: 'L-000001', exact: true })).toBeVisible();
  await expect(page.getByText('BER-210 · Bermuda Sarja Caqui').first()).toBeVisible();
});

test('Ctrl+K runs ‘Novo produto’: the product form opens on the products screen', async ({ page }) => {
  await createCompany(page, 'Confecção Ações');
  await page.goto('/app/hub');
  await expect(page.getByRole('tab', { name: 'Visão geral' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Buscar telas e ações...');
  await input.fill('novo produto');
  const action = page.getByRole('dialog').getByRole('option', { name: 'Novo produto' });
  await expect(action).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/produtos$/);
  await expect(page.getByRole('dialog', { name: 'Novo produto' })).toBeVisible();
});
