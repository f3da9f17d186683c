import { expect, type Page, test } from '@playwright/test';
import { createCompany } from './helpers';

type Api = Page['request'];

async function ok(response: Awaited<ReturnType<Api['post']>>, status = 201) {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

const COLORS = ['Preto', 'Branco', 'Azul Marinho'] as const;
const SIZES = ['P', 'M', 'G', 'GG'] as const;

async function prerequisites(api: Api) {
  const colorIds: string[] = [];
  for (const name of COLORS) colorIds.push((await ok(await api.post('/api/colors', { data: { name } }))).id);
  const grid = await ok(await api.post('/api/size-grids', { data: { name: 'Adulto', sizes: SIZES } }));
  const product = await ok(
    await api.post('/api/products', {
      data: { reference: 'CAM-001', name: 'Camiseta Básica', salePriceCents: '59,90', sizeGridId: grid.id, colorIds },
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
      data: { name: 'Etiqueta de composição', category: 'etiqueta', unit: 'un', lastCostCents: '0,15', sizes: SIZES },
    }),
  );
  const variation = (material: { variations: { id: string; name: string }[] }, name: string) =>
    material.variations.find((v) => v.name === name)!.id;
  const line = (variationId: string, quantity: string) => ({ item: { kind: 'material', variationId }, quantity });
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
          { materialId: fabric.id, colorRule: 'batch_color', quantity: '1,4', yieldUnits: '4', usageArea: 'interno', unitCostCents: 3200 },
          { materialId: thread.id, colorRule: 'batch_color', quantity: '1', yieldUnits: '50', usageArea: 'faccao', unitCostCents: 1200 },
          { materialId: label.id, colorRule: 'batch_color', quantity: '1', yieldUnits: '1', usageArea: 'faccao', unitCostCents: 15 },
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

test('explore', async ({ page }) => {
  await createCompany(page, 'Confecções Produção');
  const setup = await prerequisites(page.request);
  await page.goto('/app/producao/nova');
  await page.getByRole('button', { name: 'Produto (obrigatório)' }).click();
  await page.waitForTimeout(500);
  console.log(await page.getByRole('dialog').ariaSnapshot());
  await page.getByRole('dialog').getByRole('option', { name: /CAM-001/ }).click();
  const perSize = { P: '10', M: '20', G: '20', GG: '10' };
  for (const color of COLORS) for (const size of SIZES) await page.getByRole('textbox', { name: `${color} ${size}`, exact: true }).fill(perSize[size]);
  const due = new Date(Date.now() + 30 * 86_400_000);
  await page.getByLabel('Data de entrega').fill(due.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
  await page.getByRole('button', { name: 'Criar ordem' }).click();
  await page.getByRole('link', { name: 'Criar lote' }).click();
  await page.getByRole('dialog', { name: 'Novo lote' }).getByRole('button', { name: 'Criar lote' }).click();
  await expect(page).toHaveURL(/lotes-producao\/[0-9a-f-]{36}$/);
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
  await page.getByRole('link', { name: 'L-000001' }).click();
  await page.getByRole('link', { name: 'Enviar para Facção' }).click();
  await page.getByRole('combobox', { name: 'Facção (obrigatório)' }).click();
  await page.getByRole('option', { name: 'Facção Boa Costura' }).click();
  await expect(page.getByRole('alert')).toContainText('Etiqueta de composição Tamanho GG: necessário 30,00, disponível 20,00');
  const gg = setup.label.variations.find((v: { name: string }) => v.name === 'GG').id;
  await ok(await page.request.post('/api/stock/documents', { data: { type: 'entrada', lines: [{ item: { kind: 'material', variationId: gg }, quantity: '20' }] } }));
  await page.reload();
  await page.getByRole('combobox', { name: 'Facção (obrigatório)' }).click();
  await page.getByRole('option', { name: 'Facção Boa Costura' }).click();
  await page.getByRole('button', { name: 'Enviar para Facção' }).click();
  await expect(page).toHaveURL(/\/app\/lotes-producao$/);
  await page.getByRole('link', { name: 'L-000001' }).first().click();
  for (const action of ['Iniciar produção', 'Finalizar produção']) {
    await page.getByRole('button', { name: action }).click();
    await page.getByRole('dialog', { name: action }).getByRole('button', { name: action }).click();
    await expect(page.getByRole('dialog', { name: action })).toBeHidden();
  }
  await page.goto('/app/controle-qualidade');
  await page.waitForTimeout(1500);
  console.log(await page.getByRole('main').ariaSnapshot());
});