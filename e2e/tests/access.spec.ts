import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { noHorizontalOverflow } from './support';

const DEACTIVATED = {
  status: 403,
  contentType: 'application/json',
  body: JSON.stringify({
    error: {
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Conta desativada. Entre em contato com o administrador.',
    },
  }),
};

test('access denied shows who is signed in, the refused page and the ways out', async ({ page }) => {
  await signIn(page);
  await page.goto('/access-denied?from=%2Fapp%2Fusuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  const card = page.getByRole('main');
  for (const text of [
    'Marina Albuquerque',
    DEMO.email,
    'Confecções Aurora Ltda',
    'Proprietário',
    '/app/usuarios',
  ]) {
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  }
  await noHorizontalOverflow(page);

  const request = page.getByRole('link', { name: 'Solicitar Acesso' });
  const href = (await request.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:suporte@alinhavo.app?')).toBe(true);
  const mail = decodeURIComponent(href);
  expect(mail).toContain('Confecções Aurora Ltda');
  expect(mail).toContain('Marina Albuquerque');
  expect(mail).toContain('/app/usuarios');

  // An owner manages access in the users screen.
  await expect(page.getByRole('link', { name: 'Painel Administrativo' })).toHaveAttribute(
    'href',
    '/app/usuarios',
  );
  await page.getByRole('link', { name: 'Voltar ao Hub' }).click();
  await expect(page).toHaveURL(/\/app\//);
});

test('a member without the permission of a screen is sent to access denied, keeping the refused path', async ({
  page,
}) => {
  await signIn(page);
  // The session as a collaborator without permission rows (the real invitation journey lives in users.spec).
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const session = await response.json();
    await route.fulfill({
      response,
      json: { ...session, user: { ...session.user, role: 'user' }, permissions: {} },
    });
  });
  await page.goto('/app/fornecedores?q=linha');
  await expect(page).toHaveURL(/\/access-denied\?from=%2Fapp%2Ffornecedores%3Fq%3Dlinha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  await expect(page.getByText('Colaborador', { exact: true })).toBeVisible();
  await expect(page.getByText('/app/fornecedores?q=linha', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Painel Administrativo' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Solicitar Acesso' })).toBeVisible();
  // Nothing else to open: the hub, open to every member, says so instead of looping back here.
  await page.getByRole('link', { name: 'Voltar ao Hub' }).click();
  await expect(page).toHaveURL(/\/app\/hub$/);
  await expect(page.getByText('Seu perfil ainda não tem acesso a nenhuma tela.')).toBeVisible();
});

test('access denied without a session goes to the sign-in screen', async ({ page }) => {
  await page.goto('/access-denied');
  await expect(page).toHaveURL(/\/auth$/);
});

test('any answer saying the account is deactivated replaces the app until the member signs out', async ({
  page,
}) => {
  await signIn(page);
  await page.route('**/api/suppliers**', (route) => route.fulfill(DEACTIVATED));
  await page.goto('/app/fornecedores');
  await expect(page.getByRole('heading', { level: 1, name: 'Conta desativada' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await noHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Sair e Voltar para Login' }).click();
  await expect(page).toHaveURL(/\/auth\?message=/);
  await expect(page.getByText('Conta desativada. Entre em contato com o administrador.')).toBeVisible();
  await page.unroute('**/api/suppliers**');
  await page.goto('/app/fornecedores');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test('signing in to a deactivated account says so on the form', async ({ page }) => {
  await page.route('**/api/auth/sign-in/email', (route) => route.fulfill(DEACTIVATED));
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page.getByRole('form', { name: 'Entrar' }).getByRole('alert')).toHaveText(
    'Conta desativada. Entre em contato com o administrador.',
  );
  await expect(page).toHaveURL(/\/auth$/);
});
