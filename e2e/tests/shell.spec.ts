import { expect, test } from '@playwright/test';
import { isPhone, signIn } from './helpers';

test('the command palette opens with Ctrl+K, searches screens and navigates', async ({ page }) => {
  test.skip(isPhone(page), 'keyboard shortcut: desktop only');
  await signIn(page);
  // Sign-in lands on the hub; the shortcut works once the shell is there.
  await expect(page.getByRole('tab', { name: 'Visão geral' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Buscar telas e ações...');
  await expect(input).toBeVisible();
  await input.fill('xyzw');
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
  await input.fill('forn');
  await expect(page.getByText('Navegação')).toBeVisible();
  // The best match is highlighted once the list has been filtered; Enter opens it.
  await expect(page.getByRole('option').first()).toContainText('Fornecedores');
  await expect(page.getByRole('option', { name: /Fornecedores/ })).toHaveAttribute('aria-selected', 'true');
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
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a pinned screen shows under Favoritos, survives a reload and can be unpinned', async ({ page }) => {
  await signIn(page);
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('list', { name: 'Favoritos' })).toHaveCount(0);
  if (isPhone(page)) {
    await menu.getByRole('button', { name: 'Fixar Fornecedores nos Favoritos' }).click();
  } else {
    // Reachable by keyboard: the button follows its link and shows when focused.
    await menu.getByRole('link', { name: 'Fornecedores' }).focus();
    await page.keyboard.press('Tab');
    const pin = menu.getByRole('button', { name: 'Fixar Fornecedores nos Favoritos' });
    await expect(pin).toBeFocused();
    await expect(pin).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
  }
  const favorites = menu.getByRole('list', { name: 'Favoritos' });
  await expect(favorites.getByRole('link', { name: 'Fornecedores' })).toBeVisible();

  await page.reload();
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(favorites.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  await favorites.getByRole('link', { name: 'Fornecedores' }).click();
  await expect(page).toHaveURL(/\/app\/fornecedores$/);

  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await favorites.getByRole('button', { name: 'Remover Fornecedores dos Favoritos' }).click();
  await expect(menu.getByRole('list', { name: 'Favoritos' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Fornecedores' })).toHaveCount(1);
});

test('the sidebar keeps its scroll position across a reload', async ({ page }) => {
  test.skip(isPhone(page), 'the desktop sidebar');
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const name of ['Fornecedores', 'Usuários']) {
    await menu.getByRole('button', { name: `Fixar ${name} nos Favoritos` }).click();
  }
  await page.setViewportSize({ width: 1280, height: 260 });
  const scroller = page.locator('aside div.overflow-y-auto');
  await scroller.evaluate((node) => node.scrollTo(0, node.scrollHeight));
  const offset = await scroller.evaluate((node) => node.scrollTop);
  expect(offset).toBeGreaterThan(0);
  await page.waitForTimeout(100);
  await page.reload();
  await expect.poll(() => scroller.evaluate((node) => node.scrollTop)).toBe(offset);
});

test('un-prefixed twins redirect to their /app address with params and query', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Fdashboard$/);
  await signIn(page);
  await page.goto('/fornecedores?q=linhas');
  await expect(page).toHaveURL(/\/app\/fornecedores\?q=linhas$/);
  await page.goto('/app/fornecedores');
  await page.getByText('Elásticos Gaspar').first().click();
  await expect(page).toHaveURL(/\/app\/fornecedores\/[^/]+$/);
  const detail = new URL(page.url()).pathname;
  await page.goto(detail.replace(/^\/app/, ''));
  await expect(page).toHaveURL(new RegExp(`${detail}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Elásticos Gaspar' })).toBeVisible();
});

test('an owner opening the staff-only admin screen lands on the dashboard', async ({ page }) => {
  await signIn(page);
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Administração' }),
  ).toHaveCount(0);
  for (const path of ['/app/admin', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Lotes atrasados' })).toBeVisible();
  }
});
