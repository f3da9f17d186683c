import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createCompany } from './helpers';

/** 20 materials, two of them wrong (an unknown category; a missing name), as Excel pt-BR saves them. */
function materialsCsv(): string {
  const lines = ['Nome;Categoria;Unidade;Último custo;Estoque mínimo'];
  for (let n = 1; n <= 20; n++) {
    if (n === 7) lines.push('Tecido 07;Madeira;m;12,50;0');
    else if (n === 13) lines.push(';Aviamento;un;0,10;0');
    else lines.push(`Tecido ${String(n).padStart(2, '0')};Tecido;m;${n},90;1,5`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

test('import materials from a CSV with two wrong lines, then export the list', async ({ page }) => {
  await createCompany(page, 'Confecção Planilha');
  await page.goto('/app/materiais');
  await expect(page.getByText('0 materiais', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar materiais' });
  await expect(dialog.getByRole('link', { name: 'Baixar modelo' })).toBeVisible();
  await dialog.getByLabel('Arquivo CSV (até 2 MB)').setInputFiles({
    name: 'materiais.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(materialsCsv(), 'utf8'),
  });
  await expect(dialog.getByText('20 linhas lidas')).toBeVisible();
  await expect(dialog.getByText('18 válidas')).toBeVisible();
  await expect(dialog.getByText(/Categoria: “Madeira” não existe/)).toBeVisible();
  await expect(dialog.getByText('Nome: Nome é obrigatório')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Prévia da importação' });
  await expect(preview.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('8');
  await dialog.getByRole('button', { name: 'Importar 18 linhas válidas' }).click();
  await expect(page.getByText('18 materiais importados')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('18 materiais', { exact: true })).toBeVisible();

  await page.getByLabel('Buscar materiais').fill('tecido 1');
  await expect(page.getByText('9 materiais', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('materiais.csv');
  const text = (await readFile(await download.path())).toString('utf8');
  expect(text.startsWith('\uFEFFNome;Categoria;Unidade;Estoque')).toBe(true);
  const names = text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';')[0]);
  expect(names).toEqual([
    'Tecido 10',
    'Tecido 11',
    'Tecido 12',
    'Tecido 14',
    'Tecido 15',
    'Tecido 16',
    'Tecido 17',
    'Tecido 18',
    'Tecido 19',
  ]);
});

test('import suppliers from a CSV: the preview finds a wrong CNPJ and one already registered', async ({
  page,
}) => {
  await createCompany(page, 'Confecção Fornecedores');
  await page.goto('/app/fornecedores');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar fornecedores' });
  const file = (lines: string[]) => ({
    name: 'fornecedores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFFNome;CPF/CNPJ;Telefone;E-mail\r\n${lines.join('\r\n')}\r\n`, 'utf8'),
  });
  await dialog
    .getByLabel('Arquivo CSV (até 2 MB)')
    .setInputFiles(
      file([
        'Malharia Vale;11.222.333/0001-81;(47) 3333-4444;vendas@vale.com.br',
        'Aviamentos Sul;11.111.111/1111-11;;',
      ]),
    );
  await expect(dialog.getByText('CPF/CNPJ: CPF ou CNPJ inválido')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar 1 linha válida' }).click();
  await expect(page.getByText('1 fornecedor importado')).toBeVisible();
  await expect(page.getByText('1 fornecedor', { exact: true })).toBeVisible();

  // The same CNPJ again: the server's check in the preview refuses it before anything is sent.
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await dialog.getByLabel('Arquivo CSV (até 2 MB)').setInputFiles(file(['Vale de novo;11222333000181;;']));
  await expect(dialog.getByText('CPF/CNPJ: já existe um fornecedor com este documento')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importar 0 linhas válidas' })).toBeDisabled();
});
