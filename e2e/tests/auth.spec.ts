import { expect, test } from '@playwright/test';
import { activateTrial, DEMO, openAccountMenu, signIn, signUpCompany, signUpOwner } from './helpers';

test('a new confecção signs up and lands in its own, empty workspace', async ({ page }) => {
  await signUpOwner(page, 'Confecções Primavera');
  await expect(
    page.getByText('Conta criada com sucesso! Verifique seu email para confirmar a conta.'),
  ).toBeVisible();
  await activateTrial(page);
  // 'Ir para o Dashboard agora' opens the dashboard, with nothing to report yet.
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Nenhum lote atrasado. Tudo dentro do prazo.')).toBeVisible();
  await page.goto('/app/produtos');
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
  // The demo company's products are not visible to another company.
  await expect(page.getByText('Camiseta Básica Algodão')).toHaveCount(0);
});

test('sign-up explains every missing field in Portuguese, under the field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Criar Conta' }).click();
  await page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click();
  await expect(page.getByText('Nome completo é obrigatório')).toBeVisible();
  await expect(page.getByText('Nome da empresa é obrigatório')).toBeVisible();
  await expect(page.getByText('E-mail é obrigatório')).toBeVisible();
  await expect(page.getByText('Senha é obrigatória')).toBeVisible();
  await page.getByLabel('E-mail').fill('maria@');
  await page.getByLabel('Senha', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click();
  await expect(page.getByText('Por favor, insira um e-mail válido')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
});

test('signing up twice with one e-mail is refused', async ({ page }) => {
  const { email } = await signUpCompany(page);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  // Signed out once the app says so: a navigation before that would cancel the sign-out request.
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Nome completo').fill('Outra Pessoa');
  await page.getByLabel('Nome da empresa').fill('Outra Empresa');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Pesponto#77');
  await page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click();
  await expect(page.getByText('Já existe uma conta com este e-mail.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('a wrong password gets the error toast; the right one signs in; sign-out closes the app', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page.getByText('E-mail ou senha inválidos.').first()).toBeVisible();

  await signIn(page);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  // Kept once the shell has the session (sign-in now lands on the hub before the shell has loaded).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mif_company_id'))).toBeTruthy();

  await openAccountMenu(page);
  await expect(page.getByText('Confecções Aurora Ltda · Proprietário')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('mif_company_id'))).toBeNull();
  await page.goto('/app/fornecedores');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Ffornecedores/);
});

test('after signing in, a deep link opened while signed out is where the user lands', async ({ page }) => {
  await page.goto('/app/fornecedores?q=Jaragu%C3%A1');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/app\/fornecedores\?q=Jaragu/);
  await expect(page.getByText('Etiquetas Jaraguá').first()).toBeVisible();
});
