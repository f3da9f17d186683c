import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeTrialCardWhenShown, createCompany, isPhone, openFromMenu } from './helpers';
import { waitForEmail } from './mail';
import { expectJson as created, freshPage, INVITE_SUBJECT, invite, inviteeEmail, linkIn } from './support';

type Api = Page['request'];

/** A fabric in two colours and a product in those colours (sizes P M), made through the API. */
async function catalogue(api: Api) {
  // Preto and Branco come with every new company.
  const defaults: { id: string; name: string }[] = (await created(await api.get('/api/colors'), 200)).items;
  const colorIds = ['Preto', 'Branco'].map((name) => defaults.find((color) => color.name === name)!.id);
  const grid = await created(
    await api.post('/api/size-grids', { data: { name: 'Adulto', sizes: ['P', 'M'] } }),
  );
  const fabric = await created(
    await api.post('/api/materials', {
      data: { name: 'Malha Penteada', category: 'tecido', unit: 'm', lastCostCents: '32,00', colorIds },
    }),
  );
  const product = await created(
    await api.post('/api/products', {
      data: { reference: 'CAM-001', name: 'Camiseta Básica', sizeGridId: grid.id, colorIds },
    }),
  );
  return { fabric, product };
}

/** Chooses an item in the stock item picker opened by `button`. */
async function pickItem(page: Page, button: Locator, search: string, option: RegExp) {
  await button.click();
  const picker = page.getByRole('dialog', { name: 'Selecionar item de estoque' });
  await picker.getByRole('combobox').fill(search);
  await picker.getByRole('option', { name: option }).click();
  await expect(picker).toBeHidden();
}

/** Chooses the one product or material of an entry by grid. */
async function pickGrid(page: Page, dialog: Locator, search: string, option: RegExp) {
  await dialog.getByRole('button', { name: /Produto ou material/ }).click();
  const picker = page.getByRole('dialog', { name: 'Selecionar produto ou material' });
  await picker.getByRole('combobox').fill(search);
  await picker.getByRole('option', { name: option }).click();
  await expect(picker).toBeHidden();
}

/** The balance row (table on the desktop, card on the phone) of an item and its variation or SKU. */
function balanceOf(page: Page, item: string, variant: string) {
  return page
    .getByRole('tabpanel', { name: 'Saldos' })
    .locator('tr:visible, li:visible')
    .filter({ hasText: item })
    .filter({ hasText: variant });
}

