import { decodePixPayload } from '@alinhavo/domain';
import { expect, type Page, test } from '@playwright/test';
import { closeTrialCardWhenShown, createCompany } from './helpers';
import { expectJson } from './support';

const PIX_KEY = 'caixa@lojaaurora.com.br';

/** PIX receiver, a product in two colours × two sizes priced R$ 50,00 in 'Varejo', 10 pieces of each SKU. */
async function setUpShop(page: Page) {
  const api = page.request;
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const headers = { origin };
  await expectJson(
    await api.put('/api/sales-settings', {
      headers,
      data: {
        pixKeyType: 'email',
        pixKey: PIX_KEY,
        merchantName: 'Loja Aurora',
        merchantCity: 'Sao Paulo',
        maxDiscountPercent: '5',
        lateInterestMonthlyPercent: '1',
        lateFinePercent: '2',
      },
    }),
    200,
  );
  const colours: { id: string; name: string }[] = (await expectJson(await api.get('/api/colors'), 200)).items;
  const colorIds = ['Preto', 'Branco'].map((name) => colours.find((c) => c.name === name)!.id);
  const grid = await expectJson(
    await api.post('/api/size-grids', { headers, data: { name: 'Adulto', sizes: ['P', 'M'] } }),
  );
  const product = await expectJson(
    await api.post('/api/products', {
      headers,
      data: { reference: 'CAM-001', name: 'Camiseta Básica', sizeGridId: grid.id, colorIds },
    }),
  );
  const tables = await expectJson(await api.get('/api/price-tables'), 200);
  const varejo = tables.items.find((t: { isDefault: boolean }) => t.isDefault);
  await expectJson(
    await api.post(`/api/price-tables/${varejo.id}/prices`, {
      headers,
      data: { prices: [{ productId: product.id, priceCents: 5000 }] },
    }),
    200,
  );
  await expectJson(
    await api.post('/api/stock/documents', {
      headers,
      data: {
        type: 'entrada',
        lines: product.variants.map((v: { id: string }) => ({
          item: { kind: 'product', variantId: v.id },
          quantity: '10',
        })),
      },
    }),
  );
  const catalogue = await expectJson(await api.get('/api/pdv/catalogue'), 200);
  return catalogue.items as { id: string; ean: string; sku: string; stock: number }[];
}

test('a sale at the till by keyboard: scan, PIX + cash with change, receipt, close; then two sales offline', async ({
  page,
  context,
}) => {
  await createCompany(page, 'Loja Aurora');
  await page.goto('/app/pdv');
  const skus = await setUpShop(page);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await closeTrialCardWhenShown(page);

  // Abrir caixa: the float field has the cursor.
  await expect(page.getByLabel(/Fundo de troco/)).toBeFocused();
  await page.keyboard.type('10000');
  await page.keyboard.press('Enter');
  const scan = page.getByLabel('Código de barras, SKU ou referência');
  await expect(scan).toBeFocused();

  // Three barcodes, the second as 2 pieces: 4 × R$ 50,00.
  await page.keyboard.type(skus[0]!.ean);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`2*${skus[1]!.ean}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(skus[2]!.ean);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pdv-line')).toHaveCount(3);
  await expect(page.getByTestId('pdv-total')).toHaveText(/200,00/);

  // F10: R$ 160,00 in cash and R$ 50,00 by PIX → troco R$ 10,00.
  await page.keyboard.press('F10');
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(payment.getByLabel('Dinheiro')).toBeFocused();
  await page.keyboard.type('16000');
  await page.keyboard.press('Tab');
  await expect(payment.getByLabel('PIX', { exact: true })).toBeFocused();
  await page.keyboard.type('5000');
  const qr = payment.locator('[data-pix-payload]');
  await expect(qr.getByRole('img', { name: 'QR Code PIX' }).locator('svg')).toBeVisible();
  const decoded = decodePixPayload((await qr.getAttribute('data-pix-payload'))!);
  expect(decoded).toMatchObject({ ok: true, value: { amountCents: 5000, key: PIX_KEY } });
  await expect(payment.getByText('Troco')).toBeVisible();
  await expect(payment.getByTestId('pdv-balance')).toHaveText(/10,00/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');

  // The receipt: 'Imprimir' has the cursor; Enter prints, Esc starts a new sale.
  const receipt = page.getByTestId('pdv-receipt');
  await expect(receipt).toContainText('CUPOM NÃO FISCAL');
  await expect(receipt).toContainText(/PDV-000001/);
  await expect(receipt).toContainText(/Troco\s*R\$\s10,00/);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  await expect(scan).toBeFocused();
  await expect(page.getByTestId('pdv-line')).toHaveCount(0);

  // Fechar caixa: expected cash R$ 100,00 + 150,00; R$ 5,00 short.
  await page.getByRole('button', { name: 'Fechar caixa' }).focus();
  await page.keyboard.press('Enter');
  const closing = page.getByRole('dialog', { name: 'Fechar caixa' });
  await expect(closing.getByLabel('Dinheiro')).toBeFocused();
  // Four counts: 'Fiado' is owed by customers, not counted in the register.
  for (const typed of ['24500', '5000', '0', '0']) {
    await page.keyboard.type(typed);
    await page.keyboard.press('Tab');
  }
  await expect(closing.getByText(/-R\$\s5,00|−R\$\s5,00/).first()).toBeVisible();
  await expect(closing.getByLabel('Fiado')).toHaveCount(0);
  await closing.getByLabel('Débito').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Caixa fechado|Relatório de caixa/).first()).toBeVisible();

  // Open again and sell twice with the network down.
  await page.getByLabel(/Fundo de troco/).focus();
  await page.keyboard.type('10000');
  await page.keyboard.press('Enter');
  await expect(scan).toBeFocused();
  const session = (await expectJson(await page.request.get('/api/cash-sessions/current'), 200)).session;
  await context.setOffline(true);
  await expect(
    page.getByText('Sem conexão — as vendas serão enviadas quando a internet voltar.'),
  ).toBeVisible();
  for (const sku of [skus[0]!, skus[3]!]) {
    await page.keyboard.type(sku.ean);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pdv-line')).toHaveCount(1);
    await page.keyboard.press('F10');
    await expect(payment.getByLabel('Dinheiro')).toBeFocused();
    await page.keyboard.type('5000');
    await page.keyboard.press('Enter');
    await expect(payment).toBeHidden();
    await expect(page.getByTestId('pdv-line')).toHaveCount(0);
  }
  await expect(page.getByText('2 vendas aguardando envio.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/aguardando envio|Enviando/)).toBeHidden({ timeout: 20_000 });
  const sales = (await expectJson(await page.request.get(`/api/cash-sessions/${session.id}/sales`), 200))
    .items;
  expect(sales).toHaveLength(2);
  expect(sales.map((s: { totalCents: number }) => s.totalCents)).toEqual([5000, 5000]);
  const stock = (await expectJson(await page.request.get('/api/pdv/catalogue'), 200)).items as typeof skus;
  expect(stock.find((s) => s.id === skus[0]!.id)!.stock).toBe(8);
  expect(stock.find((s) => s.id === skus[3]!.id)!.stock).toBe(9);
  await expect(page.getByTestId('pdv-sale-row')).toHaveCount(2);
});
