import { chromium } from '@playwright/test';
const base = 'http://localhost:3610';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [code, name] = [process.argv[2], process.argv[3]];
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await page.goto(`${base}/auth`);
  await page.getByLabel('E-mail').fill('demo@alinhavo.app');
  await page.getByLabel('Senha', { exact: true }).fill('Aurora#2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await page.waitForURL(/\/app\//);
  await page.goto(`${base}/app/vendas?q=${code}`);
  await page.getByText(code).first().click();
  await page.waitForURL(/\/app\/pedido\//);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/a-shots/${name}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