test('an entry of fabric and finished goods and a counted adjustment show in the ledger and the balances', async ({
  page,
}) => {
  await createCompany(page, 'Confecções Estoque');
  await catalogue(page.request);

  // One entry document with two fabric colours and a SKU, with cost and the invoice number.
  await page.goto('/app/movimentacoes-estoque');
  await page.getByRole('button', { name: 'Nova entrada' }).click();
  const entry = page.getByRole('dialog', { name: 'Nova entrada' });
  const lines = entry.getByRole('list', { name: 'Itens do lançamento' }).getByRole('listitem');
  const typed = [
    { search: 'malha', option: /Malha Penteada · Preto/, quantity: '50', cost: '32,00' },
    { search: 'malha', option: /Malha Penteada · Branco/, quantity: '30', cost: '32,00' },
    { search: 'CAM-001-PRETO-M', option: /CAM-001-PRETO-M/, quantity: '12', cost: '' },
  ];
  for (const [index, line] of typed.entries()) {
    if (index > 0) await entry.getByRole('button', { name: 'Adicionar item' }).click();
    const row = lines.nth(index);
    await pickItem(
      page,
      row.getByRole('button', { name: `Item ${index + 1} (obrigatório)` }),
      line.search,
      line.option,
    );
    await row.getByLabel('Quantidade').fill(line.quantity);
    if (line.cost) await row.getByLabel('Custo unitário').fill(line.cost);
  }
  await entry.getByLabel('Observações').fill('NF 1234');
  await entry.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(entry).toBeHidden();

  // The ledger lists the three lines, with the balance after each, and totals them.
  const ledger = page.getByRole('tabpanel', { name: 'Movimentações' });
  await expect(ledger.getByText('3 movimentações')).toBeVisible();
  const rows = ledger.locator('tr:visible, li:visible');
  await expect(rows.filter({ hasText: 'Preto' }).filter({ hasText: 'Malha Penteada' })).toContainText(
    '+50,00 m',
  );
  await expect(rows.filter({ hasText: 'Branco' }).filter({ hasText: 'Malha Penteada' })).toContainText(
    '+30,00 m',
  );
  await expect(rows.filter({ hasText: 'NF 1234' })).toHaveCount(3);
  await expect(
    ledger.locator('dt', { hasText: 'Valor das entradas' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('R$ 2.560,00');

  // The count of the black fabric found 47,50 m: the adjustment posts the difference.
  await page.getByRole('tab', { name: 'Saldos' }).click();
  await expect(balanceOf(page, 'Malha Penteada', 'Preto')).toContainText('50,00 m');
  await expect(balanceOf(page, 'Malha Penteada', 'Branco')).toContainText('30,00 m');
  await expect(balanceOf(page, 'Camiseta Básica', 'CAM-001-PRETO-M')).toContainText('12');
  await balanceOf(page, 'Malha Penteada', 'Preto').getByRole('button', { name: 'Ajustar' }).click();
  const adjustment = page.getByRole('dialog', { name: 'Ajuste de estoque' });
  await expect(adjustment.getByRole('button', { name: /^Item/ })).toContainText('Malha Penteada');
  await adjustment.getByLabel('Quantidade contada').fill('47,5');
  await expect(adjustment.getByRole('status')).toHaveText(
    'Será lançado um ajuste de −2,50 m em Malha Penteada · Preto.',
  );
  await adjustment.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(adjustment.getByText('Informe o motivo do ajuste')).toBeVisible();
  await adjustment.getByLabel('Motivo').fill('Inventário mensal: retalhos');
  await adjustment.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(page.getByText('Ajuste de estoque registrado com sucesso!')).toBeVisible();
  await expect(balanceOf(page, 'Malha Penteada', 'Preto')).toContainText('47,50 m');
  await expect(balanceOf(page, 'Malha Penteada', 'Branco')).toContainText('30,00 m');

  // The ledger shows the adjustment with its reason; the fabric's page adds up its variations.
  await page.getByRole('tab', { name: 'Movimentações' }).click();
  await expect(ledger.getByText('4 movimentações')).toBeVisible();
  const adjusted = rows.filter({ hasText: 'Inventário mensal: retalhos' });
  await expect(adjusted).toContainText('Ajuste');
  await expect(adjusted).toContainText('−2,50 m');
  await expect(adjusted).toContainText('47,50 m');
  await page.goto('/app/materiais');
  await page.getByRole('link', { name: 'Malha Penteada' }).first().click();
  await expect(
    page.locator('dt', { hasText: 'Estoque total' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('77,50 m');
});

test('an entry by grid posts the typed cells of one material (metres with decimals) or product as one document', async ({
  page,
}) => {
  await createCompany(page, 'Confecções Grade');
  await catalogue(page.request);
  await page.goto('/app/movimentacoes-estoque');
  const ledger = page.getByRole('tabpanel', { name: 'Movimentações' });
  const entry = page.getByRole('dialog', { name: 'Nova entrada' });
  const grid = entry.getByRole('table', { name: 'Quantidades por cor e tamanho' });

  // The fabric's colours, one metre figure each; its last cost is the suggestion.
  await page.getByRole('button', { name: 'Nova entrada' }).click();
  await entry.getByRole('tab', { name: 'Por grade' }).click();
  await pickGrid(page, entry, 'malha', /Malha Penteada/);
  await entry.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(entry.getByText('Informe ao menos uma quantidade na grade')).toBeVisible();
  await grid.getByRole('textbox', { name: 'Preto', exact: true }).fill('12,5');
  await grid.getByRole('textbox', { name: 'Branco', exact: true }).fill('30');
  await expect(grid.getByTestId('grid-total')).toHaveText('42,50');
  await expect(entry.getByLabel('Custo unitário')).toHaveValue('32,00');
  await entry.getByLabel('Observações').fill('NF 77');
  await entry.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(entry).toBeHidden();
  await expect(ledger.getByText('2 movimentações')).toBeVisible();
  const rows = ledger.locator('tr:visible, li:visible').filter({ hasText: 'NF 77' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Preto' })).toContainText('+12,50 m');
  await expect(rows.filter({ hasText: 'Branco' })).toContainText('+30,00 m');

  // The product's SKUs, colours × sizes in whole pieces.
  await page.getByRole('button', { name: 'Nova entrada' }).click();
  await entry.getByRole('tab', { name: 'Por grade' }).click();
  await pickGrid(page, entry, 'CAM-001', /CAM-001/);
  await grid.getByRole('textbox', { name: 'Preto M' }).fill('12');
  await grid.getByRole('textbox', { name: 'Branco P' }).fill('6');
  await expect(grid.getByTestId('grid-total')).toHaveText('18');
  await entry.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(entry).toBeHidden();
  await expect(ledger.getByText('4 movimentações')).toBeVisible();
  await page.getByRole('tab', { name: 'Saldos' }).click();
  await expect(balanceOf(page, 'Camiseta Básica', 'CAM-001-PRETO-M')).toContainText('12');
  await expect(balanceOf(page, 'Camiseta Básica', 'CAM-001-BRANCO-P')).toContainText('6');
});

test('a collaborator with the Estoque profile moves stock but cannot open or change the costs', async ({
  page,
  browser,
}) => {
  test.skip(isPhone(page), 'permissions are the same on every screen size; the phone menu is in shell.spec');
  await createCompany(page, 'Confecções Equipe do Estoque');
  const { fabric, product } = await catalogue(page.request);

  await page.goto('/app/usuarios');
  const email = inviteeEmail('estoquista');
  await invite(page, 'Rita Estoquista', email, 'Estoque');
  const member = await freshPage(browser);
  await closeTrialCardWhenShown(member);
  await member.goto(linkIn((await waitForEmail(email, INVITE_SUBJECT)).text));
  await member.getByLabel('Senha', { exact: true }).fill('Pesponto#2026');
  await member.getByLabel('Confirmar senha').fill('Pesponto#2026');
  await member.getByRole('button', { name: 'Criar Conta e Aceitar Convite' }).click();
  await expect(member).toHaveURL(/\/app\//);

  // The menu offers the stock and not the costs.
  const menu = member.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Movimentações de estoque' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Custos de produtos' })).toHaveCount(0);

  // She posts an entry of the white fabric.
  await openFromMenu(member, 'Movimentações de estoque');
  await member.getByRole('button', { name: 'Nova entrada' }).click();
  const entry = member.getByRole('dialog', { name: 'Nova entrada' });
  await pickItem(
    member,
    entry.getByRole('button', { name: 'Item 1 (obrigatório)' }),
    'malha',
    /Malha Penteada · Branco/,
  );
  await entry.getByLabel('Quantidade').fill('25');
  await entry.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(entry).toBeHidden();
  const row = member
    .getByRole('tabpanel', { name: 'Movimentações' })
    .locator('tr')
    .filter({ hasText: 'Rita Estoquista' });
  await expect(row).toContainText('Malha Penteada');
  await expect(row).toContainText('Branco');
  await expect(row).toContainText('+25,00 m');
  await expect(row).toContainText('25,00 m');

  // The costs are closed to her, on the screen and in the API.
  await member.goto('/app/custos-produtos');
  await expect(member).toHaveURL(/\/access-denied/);
  await expect(member.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  await member.goto(`/app/custos-produtos/${product.id}`);
  await expect(member).toHaveURL(/\/access-denied/);
  const write = await member.request.post(`/api/product-costs/${product.id}`, {
    data: {
      materials: [{ materialId: fabric.id, quantity: '1', yieldUnits: '1', usageArea: 'interno' }],
    },
  });
  expect(write.status()).toBe(403);
  expect((await member.request.get(`/api/product-costs/${product.id}`)).status()).toBe(403);
  await member.context().close();
});
