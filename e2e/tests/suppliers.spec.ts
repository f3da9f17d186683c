import { expect, test } from '@playwright/test';
import { createCompany, isPhone, openFromMenu, signIn } from './helpers';

test('the demo company finds a supplier by name and the search survives a reload', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, 'Fornecedores');
  await expect(page.getByText('Malharia Vale do Itajaí Ltda').first()).toBeVisible();
  await page.getByLabel('Buscar fornecedores').fill('jaraguá');
  await expect(page).toHaveURL(/q=jaragu/);
  await expect(page.getByText('Etiquetas Jaraguá').first()).toBeVisible();
  await expect(page.getByText('Malharia Vale do Itajaí Ltda')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Buscar fornecedores')).toHaveValue('jaraguá');
  await expect(page.getByText('Etiquetas Jaraguá').first()).toBeVisible();
  await page.getByLabel('Buscar fornecedores').fill('nada-parecido');
  await expect(page.getByText('Nenhum fornecedor encontrado')).toBeVisible();
});

test('create, open, edit and delete a supplier; every change survives a reload', async ({ page }) => {
  await createCompany(page, 'Confecções Girassol');
  await page.goto('/app/fornecedores');
  await page.getByRole('button', { name: 'Novo fornecedor' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill('Tecidos Itajaí');
  await dialog.getByLabel('CNPJ ou CPF').fill('11222333000180');
  await dialog.getByLabel('Telefone').fill('47999887766');
  await expect(dialog.getByLabel('Telefone')).toHaveValue('(47) 99988-7766');
  await dialog.getByLabel('E-mail').fill('vendas@');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('CPF ou CNPJ inválido')).toBeVisible();
  await expect(dialog.getByText('E-mail inválido')).toBeVisible();
  await dialog.getByLabel('CNPJ ou CPF').fill('11222333000181');
  await dialog.getByLabel('E-mail').fill('vendas@tecidositajai.com.br');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();

  await expect(page).toHaveURL(/\/app\/fornecedores\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Tecidos Itajaí', level: 2 })).toBeVisible();
  await expect(page.getByText('11.222.333/0001-81')).toBeVisible();
  await expect(page.getByText('(47) 99988-7766')).toBeVisible();
  if (!isPhone(page)) {
    await expect(
      page.getByRole('navigation', { name: 'Trilha' }).getByRole('link', { name: 'Fornecedores' }),
    ).toBeVisible();
  }

  await page.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Nome').fill('   ');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit.getByText('Nome é obrigatório')).toBeVisible();
  await edit.getByLabel('Nome').fill('Tecidos Itajaí Ltda');
  await edit.getByLabel('Telefone').fill('');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fornecedor atualizado com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tecidos Itajaí Ltda', level: 2 })).toBeVisible();
  const phone = page.locator('dt', { hasText: 'Telefone' }).locator('xpath=following-sibling::dd[1]');
  await expect(phone).toHaveText('-');

  await page.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/app\/fornecedores$/);
  await expect(page.getByText('Nenhum fornecedor cadastrado')).toBeVisible();
});

test('another company’s supplier opened by URL shows not found, never its data', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await openFromMenu(page, 'Fornecedores');
  await page.getByText('Tinturaria Rio do Sul').first().click();
  await expect(page).toHaveURL(/\/app\/fornecedores\/[0-9a-f-]{36}$/);
  const url = page.url();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createCompany(otherPage, 'Concorrente Ltda');
  await otherPage.goto(url);
  await expect(otherPage.getByText('Fornecedor não encontrado')).toBeVisible();
  await expect(otherPage.getByText('Tinturaria Rio do Sul')).toHaveCount(0);
  await other.close();
});
