import { chromium } from '@playwright/test';
const base = 'http://localhost:3610';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shoot(width, name, path, after) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await page.goto(`${base}/auth`);
  await page.getByLabel('E-mail').fill('demo@alinhavo.app');
  await page.getByLabel('Senha', { exact: true }).fill('Aurora#2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await page.waitForURL(/\/app\//);
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  if (after) await after(page);
  await page.screenshot({ path: `/tmp/a-shots/${name}-${width}.png`, fullPage: true });
  await page.close();
}
const target = process.argv[2] ?? 'list';
for (const width of [1280, 390]) {
  if (target === 'list') await shoot(width, 'list', '/app/vendas');
  else await shoot(width, target, process.argv[3]);
}
await browser.close();
