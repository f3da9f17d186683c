import { expect, type Page, test } from '@playwright/test';
import { createCompany } from './helpers';
import { expectJson as ok } from './support';

type Api = Page['request'];

const COLORS = ['Preto', 'Branco', 'Azul Marinho'] as const;
const SIZES = ['P', 'M', 'G', 'GG'] as const;

async function prerequisites(api: Api) {
  // Preto and Branco come with every new company; Azul Marinho is registered.
  const defaults: { id: string; name: string }[] = (await ok(await api.get('/api/colors'), 200)).items;
  const colorIds: string[] = [];
  for (const name of COLORS) {
    const found = defaults.find((color) => color.name === name);
    colorIds.push(found ? found.id : (await ok(await api.post('/api/colors', { data: { name } }))).id);
  }
  const grid = await ok(await api.post('/api/size-grids', { data: { name: 'Adulto', sizes: SIZES } }));
  const product = await ok(
    await api.post('/api/products', {
      data: {
        reference: 'CAM-001',
        name: 'Camiseta Básica',
        salePriceCents: '59,90',
        sizeGridId: grid.id,
        colorIds,
      },
    }),
  );
  const fabric = await ok(
    await api.post('/api/materials', {
      data: { name: 'Malha Penteada', category: 'tecido', unit: 'm', lastCostCents: '32,00', colorIds },
    }),
  );
  const thread = await ok(
    await api.post('/api/materials', {
      data: { name: 'Linha de Costura', category: 'linha', unit: 'cone', lastCostCents: '12,00', colorIds },
    }),
  );
  const label = await ok(
    await api.post('/api/materials', {
      data: {
        name: 'Etiqueta de composição',
        category: 'etiqueta',
        unit: 'un',
        lastCostCents: '0,15',
        sizes: SIZES,
      },
    }),
  );
  const variation = (material: { variations: { id: string; name: string }[] }, name: string) =>
    material.variations.find((v) => v.name === name)!.id;
  const line = (variationId: string, quantity: string) => ({
    item: { kind: 'material', variationId },
    quantity,
  });
  await ok(
    await api.post('/api/stock/documents', {
      data: {
        type: 'entrada',
        notes: 'Estoque inicial',
        lines: [
          ...COLORS.map((c) => line(variation(fabric, c), '100')),
          ...COLORS.map((c) => line(variation(thread, c), '10')),
          ...['P', 'M', 'G'].map((s) => line(variation(label, s), '100')),
          line(variation(label, 'GG'), '20'),
        ],
      },
    }),
  );
  await ok(
    await api.post(`/api/product-costs/${product.id}`, {
      data: {
        materials: [
          {
            materialId: fabric.id,
            colorRule: 'batch_color',
            quantity: '1,4',
            yieldUnits: '4',
            usageArea: 'interno',
            unitCostCents: 3200,
          },
          {
            materialId: thread.id,
            colorRule: 'batch_color',
            quantity: '1',
            yieldUnits: '50',
            usageArea: 'faccao',
            unitCostCents: 1200,
          },
          {
            materialId: label.id,
            colorRule: 'batch_color',
            quantity: '1',
            yieldUnits: '1',
            usageArea: 'faccao',
            unitCostCents: 15,
          },
        ],
      },
    }),
  );
  const workshop = await ok(await api.post('/api/outworkers', { data: { name: 'Facção Boa Costura' } }));
  await ok(
    await api.put(`/api/outworkers/${workshop.id}/prices`, {
      data: { prices: [{ productId: product.id, priceCents: 250 }] },
    }),
    200,
  );
  return { colorIds, product, fabric, thread, label, workshop };
}

/** Stock of a material's variation, as the API reports it ('79.00'). */
async function variationStock(api: Api, materialId: string, name: string) {
  const material = await ok(await api.get(`/api/materials/${materialId}`), 200);
  return material.variations.find((v: { name: string }) => v.name === name).stock as string;
}

