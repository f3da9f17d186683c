import { type Browser, expect, type Page, test } from '@playwright/test';
import { waitForEmail } from './mail';
import { inviteeEmail, expectJson as ok } from './support';

type Api = Page['request'];

/** The workshop portal's invitation e-mail, and its link. */
export const WORKSHOP_INVITE_SUBJECT = /portal Alinhavo/;

export function workshopLinkIn(text: string): string {
  const link = text.match(/https?:\/\/\S*\/signup\?type=faccao&token=[\w-]+/)?.[0];
  expect(link, 'the e-mail carries a /signup?type=faccao link').toBeTruthy();
  return link!;
}

/**
 * A batch ready to go to a workshop, made through the API as the production screens would: a product in Preto with
 * a P–M grid (10 of each), fabric cut inside the company and thread that travels with the batch, a workshop
 * (outworker) with its agreed price of R$ 4,50, an order and its batch, cut.
 */
export async function batchReadyToSend(api: Api, outworkerName = 'Facção Linha Viva') {
  const colors: { id: string; name: string }[] = (await ok(await api.get('/api/colors'), 200)).items;
  const preto = colors.find((c) => c.name === 'Preto')!.id;
  const grid = await ok(await api.post('/api/size-grids', { data: { name: 'Infantil', sizes: ['P', 'M'] } }));
  const product = await ok(
    await api.post('/api/products', {
      data: { reference: 'BAB-001', name: 'Body Bebê', sizeGridId: grid.id, colorIds: [preto] },
    }),
  );
  const fabric = await ok(
    await api.post('/api/materials', {
      data: { name: 'Suedine', category: 'tecido', unit: 'm', lastCostCents: '20,00', colorIds: [preto] },
    }),
  );
  const thread = await ok(
    await api.post('/api/materials', {
      data: { name: 'Linha 120', category: 'linha', unit: 'cone', lastCostCents: '9,00', colorIds: [preto] },
    }),
  );
  await ok(
    await api.post('/api/stock/documents', {
      data: {
        type: 'entrada',
        lines: [
          { item: { kind: 'material', variationId: fabric.variations[0].id }, quantity: '50' },
          { item: { kind: 'material', variationId: thread.variations[0].id }, quantity: '10' },
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
            quantity: '0,5',
            yieldUnits: '1',
            usageArea: 'interno',
            unitCostCents: 2000,
          },
          {
            materialId: thread.id,
            colorRule: 'batch_color',
            quantity: '1',
            yieldUnits: '50',
            usageArea: 'faccao',
            unitCostCents: 900,
          },
        ],
      },
    }),
  );
  const outworker = await ok(await api.post('/api/outworkers', { data: { name: outworkerName } }));
  await ok(
    await api.put(`/api/outworkers/${outworker.id}/prices`, {
      data: { prices: [{ productId: product.id, priceCents: 450 }] },
    }),
    200,
  );
  const items = ['P', 'M'].map((size) => ({ colorId: preto, size, quantity: 10 }));
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const order = await ok(
    await api.post('/api/production-orders', { data: { productId: product.id, items, dueDate } }),
  );
  const batch = await ok(await api.post('/api/batches', { data: { productionOrderId: order.id, items } }));
  const cut = await api.post(`/api/batches/${batch.id}/cut`, {
    data: {
      sizes: [
        { size: 'P', piecesPerPly: 1 },
        { size: 'M', piecesPerPly: 1 },
      ],
      colors: [{ colorId: preto, materialVariationId: fabric.variations[0].id, plies: 10, fabricUsed: '10' }],
    },
  });
  expect([200, 201], await cut.text()).toContain(cut.status());
  return { outworker, batch };
}

/** The workshop's phone: 390 px wide, touch. */
export async function workshopPhone(browser: Browser): Promise<Page> {
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    baseURL: baseURL ?? '',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

/**
 * A workshop on the portal, associated with the company signed in on `page`, for tests whose subject is not the
 * invitation: a new outworker record, the company's invitation by e-mail and the workshop's sign-up from the
 * e-mail's link, through the same API calls as the invitation dialog and /signup?type=faccao. Returns its login.
 */
export async function associatedWorkshop(page: Page, name: string) {
  const api = page.request;
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const outworker = await ok(await api.post('/api/outworkers', { data: { name } }));
  const email = inviteeEmail('faccao');
  await ok(
    await api.post('/api/workshop-links/invitations', {
      data: { outworkerId: outworker.id, email, fullName: name },
    }),
  );
  const token = new URL(
    workshopLinkIn((await waitForEmail(email, WORKSHOP_INVITE_SUBJECT)).text),
  ).searchParams.get('token');
  const password = 'Pesponto#2026';
  const workshop = await page.context().browser()!.newContext({ baseURL: origin });
  try {
    await ok(
      await workshop.request.post('/api/auth/workshop-invitation/accept', {
        headers: { origin },
        data: { token, password, confirmPassword: password },
      }),
      200,
    );
  } finally {
    await workshop.close();
  }
  return { name, email, password, outworkerId: outworker.id as string };
}
