import { devices, expect, type Page, test } from '@playwright/test';
import { createCompany } from './helpers';

/**
 * The parts of the app whose code loads on demand (a menu, the phone's drawer, a page) when that code is slow to
 * come, as on a slow network or a busy machine: one press still opens the control once its code has arrived, and a
 * page left for another is off the screen at once, so nothing is typed into it and lost.
 */
async function slowCode(page: Page, chunk: RegExp) {
  await page.route(chunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
}

test('one press on the account button opens the menu when its code comes late', async ({ page }) => {
  await createCompany(page, 'Confecções Lenta');
  await slowCode(page, /\/assets\/account-menu-[^/]*\.js$/);
  await page.goto('/app/hub');
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();

  // From the keyboard too, after a reload (the code is fetched again).
  await page.reload();
  await page.getByRole('button', { name: 'Minha conta' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Alterar senha' })).toBeVisible();
});

test('what is typed right after following a link goes into the page the link opened', async ({ page }) => {
  await slowCode(page, /\/assets\/reset-password-page-[^/]*\.js$/);
  await page.goto('/auth');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('E-mail').fill('ninguem@example.com');
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(page.getByRole('heading', { name: 'Email Enviado!' })).toBeVisible();
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, viewport: { width: 390, height: 844 } });

  test('one press on the menu button opens the drawer when its code comes late', async ({ page }) => {
    await createCompany(page, 'Confecções Gaveta');
    await slowCode(page, /\/assets\/nav-drawer-[^/]*\.js$/);
    await page.goto('/app/hub');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  });
});
