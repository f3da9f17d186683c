import { expect, type Page, test } from '@playwright/test';
import { isPhone, openFromMenu, signUpCompany } from './helpers';
import { waitForEmail } from './mail';
import { freshPage, INVITE_SUBJECT, invite, inviteeEmail, linkIn } from './support';

async function openUsers(page: Page) {
  await openFromMenu(page, 'Usuários');
  await expect(page).toHaveURL(/\/app\/usuarios$/);
}

test('an invited Colaborador with the Estoque profile joins, sees only what the profile opens, and is deactivated', async ({
  page,
  browser,
}) => {
  await signUpCompany(page, 'Confecções Convite');
  await openUsers(page);
  await expect(page.getByText('1 de 10 usuários')).toBeVisible();
  const email = inviteeEmail('estoquista');
  await invite(page, 'Rita Estoquista', email, 'Estoque');
  await expect(page.getByRole('tab', { name: /Convites/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Rita Estoquista')).toBeVisible();
  await expect(page.getByText('2 de 10 usuários')).toBeVisible();

  const message = await waitForEmail(email, INVITE_SUBJECT);
  const invitee = await freshPage(browser);
  await invitee.goto(linkIn(message.text));
  await expect(invitee.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
  await expect(invitee.getByText('Confecções Convite')).toBeVisible();
  await expect(invitee.getByLabel('Nome')).toHaveValue('Rita Estoquista');
  await expect(invitee.getByLabel('E-mail')).toHaveValue(email);
  await expect(invitee.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  const access = invitee.getByRole('definition');
  await expect(access.filter({ hasText: 'Colaborador' })).toBeVisible();
  await expect(access.filter({ hasText: 'Estoque' })).toBeVisible();

  const accept = invitee.getByRole('button', { name: 'Criar Conta e Aceitar Convite' });
  await invitee.getByLabel('Senha', { exact: true }).fill('123');
  await accept.click();
  await expect(invitee.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await invitee.getByLabel('Senha', { exact: true }).fill('Pesponto#2026');
  await expect(invitee.getByText('Força da senha: Muito forte')).toBeVisible();
  await invitee.getByLabel('Confirmar senha').fill('Pesponto#2027');
  await accept.click();
  await expect(invitee.getByText('As senhas não coincidem')).toBeVisible();
  await invitee.getByLabel('Confirmar senha').fill('Pesponto#2026');
  await accept.click();

  // Signed in at once, on the first screen the profile opens.
  await expect(invitee).toHaveURL(/\/app\//);
  if (isPhone(invitee)) await invitee.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = invitee.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  if (isPhone(invitee)) await invitee.keyboard.press('Escape');

  await invitee.goto('/app/usuarios');
  await expect(invitee).toHaveURL(/\/access-denied/);
  await expect(invitee.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  // Estoque reads suppliers but may not create one: the API refuses whatever the screen shows.
  const write = await invitee.request.post('/api/suppliers', { data: { name: 'Fornecedor Proibido' } });
  expect(write.status()).toBe(403);

  // The owner lets her edit suppliers; nothing is lost by closing with unsaved changes.
  await page.goto('/app/usuarios');
  await expect(page.getByText('Rita Estoquista')).toBeVisible();
  await page.getByRole('button', { name: 'Ações de Rita Estoquista' }).click();
  await page.getByRole('menuitem', { name: 'Editar permissões' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar permissões' });
  await expect(editor.getByRole('checkbox', { name: 'Acessar Fornecedores' })).toBeChecked();
  await expect(editor.getByRole('checkbox', { name: 'Acessar Usuários' })).not.toBeChecked();
  await editor.getByRole('checkbox', { name: 'Excluir Clientes' }).click();
  await expect(editor.getByRole('checkbox', { name: 'Acessar Clientes' })).toBeChecked();
  await editor.getByRole('checkbox', { name: 'Acessar Clientes' }).click();
  await expect(editor.getByRole('checkbox', { name: 'Excluir Clientes' })).not.toBeChecked();
  await editor.getByRole('checkbox', { name: 'Editar Fornecedores' }).click();
  await page.keyboard.press('Escape');
  await expect(editor.getByText('Descartar as alterações não salvas?')).toBeVisible();
  await editor.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(editor.getByRole('checkbox', { name: 'Editar Fornecedores' })).toBeChecked();
  await editor.getByRole('button', { name: 'Salvar permissões' }).click();
  await expect(page.getByText('Permissões salvas.')).toBeVisible();
  await expect(editor).toBeHidden();
  const allowed = await invitee.request.post('/api/suppliers', { data: { name: 'Aviamentos da Rita' } });
  expect(allowed.status()).toBe(201);

  // Then deactivates her.
  await page.getByRole('button', { name: 'Ações de Rita Estoquista' }).click();
  await page.getByRole('menuitem', { name: 'Desativar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desativar Rita Estoquista?' });
  await expect(confirm).toContainText('as sessões abertas são encerradas');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Rita Estoquista foi desativado.')).toBeVisible();
  await expect(page.getByText('Inativo')).toBeVisible();

  // Her open session stops working at once (docs/decisions/006): the next navigation shows the deactivated
  // screen of part1 §2.10, the API refuses her, and the button takes her to sign-in with the reason.
  await invitee.goto('/app/fornecedores');
  await expect(invitee.getByRole('button', { name: 'Sair e Voltar para Login' })).toBeVisible();
  const me = await invitee.request.get('/api/me');
  expect(me.status()).toBe(403);
  expect((await me.json()).error.code).toBe('ACCOUNT_DEACTIVATED');
  await invitee.getByRole('button', { name: 'Sair e Voltar para Login' }).click();
  await expect(invitee).toHaveURL(/\/auth/);
  await expect(
    invitee.getByText('Conta desativada. Entre em contato com o administrador.').first(),
  ).toBeVisible();
  // ...and signing in again is refused with the reason (part1 §4.4).
  await invitee.getByLabel('E-mail').fill(email);
  await invitee.getByLabel('Senha', { exact: true }).fill('Pesponto#2026');
  await invitee.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(
    invitee.getByText('Conta desativada. Entre em contato com o administrador.').first(),
  ).toBeVisible();
  await expect(invitee).toHaveURL(/\/auth/);
  await invitee.context().close();
});

test('broken invitation links explain themselves and lead back to sign-in', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Convite Inválido' })).toBeVisible();
  await expect(page.getByText('Token de convite não encontrado')).toBeVisible();

  await page.goto('/auth?invite=token-que-nao-existe');
  await expect(page).toHaveURL(/\/signup\?token=token-que-nao-existe$/);
  await expect(page.getByRole('heading', { name: 'Convite não encontrado' })).toBeVisible();
  await expect(page.getByText('Convite não encontrado ou já utilizado')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a resent invitation replaces the old link; a cancelled one stops working', async ({
  page,
  browser,
}) => {
  await signUpCompany(page, 'Confecções Reenvio');
  await openUsers(page);
  const email = inviteeEmail('cortador');
  await invite(page, 'Caio Cortador', email, 'Produção');
  const first = linkIn((await waitForEmail(email, INVITE_SUBJECT)).text);

  await page.getByRole('button', { name: 'Reenviar convite para Caio Cortador' }).click();
  await expect(page.getByText('Convite reenviado!')).toBeVisible();
  let second = first;
  await expect
    .poll(async () => {
      second = linkIn((await waitForEmail(email, INVITE_SUBJECT)).text);
      return second;
    })
    .not.toBe(first);

  const invitee = await freshPage(browser);
  await invitee.goto(first);
  await expect(invitee.getByRole('heading', { name: 'Convite não encontrado' })).toBeVisible();
  await invitee.goto(second);
  await expect(invitee.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar convite para Caio Cortador' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar convite?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Cancelar convite' }).click();
  await expect(page.getByText('Convite cancelado.')).toBeVisible();
  await expect(page.getByText('Nenhum convite pendente')).toBeVisible();
  await expect(page.getByText('1 de 10 usuários')).toBeVisible();

  await invitee.goto(second);
  await expect(invitee.getByRole('heading', { name: 'Convite não encontrado' })).toBeVisible();
  await invitee.context().close();

  // Someone already signed in who opens an invitation link stays in their own workspace.
  await page.goto(second);
  await expect(page).toHaveURL(/\/app\//);
});
