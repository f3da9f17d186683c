import { chromium } from '@playwright/test';
const base = 'http://localhost:3620';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale: 'pt-BR', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.request.post(`${base}/api/auth/sign-in/email`, { headers: { origin: base }, data: { email: 'demo@alinhavo.app', password: 'Aurora#2026' } });
  await page.goto(`${base}/app/pdv`);
  const state = await (await page.request.get(`${base}/api/cash-sessions/current`)).json();
  if (!state.session) {
    const reg = state.registers.find((r) => !r.openSession);
    await page.request.post(`${base}/api/cash-sessions`, { headers: { origin: base }, data: { registerId: reg.id, openingFloatCents: 20000 } });
    await page.reload();
  }
  const cat = await (await page.request.get(`${base}/api/pdv/catalogue`)).json();
  const items = cat.items.filter((i) => i.stock > 2 && i.price);
  console.log('catalogue', cat.items.length, 'sellable', items.length, 'pix', JSON.stringify(cat.pix));
  const scan = page.getByLabel('Código de barras, SKU ou referência');
  await scan.waitFor();
  for (const text of [items[0].ean, `2*${items[1].ean}`, items[5].sku]) {
    await scan.fill(text);
    await scan.press('Enter');
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/b/shots/panel-${width}.png`, fullPage: width === 1280 });
  await page.keyboard.press('F10');
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await dialog.getByLabel('Dinheiro').fill('100,00');
  await dialog.getByLabel('PIX', { exact: true }).fill('100,00');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/b/shots/payment-${width}.png` });
  await dialog.getByLabel('PIX', { exact: true }).fill('50,00');
  await dialog.getByRole('button', { name: 'Restante' }).first().click();
  await dialog.getByLabel(/PIX recebido/).check();
  await dialog.getByRole('button', { name: /Finalizar/ }).click();
  await page.getByTestId('pdv-receipt').waitFor();
  await page.screenshot({ path: `/tmp/b/shots/receipt-${width}.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/b/shots/after-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
