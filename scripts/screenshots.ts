// Screenshots of the running app at desktop and phone widths, for looking at what we build.
// Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir]   (signs in with the demo login)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? 'screenshots';
mkdirSync(out, { recursive: true });
const pages = (
  process.env.PAGES ?? '/auth,/auth?tab=signup,/app/fornecedores,FIRST_SUPPLIER,/app/nao-existe'
).split(',');

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of pages) {
    if (path === 'FIRST_SUPPLIER') {
      await page.goto(`${base}/app/fornecedores`);
      await page.locator('a[href^="/app/fornecedores/"]').first().click();
      await page.waitForLoadState('networkidle');
    } else {
      if (path.startsWith('/app') && !(await context.cookies()).length) {
        await page.goto(`${base}/auth`);
        await page.getByLabel('E-mail').fill(process.env.DEMO_EMAIL ?? 'demo@alinhavo.app');
        await page.getByLabel('Senha', { exact: true }).fill(process.env.DEMO_PASSWORD ?? 'Aurora#2026');
        await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
        await page.waitForURL(/\/app\//);
      }
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.waitForTimeout(400);
    const file = `${out}/${name}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
