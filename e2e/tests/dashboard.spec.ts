import { expect, type Page, test } from '@playwright/test';
import { createCompany, isPhone, signIn } from './helpers';
import { noHorizontalOverflow, expectJson as ok } from './support';

type Api = Page['request'];

/**
 * A calendar day counted from today in São Paulo, as the app counts lateness: around midnight UTC the UTC date is
 * already tomorrow there, and a batch due 'a week ago' in UTC would read 'há 6 dias'.
 */
const saoPauloDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Sao_Paulo',
  });

/** A production order and a batch of it due a week ago (so late), and a material below its minimum, via the API. */
async function lateBatchAndLowStock(api: Api) {
  const colors: { id: string; name: string }[] = (await ok(await api.get('/api/colors'), 200)).items;
  const color =
    colors.find((c) => c.name === 'Preto') ??
    (await ok(await api.post('/api/colors', { data: { name: 'Preto', hex: '#111111' } })));
  const grid = await ok(
    await api.post('/api/size-grids', { data: { name: 'Grade Painel', sizes: ['P', 'M'] } }),
  );
  const product = await ok(
    await api.post('/api/products', {
      data: { reference: 'VES-010', name: 'Vestido Linho', sizeGridId: grid.id, colorIds: [color.id] },
    }),
  );
  const items = ['P', 'M'].map((size) => ({ colorId: color.id, size, quantity: 15 }));
  const inAMonth = saoPauloDay(30);
  const order = await ok(
    await api.post('/api/production-orders', { data: { productId: product.id, items, dueDate: inAMonth } }),
  );
  const weekAgo = saoPauloDay(-7);
  const batch = await ok(
    await api.post('/api/batches', { data: { productionOrderId: order.id, items, dueDate: weekAgo } }),
  );
  const elastic = await ok(
    await api.post('/api/materials', {
      data: { name: 'Elástico Chato 3 cm', category: 'aviamento', unit: 'm', minimumStock: '50' },
    }),
  );
  await ok(
    await api.post('/api/stock/documents', {
      data: {
        type: 'entrada',
        lines: [{ item: { kind: 'material', variationId: elastic.variations[0].id }, quantity: '12' }],
      },
    }),
  );
  return { batchCode: batch.code as string };
}

test('the dashboard shows a late batch and a material below its minimum, and a card opens its filtered list', async ({
  page,
}) => {
  await createCompany(page, 'Confecções Painel');
  const { batchCode } = await lateBatchAndLowStock(page.request);

  await page.goto('/app/dashboard');
  const late = page.getByRole('region', { name: 'Lotes atrasados' });
  await expect(late.getByText('lote atrasado', { exact: true })).toBeVisible();
  await expect(late.getByText(batchCode)).toBeVisible();
  await expect(late.getByText('há 7 dias')).toBeVisible();
  await expect(late.getByText('30 peças com a entrega vencida')).toBeVisible();

  const stock = page.getByRole('region', { name: 'Estoque abaixo do mínimo' });
  await expect(stock.getByText('Elástico Chato 3 cm')).toBeVisible();
  await expect(stock.getByText('12,00')).toBeVisible();

  const stages = page.getByRole('region', { name: 'Lotes por etapa' });
  await expect(stages.getByText('1 lote em andamento, 30 peças.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Na facção' }).getByText('Nenhum lote nas facções agora.'),
  ).toBeVisible();

  // Nothing spills sideways on a phone.
  if (isPhone(page)) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  await late.getByRole('link', { name: 'Ver todos os lotes atrasados' }).click();
  await expect(page).toHaveURL(/\/app\/lotes-producao\?atrasados=1&sort=dueDate&dir=asc$/);
  // On a phone the list's filters wait behind 'Filtros (n)', in a sheet.
  if (isPhone(page)) await page.getByRole('button', { name: 'Filtros (1)' }).click();
  await expect(page.getByRole('button', { name: 'Atrasados' })).toHaveAttribute('aria-pressed', 'true');
  if (isPhone(page)) await page.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(page.getByText(batchCode).first()).toBeVisible();

  // The stock card's link opens the materials list filtered the same way.
  await page.goBack();
  await stock.getByRole('link', { name: 'Ver os materiais abaixo do mínimo' }).click();
  await expect(page).toHaveURL(/\/app\/materiais\?abaixoMinimo=1$/);
  await expect(page.getByText('Elástico Chato 3 cm').first()).toBeVisible();
});

test("the sales centre reads the demo's months of sales by channel, with the latest sales of both channels", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/central-vendas');
  await expect(page).toHaveURL(/\/app\/central-vendas$/);
  // The last 7 days always hold a register day of the demo (Tuesdays, Thursdays and Saturdays up to two days ago).
  await page.getByRole('button', { name: 'Mês', exact: true }).click();
  await expect(page).toHaveURL(/periodo=mes/);
  await page.getByRole('button', { name: '7 dias', exact: true }).click();
  await expect(page).toHaveURL(/periodo=7dias/);
  const channels = page.getByRole('list', { name: 'Vendas por canal' });
  await expect(channels.locator('[data-channel="pdv"]')).toContainText('R$');
  await expect(
    page.getByRole('list', { name: 'Produtos mais vendidos' }).getByRole('listitem').first(),
  ).toBeVisible();
  const recent = page.getByRole('list', { name: 'Vendas recentes' });
  await expect(recent.getByText(/^PDV-\d{6}$/).first()).toBeVisible();
  await noHorizontalOverflow(page);
});
