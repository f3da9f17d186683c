import { expect, type Page, test } from '@playwright/test';
import { createCompany } from './helpers';

/** The value of a figure in a definition list (summary cards, record details). */
function figure(page: Page, term: string) {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * Picks an option of the select (Radix) labelled `label` inside `scope`. Tried again when the trial card, closed
 * by its handler just then, closed the open list too.
 */
async function choose(page: Page, scope: Page | ReturnType<Page['locator']>, label: string, option: string) {
  await expect(async () => {
    await scope.getByLabel(label).click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test('a new confecção registers a colour, a grid, a product with 12 SKUs, a fabric and its cost sheet', async ({
  page,
}) => {
  await createCompany(page, 'Confecções Catálogo');
  // Preto and Branco come with every new company; a third colour is registered on the screen.

  // A colour with its SKU code and swatch.
  await page.goto('/app/cores');
  await page.getByRole('button', { name: 'Nova cor' }).first().click();
  const colorDialog = page.getByRole('dialog', { name: 'Nova cor' });
  await colorDialog.getByLabel('Nome').fill('Azul Marinho');
  await colorDialog.getByLabel('Código').fill('azm');
  await colorDialog.getByLabel('Amostra', { exact: true }).fill('#1F3A5F');
  await colorDialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cor cadastrada.')).toBeVisible();
  await expect(colorDialog).toBeHidden();
  await expect(page.getByText('Azul Marinho', { exact: true })).toBeVisible();
  await expect(page.getByText(/^AZM/)).toBeVisible();

  // A reusable size grid, in the order of the labels.
  await page.getByRole('tab', { name: 'Grades de tamanhos' }).click();
  await page.getByRole('button', { name: 'Nova grade' }).first().click();
  const gridDialog = page.getByRole('dialog', { name: 'Nova grade' });
  await gridDialog.getByLabel('Nome').fill('Adulto');
  await gridDialog.getByLabel('Tamanhos, na ordem').fill('P M G GG');
  await gridDialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Grade cadastrada.')).toBeVisible();
  // Next to the grids every company starts with: its row on a desktop, its card on a phone.
  const adulto = page
    .getByRole('row')
    .or(page.getByRole('list', { name: 'Grades de tamanhos' }).getByRole('listitem'))
    .filter({ hasText: 'Adulto' });
  await expect(adulto.getByRole('list', { name: 'Tamanhos', exact: true }).getByRole('listitem')).toHaveText([
    'P',
    'M',
    'G',
    'GG',
  ]);

  // A product in 3 colours × 4 sizes: the 12 SKUs are created at once.
  await page.goto('/app/produtos');
  await page.getByRole('button', { name: 'Novo produto' }).first().click();
  const productDialog = page.getByRole('dialog', { name: 'Novo produto' });
  await productDialog.getByLabel('Referência').fill('CAM-001');
  await productDialog.getByLabel('Nome').fill('Camiseta Básica');
  await productDialog.getByLabel('Preço de venda').fill('59,90');
  await choose(page, productDialog, 'Grade de tamanhos', 'Adulto (P M G GG)');
  const colors = productDialog.getByRole('group', { name: 'Cores do produto' });
  for (const name of ['Preto', 'Branco', 'Azul Marinho']) await colors.getByRole('button', { name }).click();
  const preview = productDialog.getByRole('region', { name: 'SKUs que serão criados' });
  await expect(preview).toContainText('3 cores × 4 tamanhos = 12 SKUs');
  await expect(preview.getByRole('code')).toHaveCount(12);
  await expect(preview).toContainText('CAM-001-AZM-GG');
  await productDialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Produto cadastrado com 12 SKUs.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/produtos\/[0-9a-f-]{36}$/);
  const productId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { name: 'Camiseta Básica', level: 2 })).toBeVisible();
  await expect(page.getByText('3 cores × 4 tamanhos = 12 SKUs ativos')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Editar SKU CAM-001-/ })).toHaveCount(12);
  for (const sku of ['CAM-001-PRETO-P', 'CAM-001-BRANCO-G', 'CAM-001-AZM-GG']) {
    await expect(page.getByRole('button', { name: `Editar SKU ${sku}`, exact: true })).toContainText(
      'Estoque: 0',
    );
  }

  // A fabric with one variation per colour; thread and label exist already.
  for (const material of [
    { name: 'Linha de Costura', category: 'linha', unit: 'cone', lastCostCents: '12,00' },
    { name: 'Etiqueta de Composição', category: 'etiqueta', unit: 'un', lastCostCents: '0,15' },
  ]) {
    expect((await page.request.post('/api/materials', { data: material })).status()).toBe(201);
  }
  await page.goto('/app/materiais');
  await page.getByRole('button', { name: 'Novo material' }).first().click();
  const materialDialog = page.getByRole('dialog', { name: 'Novo material' });
  await materialDialog.getByLabel('Nome').fill('Malha Penteada');
  await choose(page, materialDialog, 'Categoria', 'Tecido');
  await choose(page, materialDialog, 'Unidade', 'Metro (m)');
  await materialDialog.getByLabel('Último custo').fill('32,00');
  const variationColors = materialDialog.getByRole('group', { name: 'Cores' });
  for (const name of ['Preto', 'Branco', 'Azul Marinho']) {
    await variationColors.getByRole('button', { name }).click();
  }
  await materialDialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Material cadastrado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Malha Penteada', level: 2 })).toBeVisible();
  await expect(page.getByText('3 variações.')).toBeVisible();
  for (const name of ['Preto', 'Branco', 'Azul Marinho']) {
    await expect(page.getByRole('button', { name: `Ações da variação ${name}` })).toBeVisible();
  }
  await expect(figure(page, 'Último custo')).toHaveText('R$ 32,00 / m');

  // The cost sheet: fabric following the batch colour, thread and label sent to the workshop, sewing.
  await page.goto(`/app/custos-produtos/${productId}`);
  await page.getByRole('button', { name: 'Criar ficha de custo' }).click();
  const lines = [
    { name: 'Malha Penteada', quantity: '1,4', yieldUnits: '4', usage: null },
    { name: 'Linha de Costura', quantity: '1', yieldUnits: '50', usage: 'Facção' },
    { name: 'Etiqueta de Composição', quantity: '1', yieldUnits: '1', usage: 'Facção' },
  ];
  for (const [index, line] of lines.entries()) {
    const n = index + 1;
    await page.getByRole('button', { name: 'Adicionar material' }).click();
    const row = page.getByRole('listitem', { name: `Material ${n}` });
    await row.getByRole('button', { name: `Material ${n}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Selecionar material' })
      .getByRole('option', { name: new RegExp(line.name) })
      .click();
    await row.getByLabel('Quantidade').fill(line.quantity);
    await row.getByLabel('Rendimento (peças)').fill(line.yieldUnits);
    if (line.usage) await choose(page, row, 'Uso', line.usage);
  }
  const fabricLine = page.getByRole('listitem', { name: 'Material 1' });
  await expect(fabricLine.getByLabel('Cor')).toHaveText('Segue a cor do lote');
  await expect(fabricLine.getByLabel(/Custo unitário/)).toHaveValue('32,00');
  await expect(fabricLine).toContainText('R$ 11,20');
  await expect(fabricLine).toContainText('0,3500 m/peça');
  await expect(page.getByRole('listitem', { name: 'Material 2' })).toContainText('0,0200 cone/peça');
  await page.getByRole('button', { name: 'Adicionar processo' }).click();
  const sewing = page.getByRole('listitem', { name: 'Processo 1' });
  await sewing.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Costura', exact: true }).click();
  await sewing.getByLabel('Custo por peça (R$)').fill('4,50');
  await page.getByLabel('Custos indiretos (%)').fill('10');
  await page.getByLabel('Impostos (%)').fill('6');
  await page.getByLabel('Taxas de venda (%)').fill('4');
  await page.getByLabel('Margem alvo (%)').fill('30');
  await page.getByRole('button', { name: 'Salvar ficha' }).click();
  await expect(page.getByText('Ficha de custo salva (versão 1)')).toBeVisible();

  // Materials 11,20 + 0,24 + 0,15; sewing 4,50; overhead 10% → 17,70. At R$ 59,90 less 10% taxes and fees the
  // margin is (59,90 − 5,99 − 17,70) / 59,90 = 60,45%; for 30% the price would be 17,70 / 0,60 = 29,50.
  await page.reload();
  await expect(page.getByText('Versão 1 (em vigor)')).toBeVisible();
  await expect(figure(page, 'Materiais')).toHaveText('R$ 11,59');
  await expect(figure(page, 'Processos')).toHaveText('R$ 4,50');
  await expect(figure(page, 'Custos indiretos')).toHaveText('R$ 1,61');
  await expect(figure(page, 'Custo unitário')).toHaveText('R$ 17,70');
  await expect(figure(page, 'Impostos e taxas no preço atual')).toHaveText('R$ 5,99');
  await expect(figure(page, 'Lucro por peça no preço atual')).toHaveText('R$ 36,21');
  await expect(figure(page, 'Margem atual').first()).toHaveText('60,45%');
  await expect(figure(page, 'Preço sugerido').first()).toHaveText('R$ 29,50');

  // The list of cost sheets shows the same cost and margin.
  await page.goto('/app/custos-produtos');
  const listed = page.locator('tr:visible, li:visible').filter({ hasText: 'Camiseta Básica' });
  await expect(listed).toContainText('R$ 17,70');
  await expect(listed).toContainText('60,45%');
});
