import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

const base = 'http://localhost:3620';
const out = '/tmp/wt-b-shots';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let prepared = false;
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.getByLabel('E-mail').fill('demo@alinhavo.app');
  await page.getByLabel('Senha', { exact: true }).fill('Aurora#2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await page.waitForURL(/\/app\//);
  if (!prepared) {
    prepared = true;
    const tables = await (await page.request.get(`${base}/api/price-tables`)).json();
    console.log('tables', JSON.stringify(tables));
    const varejo = tables.items[0];
    const atacado = await (
      await page.request.post(`${base}/api/price-tables`, {
        data: { name: 'Atacado', minQuantity: 12 },
        headers: { origin: base },
      })
    ).json();
    const list = await (await page.request.get(`${base}/api/price-tables/${varejo.id}/products?pageSize=100`)).json();
    const prices = list.items
      .filter((p: { priceCents: number | null }) => p.priceCents !== null)
      .map((p: { productId: string; priceCents: number }) => ({ productId: p.productId, priceCents: Math.round(p.priceCents * 0.7) }));
    const saved = await page.request.post(`${base}/api/price-tables/${atacado.id}/prices`, {
      data: { prices },
      headers: { origin: base },
    });
    console.log('atacado', saved.status(), await saved.text());
  }
  const shot = async (file: string) => {
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/${name}-${file}.png`, fullPage: true });
    console.log(`${out}/${name}-${file}.png`);
  };
  await page.goto(`${base}/app/precos-venda`);
  await page.waitForLoadState('networkidle');
  await shot('list');
  // The first product's prices.
  if (name === 'desktop') await page.locator('tbody tr').first().click();
  else await page.locator('[data-slot="mobile-card"], li').filter({ hasText: 'Markup' }).first().click();
  await page.waitForLoadState('networkidle');
  await shot('product');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reajustar preços' }).click();
  await page.getByLabel('Percentual (%)').fill('10');
  await page.getByRole('button', { name: 'Ver prévia' }).click();
  await page.waitForLoadState('networkidle');
  await shot('bulk');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Histórico' }).click();
  await page.waitForLoadState('networkidle');
  await shot('history');
  await context.close();
}
await browser.close();
