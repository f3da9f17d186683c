import { expect, type Page, test } from '@playwright/test';
import { createCompany } from './helpers';
import { expectJson as ok } from './support';

type Api = Page['request'];

/** A product in one colour (P, M) and an open production order of 40 pieces, through the API. */
async function openOrder(api: Api) {
  const color = await ok(await api.post('/api/colors', { data: { name: 'Marinho', hex: '#1f2a44' } }));
  const grid = await ok(
    await api.post('/api/size-grids', { data: { name: 'Grade Ao Vivo', sizes: ['P', 'M'] } }),
  );
  const product = await ok(
    await api.post('/api/products', {
      data: { reference: 'CAM-AO-VIVO', name: 'Camisa Ao Vivo', sizeGridId: grid.id, colorIds: [color.id] },
    }),
  );
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const items = ['P', 'M'].map((size) => ({ colorId: color.id, size, quantity: 20 }));
  const order = await ok(
    await api.post('/api/production-orders', { data: { productId: product.id, items, dueDate } }),
  );
  const batchOf = async (quantity: number) =>
    ok(
      await api.post('/api/batches', {
        data: { productionOrderId: order.id, items: items.map((item) => ({ ...item, quantity })) },
      }),
    );
  return { batchOf };
}

/** Marks the page's JavaScript world: still there after a refresh by realtime, gone after a reload. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded);

test("the company's batch screens show another tab's changes without reloading", async ({
  page,
  browser,
}) => {
  await createCompany(page, 'Confecção Ao Vivo');
  // The other tab: the same login in its own browser context (its own socket, its own cache).
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const { batchOf } = await openOrder(other.request);
  const first = await batchOf(5);

  // The list: one socket opens after the page has shown, and the other tab's new batch appears.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/realtime'));
  await page.goto('/app/lotes-producao');
  await expect(page.getByText(first.code).first()).toBeVisible();
  await socket;
  await markPage(page);
  const second = await batchOf(5);
  await expect(page.getByText(second.code).first()).toBeVisible();
  expect(await notReloaded(page)).toBe(true);

  // The batch page: the other tab deletes it, and the page says so.
  await page.getByText(second.code).first().click();
  await expect(page).toHaveURL(new RegExp(`/app/lotes-producao/${second.id}$`));
  await expect(page.getByText('Dados do lote')).toBeVisible();
  await markPage(page);
  expect((await other.request.delete(`/api/batches/${second.id}`)).status()).toBe(204);
  await expect(page.getByText('Lote não encontrado')).toBeVisible();
  expect(await notReloaded(page)).toBe(true);

  // The production board: a batch made in the other tab joins its stage, with no polling.
  await page.goto('/app/gestao-ordens');
  await expect(page.getByText(first.code).first()).toBeVisible();
  await markPage(page);
  const third = await batchOf(3);
  await expect(page.getByText(third.code).first()).toBeVisible();
  expect(await notReloaded(page)).toBe(true);
  await other.close();
});
