import { expect, type Locator, type Page, test } from '@playwright/test';
import { activateTrial, createCompany, isPhone, signUpOwner } from './helpers';
import { expectUncovered } from './overlap';
import { noHorizontalOverflow } from './support';

/** The server under test, sent as Origin by the API calls below as the browser sends it. */
function origin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin;
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { headers: { origin: origin() }, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Picks an option of the Radix select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

async function hubChecklist(page: Page, progress: string) {
  await page.goto('/app/hub');
  const card = page.getByRole('region', { name: 'Primeiros passos' });
  await expect(card.getByText(progress, { exact: true })).toBeVisible();
  return card;
}

/** The palette: Ctrl+K on a desktop, the header's search button on a phone. */
async function openPalette(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Buscar telas e ações' }).click();
  else await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Buscar telas e ações...');
  await expect(input).toBeVisible();
  return input;
}

test('the first hour: sign up, ready grids, the checklist to the first production order, found with the search', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Sign-up and the trial wizard, through the screens.
  await signUpOwner(page, 'Confecção Primeira Hora');
  await activateTrial(page);

  // Grids, colours and processes come ready with the company.
  let card = await hubChecklist(page, '1 de 6');
  await expect(
    card.getByRole('link', { name: 'Passo 1, concluído: Revise suas grades e cores' }),
  ).toBeVisible();
  // The trial card shows on the hub a moment after it loads; it never lies over the checklist.
  await expect(page.getByRole('complementary', { name: /^Teste gratuito de \d+ dias$/ })).toBeVisible();
  const productStep = card.getByRole('link', { name: 'Passo 2: Cadastre um produto' });
  await expectUncovered(productStep, "the checklist's next step");
  await noHorizontalOverflow(page);
  await card.getByRole('link', { name: 'Passo 1, concluído: Revise suas grades e cores' }).click();
  // A table on a desktop, a list of cards on a phone.
  const grids = page.getByRole('tabpanel', { name: 'Grades de tamanhos' });
  for (const name of ['PP ao GG', 'Numérica 36 ao 46', 'Infantil RN ao G', 'Único']) {
    await expect(grids.getByText(name).first()).toBeVisible();
  }
  await page.goto('/app/processos');
  for (const name of ['Corte', 'Costura', 'Acabamento', 'Passadoria', 'Embalagem']) {
    await expect(
      page.getByRole('button', { name: `Editar ${name}`, exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
  }

  // Step 2: a product, its price typed digit by digit into the cents mask.
  card = await hubChecklist(page, '1 de 6');
  await card.getByRole('link', { name: 'Passo 2: Cadastre um produto' }).click();
  await expect(page).toHaveURL(/\/app\/produtos$/);
  await page.getByRole('button', { name: 'Novo produto' }).first().click();
  const product = page.getByRole('dialog', { name: 'Novo produto' });
  await product.getByLabel('Referência').fill('CAM-001');
  await product.getByLabel('Nome').fill('Camiseta Básica');
  const price = product.getByLabel('Preço de venda');
  await price.pressSequentially('5990');
  await expect(price).toHaveValue('59,90');
  await choose(page, product, 'Grade de tamanhos', 'PP ao GG (PP P M G GG)');
  await product
    .getByRole('group', { name: 'Cores do produto' })
    .getByRole('button', { name: 'Preto' })
    .click();
  await expectUncovered(product.getByRole('button', { name: 'Cadastrar' }), "the product form's 'Cadastrar'");
  await product.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Produto cadastrado com 5 SKUs.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Camiseta Básica', level: 2 })).toBeVisible();
  const productId = idInUrl(page);
  // With the success toast still on screen, the product's own actions stay free to press.
  await expectUncovered(page.getByRole('button', { name: 'Editar' }).first(), "the product's 'Editar'");

  // Step 3: a material, its last cost typed into the cents mask.
  card = await hubChecklist(page, '2 de 6');
  await card.getByRole('link', { name: 'Passo 3: Cadastre um material' }).click();
  await expect(page).toHaveURL(/\/app\/materiais$/);
  await page.getByRole('button', { name: 'Novo material' }).first().click();
  const material = page.getByRole('dialog', { name: 'Novo material' });
  await material.getByLabel('Nome').fill('Malha Penteada');
  await choose(page, material, 'Categoria', 'Tecido');
  await choose(page, material, 'Unidade', 'Metro (m)');
  const cost = material.getByLabel('Último custo');
  await cost.pressSequentially('3290');
  await expect(cost).toHaveValue('32,90');
  await expectUncovered(
    material.getByRole('button', { name: 'Cadastrar' }),
    "the material form's 'Cadastrar'",
  );
  await material.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Material cadastrado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Malha Penteada', level: 2 })).toBeVisible();
  const materialId = idInUrl(page);

  // Steps 4 and 5 have journeys of their own (catalogue.spec, production.spec): here they come from the API.
  await post(page, `/api/product-costs/${productId}`, {
    materials: [
      {
        materialId,
        colorRule: 'batch_color',
        quantity: '1,4',
        yieldUnits: '4',
        usageArea: 'interno',
        unitCostCents: 3290,
      },
    ],
  });
  await post(page, '/api/outworkers', { name: 'Facção Boa Costura' });

  // Step 6: the first production order, from the checklist.
  card = await hubChecklist(page, '5 de 6');
  await expect(card.getByRole('link', { name: 'Passo 5, concluído: Cadastre uma facção' })).toBeVisible();
  await card.getByRole('link', { name: 'Passo 6: Crie sua primeira ordem de produção' }).click();
  await expect(page).toHaveURL(/\/app\/producao\/nova$/);
  await page.getByRole('button', { name: 'Produto (obrigatório)' }).click();
  await page
    .getByRole('dialog')
    .getByRole('option', { name: /CAM-001/ })
    .click();
  const quantities: [string, string][] = [
    ['P', '10'],
    ['M', '20'],
    ['G', '20'],
  ];
  for (const [size, quantity] of quantities)
    await page.getByRole('textbox', { name: `Preto ${size}`, exact: true }).fill(quantity);
  const due = new Date(Date.now() + 30 * 86_400_000);
  await page
    .getByLabel('Data de entrega')
    .fill(due.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
  await expectUncovered(page.getByRole('button', { name: 'Criar ordem' }), "'Criar ordem'");
  await page.getByRole('button', { name: 'Criar ordem' }).click();
  await expect(page.getByText('Ordem OP-000001 criada')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/producao\/(?!nova)[\w-]+$/);
  const orderUrl = page.url();

  // Every step done: the checklist leaves the hub.
  await page.goto('/app/hub');
  await expect(page.getByRole('list', { name: 'Atalhos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Primeiros passos' })).toHaveCount(0);

  // The palette finds the order by its code and runs 'Novo produto'.
  let input = await openPalette(page);
  await input.fill('OP-000001');
  const found = page.getByRole('dialog').getByRole('option', { name: /OP-000001/ });
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await found.click();
  await expect(page).toHaveURL(orderUrl);
  input = await openPalette(page);
  await input.fill('novo produto');
  await page.getByRole('dialog').getByRole('option', { name: 'Novo produto' }).click();
  await expect(page).toHaveURL(/\/app\/produtos$/);
  await expect(page.getByRole('dialog', { name: 'Novo produto' })).toBeVisible();
});

test("'Ocultar' hides the first steps for the whole company, also after a reload", async ({ page }) => {
  await createCompany(page, 'Confecção Sem Passos');
  const card = await hubChecklist(page, '1 de 6');
  await card.getByRole('button', { name: 'Ocultar' }).click();
  await expect(page.getByText('Primeiros passos ocultados.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Atalhos' })).toBeVisible();
  await expect(card).toHaveCount(0);
});