test('an order of 3 colours × 4 sizes goes through cut, workshop, quality control and packing into stock', async ({
  page,
}) => {
  // The longest journey of the suite: under CPU load it needs more than the default minute.
  test.setTimeout(180_000);
  await createCompany(page, 'Confecções Produção');
  const setup = await prerequisites(page.request);

  // The production order: 180 pieces of the grid, due in 30 days.
  await page.goto('/app/producao/nova');
  await page.getByRole('button', { name: 'Produto (obrigatório)' }).click();
  await page
    .getByRole('dialog')
    .getByRole('option', { name: /CAM-001/ })
    .click();
  const perSize = { P: '10', M: '20', G: '20', GG: '10' };
  for (const color of COLORS)
    for (const size of SIZES)
      await page.getByRole('textbox', { name: `${color} ${size}`, exact: true }).fill(perSize[size]);
  const due = new Date(Date.now() + 30 * 86_400_000);
  await page
    .getByLabel('Data de entrega')
    .fill(due.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
  await page.getByRole('button', { name: 'Criar ordem' }).click();
  await expect(page).toHaveURL(/\/app\/producao\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Há estoque de todos os materiais para a grade inteira.')).toHaveCount(0);
  await expect(page.getByText('Faltam materiais para produzir a grade inteira.')).toBeVisible();

  // One batch with the whole grid.
  await page.getByRole('link', { name: 'Criar lote' }).click();
  await page.getByRole('dialog', { name: 'Novo lote' }).getByRole('button', { name: 'Criar lote' }).click();
  await expect(page).toHaveURL(/lotes-producao\/[0-9a-f-]{36}$/);
  const batchId = page.url().split('/').pop()!;

  // The cut: 10 sheets of a 1-2-2-1 marker per colour; the fabric used leaves stock.
  await page.goto('/app/corte');
  await page.getByRole('button', { name: 'Cortar o lote L-000001' }).click();
  const marker = { P: '1', M: '2', G: '2', GG: '1' };
  for (const size of SIZES) await page.getByRole('textbox', { name: size, exact: true }).fill(marker[size]);
  const used = { Preto: '21', Branco: '22,5', 'Azul Marinho': '20' };
  for (const color of COLORS) {
    const group = page.getByRole('group', { name: `${color} · planejado 60 peças` });
    await group.getByLabel('Folhas').fill('10');
    await group.getByLabel(/Tecido usado/).fill(used[color]);
  }
  await page.getByRole('button', { name: 'Registrar corte' }).click();
  await expect(page.getByRole('link', { name: 'L-000001' })).toBeVisible();
  expect(await variationStock(page.request, setup.fabric.id, 'Preto')).toBe('79.00');
  expect(await variationStock(page.request, setup.fabric.id, 'Branco')).toBe('77.50');

  // Dispatch is refused while a supply is short, naming the exact line; allowed once it is in stock.
  await page.getByRole('link', { name: 'L-000001' }).click();
  await page.getByRole('link', { name: 'Enviar para Facção' }).click();
  await page.getByRole('combobox', { name: 'Facção (obrigatório)' }).click();
  await page.getByRole('option', { name: 'Facção Boa Costura' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Etiqueta de composição Tamanho GG: necessário 30,00, disponível 20,00',
  );
  const gg = setup.label.variations.find((v: { name: string }) => v.name === 'GG').id;
  await ok(
    await page.request.post('/api/stock/documents', {
      data: { type: 'entrada', lines: [{ item: { kind: 'material', variationId: gg }, quantity: '20' }] },
    }),
  );
  await page.reload();
  await page.getByRole('combobox', { name: 'Facção (obrigatório)' }).click();
  await page.getByRole('option', { name: 'Facção Boa Costura' }).click();
  await page.getByRole('button', { name: 'Enviar para Facção' }).click();
  await expect(page).toHaveURL(/\/app\/lotes-producao\?destaque=/);
  await expect(page.locator('[data-highlighted]')).toContainText('L-000001');
  // Supplies left per size (labels) and per colour (thread: 1 cone per 50 pieces × 60 pieces = 1,2, sent as 2 whole
  // cones).
  expect(await variationStock(page.request, setup.label.id, 'GG')).toBe('10.00');
  expect(await variationStock(page.request, setup.label.id, 'M')).toBe('40.00');
  expect(await variationStock(page.request, setup.thread.id, 'Preto')).toBe('8.00');

  // The workshop's production, recorded by the company.
  await page.goto(`/app/lotes-producao/${batchId}`);
  await expect(page.getByText('Enviado', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Previsão de retorno')).toBeVisible();
  for (const action of ['Iniciar produção', 'Finalizar produção']) {
    await page.getByRole('button', { name: action }).click();
    await page.getByRole('dialog', { name: action }).getByRole('button', { name: action }).click();
    await expect(page.getByRole('dialog', { name: action })).toBeHidden();
  }

  // Quality control: 3 seam defects, the rest approved; the workshop's payment is discounted.
  await page.goto(`/app/controle-qualidade?lote=${batchId}`);
  await page.getByRole('button', { name: 'Iniciar revisão' }).click();
  await page.getByRole('textbox', { name: 'Costura Preto M', exact: true }).fill('3');
  await page.getByRole('button', { name: 'Completar com aprovadas' }).click();
  await expect(page.getByText('Todas as peças contadas.')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir revisão' }).click();
  await expect(page.getByText('Pagamento da facção registrado.')).toBeVisible();
  const payment = page.getByTestId('payment-card');
  await expect(payment).toContainText('180 unidades × R$ 2,50');
  await expect(payment.getByTestId('defect-discount')).toContainText('(3 peças)');
  await expect(payment.getByTestId('defect-discount')).toContainText('R$ 7,50');
  await expect(payment.getByTestId('final-amount')).toHaveText('R$ 442,50');
  await page.reload();
  await expect(page.getByTestId('final-amount')).toHaveText('R$ 442,50');

  // Packing: the 177 approved pieces go into the finished-goods stock of their SKUs.
  await page.getByRole('link', { name: 'Ir para a embalagem' }).click();
  await page.getByRole('button', { name: 'Embalar 177 peças' }).click();
  await expect(page.getByText('Lote embalado: tudo o que foi aprovado está no estoque.')).toBeVisible();
  const product = await ok(await page.request.get(`/api/products/${setup.product.id}`), 200);
  const stockOf = (color: string, size: string) =>
    product.variants.find(
      (v: { colorName: string; size: string }) => v.colorName === color && v.size === size,
    ).stock;
  expect(stockOf('Preto', 'M')).toBe('17.00');
  expect(stockOf('Preto', 'G')).toBe('20.00');
  expect(stockOf('Azul Marinho', 'GG')).toBe('10.00');

  // The batch's history tells every step, oldest first.
  await page.goto(`/app/lotes-producao/${batchId}`);
  const history = page.getByRole('list', { name: 'Histórico do lote' }).getByRole('listitem');
  for (const step of [
    'Lote criado',
    'Corte registrado',
    'Enviado para facção',
    'Produção iniciada',
    'Produção finalizada',
    'Em revisão',
    'Aprovado',
    'Embalado',
  ])
    await expect(history.filter({ hasText: step }).first()).toBeVisible();
});

test('a workshop opens on its read view; “Editar” saves its record and its prices in one go', async ({
  page,
}) => {
  await createCompany(page, 'Confecções Facção');
  const api = page.request;
  const colors: { id: string; name: string }[] = (await ok(await api.get('/api/colors'), 200)).items;
  const grid = await ok(await api.post('/api/size-grids', { data: { name: 'Facção', sizes: ['P'] } }));
  await ok(
    await api.post('/api/products', {
      data: { reference: 'BLU-201', name: 'Blusa Facção', sizeGridId: grid.id, colorIds: [colors[0]!.id] },
    }),
  );
  await ok(await api.post('/api/outworkers', { data: { name: 'Facção Linha Fina', capacityPerDay: '150' } }));

  await page.goto('/app/terceirizados');
  await page
    .getByRole('link', { name: /Facção Linha Fina/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/terceirizados\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Facção Linha Fina', level: 2 })).toBeVisible();
  await expect(page.getByText('150 peças/dia')).toBeVisible();
  await expect(page.getByText('Nenhum preço combinado ainda')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/editar$/);
  await page.getByLabel('Capacidade (peças por dia)').fill('200');
  await page.getByLabel(/BLU-201/).fill('4,50');
  await expect(page.getByRole('button', { name: /^Salvar/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Terceirizado atualizado.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/terceirizados\/[0-9a-f-]{36}$/);
  await expect(page.getByText('200 peças/dia')).toBeVisible();
  await expect(page.getByRole('row', { name: /BLU-201/ })).toContainText('R$ 4,50');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the order board shows one stage at a time, chosen above it and kept in the address; filters in a sheet', async ({
    page,
  }) => {
    await createCompany(page, 'Confecções Quadro');
    const api = page.request;
    const colors: { id: string; name: string }[] = (await ok(await api.get('/api/colors'), 200)).items;
    const black = colors.find((c) => c.name === 'Preto')!;
    const grid = await ok(await api.post('/api/size-grids', { data: { name: 'Quadro', sizes: ['P', 'M'] } }));
    const product = async (reference: string, name: string) =>
      ok(
        await api.post('/api/products', {
          data: { reference, name, sizeGridId: grid.id, colorIds: [black.id] },
        }),
      );
    const shirt = await product('CAM-101', 'Camiseta Quadro');
    const dress = await product('VES-101', 'Vestido Quadro');
    const items = ['P', 'M'].map((size) => ({ colorId: black.id, size, quantity: 10 }));
    const dueDate = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/Sao_Paulo',
    });
    const order = async (productId: string) =>
      ok(await api.post('/api/production-orders', { data: { productId, items, dueDate } }));
    // The shirt's order has a batch waiting to be cut (Corte); the dress's order has none yet (Planejada).
    const shirtOrder = await order(shirt.id);
    await ok(await api.post('/api/batches', { data: { productionOrderId: shirtOrder.id, items } }));
    await order(dress.id);

    await page.goto('/app/gestao-ordens');
    const stages = page.getByRole('group', { name: 'Etapa' });
    const stage = (name: string) => stages.getByRole('button', { name: new RegExp(`^${name}`) });
    // It opens on the first stage with something in it, alone.
    await expect(stage('Planejada')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Planejada' })).toBeVisible();
    await expect(page.getByRole('link', { name: /VES-101|Vestido Quadro/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Corte' })).toHaveCount(0);

    await stage('Corte').click();
    await expect(page).toHaveURL(/etapa=corte/);
    await expect(page.getByRole('heading', { name: 'Corte' })).toBeVisible();
    await expect(page.getByRole('link', { name: /L-000001/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Planejada' })).toHaveCount(0);
    await page.reload();
    await expect(stage('Corte')).toHaveAttribute('aria-pressed', 'true');

    // The filters wait behind one button; a product chosen in the sheet counts on it and narrows the stages.
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await sheet.getByRole('combobox', { name: 'Produto' }).click();
    await page.getByRole('option', { name: /CAM-101/ }).click();
    await sheet.getByRole('button', { name: 'Ver resultados' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await expect(stage('Planejada')).toContainText('0');
    await expect(stage('Corte')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /L-000001/ })).toBeVisible();

    await page.getByRole('button', { name: 'Filtros (1)' }).click();
    await sheet.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
    await expect(stage('Planejada')).toContainText('1');
  });
});
