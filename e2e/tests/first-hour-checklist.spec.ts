import { expect, test } from '@playwright/test';
import { createCompany } from './helpers';
import { noHorizontalOverflow } from './support';

test('a new confecção starts with grids and colours, and the hub’s first steps tick as it works', async ({
  page,
}) => {
  await createCompany(page, 'Confecção Primeira Hora');

  // The standard grids and colours are there from the start.
  await page.goto('/app/cores?aba=grades');
  const grids = page.getByRole('table', { name: 'Grades de tamanhos' });
  for (const name of ['PP ao GG', 'Numérica 36 ao 46', 'Infantil RN ao G', 'Único']) {
    await expect(grids.getByText(name, { exact: true })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Cores' }).click();
  const colors = page.getByRole('table', { name: 'Cores' });
  for (const name of ['Preto', 'Branco', 'Azul-marinho', 'Amarelo']) {
    await expect(colors.getByText(name, { exact: true })).toBeVisible();
  }

  // The hub's getting-started card: the grids step comes done.
  await page.goto('/app/hub');
  const card = page.getByRole('region', { name: 'Primeiros passos' });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 de 6')).toBeVisible();
  await expect(
    card.getByRole('link', { name: 'Passo 1, concluído: Revise suas grades e cores' }),
  ).toBeVisible();
  await noHorizontalOverflow(page);

  // Its link leads to the products; a product made from a default grid and colour ticks the step.
  await card.getByRole('link', { name: 'Passo 2: Cadastre um produto' }).click();
  await expect(page).toHaveURL(/\/app\/produtos$/);
  await page.getByRole('button', { name: 'Novo produto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo produto' });
  await dialog.getByLabel('Referência').fill('CAM-001');
  await dialog.getByLabel('Nome').fill('Camiseta Básica');
  await dialog.getByLabel('Preço de venda').fill('59,90');
  await expect(async () => {
    await dialog.getByLabel('Grade de tamanhos').click();
    await page.getByRole('option', { name: 'PP ao GG (PP P M G GG)', exact: true }).click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await dialog
    .getByRole('group', { name: 'Cores do produto' })
    .getByRole('button', { name: 'Preto' })
    .click();
  await expect(dialog.getByRole('region', { name: 'SKUs que serão criados' })).toContainText(
    'CAM-001-PRETO-PP',
  );
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Produto cadastrado com 5 SKUs.')).toBeVisible();

  await page.goto('/app/hub');
  await expect(card.getByText('2 de 6')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Passo 2, concluído: Cadastre um produto' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Passo 3: Cadastre um material' })).toHaveAttribute(
    'href',
    '/app/materiais',
  );

  // 'Ocultar' hides it for the company: still gone after a reload.
  await card.getByRole('button', { name: 'Ocultar' }).click();
  await expect(page.getByText('Primeiros passos ocultados.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Atalhos' })).toBeVisible();
  await expect(card).toHaveCount(0);
});
