import { expect, test } from '@playwright/test';
import { openAccountMenu, signIn, signUpCompany } from './helpers';
import { waitForEmail } from './mail';

async function signOut(page: import('@playwright/test').Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('a forgotten password is reset through the link that arrives by e-mail', async ({ page }) => {
  const { email } = await signUpCompany(page, 'Confecções Link');
  await signOut(page);
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(page.getByRole('heading', { name: 'Email Enviado!' })).toBeVisible();

  const message = await waitForEmail(email, /Redefinição de senha/);
  const link = message.text.match(/https?:\/\/\S*set-new-password\S*/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('Alinhavado#2027');
  await expect(page.getByText('Força da senha: Muito forte')).toBeVisible();
  await page.getByLabel('Confirmar nova senha').fill('Alinhavado#2028');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar nova senha').fill('Alinhavado#2027');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('heading', { name: 'Senha Redefinida!' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?message=/, { timeout: 8000 });

  await signIn(page, email, 'Alinhavado#2027');
  await signOut(page);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
});

test('a forgotten password is reset with the 6-digit code that arrives by e-mail', async ({ page }) => {
  const { email } = await signUpCompany(page, 'Confecções Código');
  await signOut(page);
  await page.goto('/reset-password');
  await page.getByRole('link', { name: 'Prefiro receber um código' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page).toHaveURL(/\/confirm-password-reset\?email=/);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');

  const message = await waitForEmail(email, /código para redefinir/);
  const code = message.text.match(/\b\d{6}\b/)?.[0];
  expect(code).toBeTruthy();
  await page.getByLabel('Código').fill('12345');
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByText('Por favor, insira um código válido de 6 dígitos')).toBeVisible();
  await page.getByLabel('Código').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByText('Código inválido')).toBeVisible();
  await page.getByLabel('Código').fill(code!);
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByText('Código válido!')).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill('Pregueado#55');
  await page.getByLabel('Confirmar nova senha').fill('Pregueado#55');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('heading', { name: 'Senha alterada!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await signIn(page, email, 'Pregueado#55');
});

test('a signed-in person changes the password, with the current one required', async ({ page }) => {
  const { email, password } = await signUpCompany(page, 'Confecções Troca');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(/\/app\/alterar-senha$/);
  await page.getByLabel('Senha atual').fill('Errada#000');
  await page.getByLabel('Nova senha', { exact: true }).fill('Viesado#2030');
  await page.getByLabel('Confirmar nova senha').fill('Viesado#2030');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha atual incorreta.')).toBeVisible();
  await page.getByLabel('Senha atual').fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha alterada!').first()).toBeVisible();
  await signOut(page);
  await signIn(page, email, 'Viesado#2030');
});

test('old /auth recovery parameters lead to the right screens', async ({ page }) => {
  await page.goto('/auth?tab=reset-password');
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.goto('/auth?error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expect(page).toHaveURL(/\/password-reset-error\?/);
  await expect(page.getByRole('heading', { name: 'Link Expirado' })).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar Novo Link' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});
