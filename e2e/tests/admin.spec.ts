import { expect, type Page, test } from '@playwright/test';
import { isPhone, openFromMenu, signIn, signUpCompany } from './helpers';
import { STAFF } from './staff';

/** A company row on a wide screen, its card on a phone. */
function record(page: Page, text: string) {
  return page.locator(isPhone(page) ? 'li' : 'tr').filter({ hasText: text });
}

test('platform staff see the companies and read an e-mail from the outbox', async ({ page }) => {
  const owner = await signUpCompany(page, 'Facção Painel E2E');
  await page.context().clearCookies();

  await signIn(page, STAFF.email, STAFF.password);
  await openFromMenu(page, 'Administração');
  await expect(page).toHaveURL(/\/app\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administração' })).toBeVisible();

  const demo = record(page, 'Confecções Aurora Ltda');
  await expect(demo).toContainText('Marina Albuquerque');
  await expect(demo).toContainText('demo@alinhavo.app');
  await expect(record(page, 'Equipe Alinhavo')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar empresas' }).fill(owner.email);
  await expect(demo).toHaveCount(0);
  const created = record(page, owner.email);
  await expect(created).toContainText('Facção Painel E2E');
  await expect(created).toContainText('1 de 1');

  await page.getByRole('tab', { name: 'E-mails' }).click();
  await page.getByRole('searchbox', { name: 'Buscar e-mails por destinatário' }).fill(owner.email);
  const message = record(page, 'Confirme seu e-mail');
  await expect(message).toHaveCount(1);
  await expect(record(page, 'demo@alinhavo.app')).toHaveCount(0);
  await message.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Confirme seu e-mail/ })).toBeVisible();
  await expect(dialog).toContainText(`Para ${owner.email}`);
  const frame = dialog.locator('iframe[title="Conteúdo do e-mail"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await expect(
    page.frameLocator('iframe[title="Conteúdo do e-mail"]').getByRole('link', { name: 'Confirmar e-mail' }),
  ).toBeVisible();
  await dialog.getByRole('tab', { name: 'Texto' }).click();
  await expect(dialog.locator('pre')).toContainText('/verify-email?token=');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Falhou' }).click();
  await expect(page.getByText('Nenhum e-mail encontrado')).toBeVisible();
});

test('a company owner has no Administração in the menu and cannot open it', async ({ page }) => {
  await signIn(page);
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Administração' })).toHaveCount(0);
  await page.goto('/app/admin');
  await expect(page).not.toHaveURL(/\/app\/admin/);
  await expect(page.getByRole('tab', { name: 'Empresas' })).toHaveCount(0);
});
