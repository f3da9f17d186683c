import { expect, test } from '@playwright/test';
import { isPhone, signIn } from './helpers';

test('the command palette opens with Ctrl+K, searches screens and navigates', async ({ page }) => {
  test.skip(isPhone(page), 'keyboard shortcut: desktop only');
  await signIn(page);
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Buscar telas e ações...');
  await expect(input).toBeVisible();
  await input.fill('xyzw');
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
  await input.fill('forn');
  await expect(page.getByText('Navegação')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/fornecedores$/);
  await expect(input).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(input).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(input).toBeHidden();
});

test('the breadcrumb is hidden with one segment and links back from a detail screen', async ({ page }) => {
  test.skip(isPhone(page), 'the breadcrumb is shown from tablet width up');
  await signIn(page);
  await page.goto('/app/fornecedores');
  await expect(page.getByRole('navigation', { name: 'Trilha' })).toHaveCount(0);
  await page.getByText('Elásticos Gaspar').first().click();
  const trail = page.getByRole('navigation', { name: 'Trilha' });
  await expect(trail).toContainText('Elásticos Gaspar');
  await trail.getByRole('link', { name: 'Fornecedores' }).click();
  await expect(page).toHaveURL(/\/app\/fornecedores$/);
});

test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  test.skip(isPhone(page), 'phones use the drawer');
  await signIn(page);
  await page.getByRole('button', { name: 'Recolher menu' }).click();
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Expandir menu' }).click();
});

test('on a phone the menu opens as a drawer and closes after choosing', async ({ page }) => {
  test.skip(!isPhone(page), 'phone only');
  await signIn(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  await menu.getByRole('link', { name: 'Fornecedores' }).click();
  await expect(menu).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('unknown addresses show the not-found screens', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
  await signIn(page);
  await page.goto('/app/tela-que-nao-existe');
  await expect(page.getByText('Página não encontrada').first()).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/app\/fornecedores$/);
});
