import { expect, type Page, test } from '@playwright/test';
import { isPhone, openFromMenu, signIn, signUpCompany } from './helpers';
import { STAFF } from './staff';

/** A company row on a wide screen, its card on a phone. */
function record(page: Page, text: string) {
  return page.locator(isPhone(page) ? 'li:not([data-sonner-toast])' : 'tr').filter({ hasText: text });
}

test('platform staff see the companies and read an e-mail from the outbox', async ({ page }) => {
  const owner = await signUpCompany(page, 'Facção Painel E2E');
  await page.context().clearCookies();

  await signIn(page, STAFF.email, STAFF.password);
  await openFromMenu(page, 'Administração');
  await expect(page).toHaveURL(/\/app\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administração' })).toBeVisible();

  const demo = record(page, 'Confecções Aurora Ltda');
  await expect(demo).toContainText('Marina Albuquerque');
  await expect(demo).toContainText('demo@alinhavo.app');
  await expect(record(page, 'Equipe Alinhavo')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar empresas' }).fill(owner.email);
  await expect(demo).toHaveCount(0);
  const created = record(page, owner.email);
  await expect(created).toContainText('Facção Painel E2E');
  await expect(created).toContainText('1 de 1');

  await page.getByRole('tab', { name: 'E-mails' }).click();
  await page.getByRole('searchbox', { name: 'Buscar e-mails por destinatário' }).fill(owner.email);
  const message = record(page, 'Confirme seu e-mail');
  await expect(message).toHaveCount(1);
  await expect(record(page, 'demo@alinhavo.app')).toHaveCount(0);
  await message.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Confirme seu e-mail/ })).toBeVisible();
  await expect(dialog).toContainText(`Para ${owner.email}`);
  const frame = dialog.locator('iframe[title="Conteúdo do e-mail"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await expect(
    page.frameLocator('iframe[title="Conteúdo do e-mail"]').getByRole('link', { name: 'Confirmar e-mail' }),
  ).toBeVisible();
  await dialog.getByRole('tab', { name: 'Texto' }).click();
  await expect(dialog.locator('pre')).toContainText('/verify-email?token=');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Falhou' }).click();
  await expect(page.getByText('Nenhum e-mail encontrado')).toBeVisible();
});

test('a company owner has no Administração in the menu and cannot open it', async ({ page }) => {
  await signIn(page);
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Administração' })).toHaveCount(0);
  await page.goto('/app/admin');
  await expect(page).not.toHaveURL(/\/app\/admin/);
  await expect(page.getByRole('tab', { name: 'Empresas' })).toHaveCount(0);
});

/** Staff screens of plans and SEO change what every visitor sees: the tests put the values back. */
const SEO_TITLE = 'Alinhavo — gestão para confecções e facções';

test('staff edit the Professional plan price and the landing page shows it', async ({ page }) => {
  const price = isPhone(page) ? '312,00' : '311,00';
  await signIn(page, STAFF.email, STAFF.password);
  await page.goto('/app/admin?aba=planos');
  const card = page.locator('[data-slot="card"]').filter({ hasText: 'Professional' }).first();
  await expect(card).toContainText('R$ 299,00'.replace(' ', '\u00a0'));
  try {
    await card.getByRole('button', { name: 'Editar plano Professional' }).click();
    const dialog = page.getByRole('dialog');
    // Letters never reach a money field: it is left empty, and an empty price is asked for.
    await dialog.getByLabel('Preço mensal (R$)').fill('abc');
    await expect(dialog.getByLabel('Preço mensal (R$)')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Salvar plano' }).click();
    await expect(dialog.getByText('Informe o preço mensal')).toBeVisible();
    await dialog.getByLabel('Preço mensal (R$)').fill(price);
    await dialog.getByRole('button', { name: 'Adicionar recurso' }).click();
    await dialog.getByRole('textbox', { name: 'Recurso 6', exact: true }).fill('Suporte por WhatsApp');
    await dialog.getByRole('button', { name: 'Subir recurso 6' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Recurso 5', exact: true })).toHaveValue(
      'Suporte por WhatsApp',
    );
    await dialog.getByRole('button', { name: 'Salvar plano' }).click();
    await expect(page.getByText('Plano atualizado!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(`R$\u00a0${price}`);
    await expect(card).toContainText('Suporte por WhatsApp');

    // The public list is not cached past the edit: the landing page shows the new price at once.
    await page.goto('/#planos');
    const plans = page.locator('#planos');
    await expect(plans).toContainText(price.replace(',00', ''));
    await expect(plans).toContainText('Suporte por WhatsApp');
  } finally {
    await restoreProfessional(page);
  }
});

async function restoreProfessional(page: Page) {
  const list = await page.request.get('/api/admin/plans');
  const plan = (await list.json()).items.find((p: { id: string }) => p.id === 'professional');
  const res = await page.request.put('/api/admin/plans/professional', {
    data: {
      name: plan.name,
      description: plan.description,
      priceMonthlyCents: 29900,
      priceYearlyCents: plan.priceYearlyCents,
      features: plan.features.filter((f: string) => f !== 'Suporte por WhatsApp'),
      maxUsers: plan.maxUsers,
      isActive: true,
      displayOrder: plan.displayOrder,
      popular: true,
    },
  });
  expect(res.status()).toBe(200);
}

test('staff confirm a new company’s payment in Pagamentos', async ({ page }) => {
  const companyName = `Malharia Pagamento ${Date.now().toString(36)}`;
  await signUpCompany(page, companyName);
  const checkout = await page.request.post('/api/billing/checkout', { data: { planId: 'professional' } });
  expect(checkout.status()).toBe(201);
  await page.context().clearCookies();

  await signIn(page, STAFF.email, STAFF.password);
  await page.goto('/app/admin?aba=pagamentos');
  const row = record(page, companyName);
  await expect(row).toContainText('Aguardando confirmação');
  await expect(row).toContainText('Professional');
  await row.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(companyName);
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByText('Pagamento confirmado!')).toBeVisible();
  await expect(row).toContainText('Confirmado');
  await expect(row.getByRole('button', { name: 'Confirmar pagamento' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Empresas' }).click();
  await page.getByRole('searchbox', { name: 'Buscar empresas' }).fill(companyName);
  await expect(record(page, companyName)).toContainText('Ativa');
});

test('staff edit the SEO title; / serves it; robots.txt and sitemap.xml follow the settings', async ({
  page,
}) => {
  const title = `Alinhavo <teste> ${isPhone(page) ? 'celular' : 'desktop'}`;
  await signIn(page, STAFF.email, STAFF.password);
  await page.goto('/app/admin?aba=seo');
  const form = page.getByRole('form', { name: 'Configurações de SEO' });
  await expect(form.getByLabel('Título')).toHaveValue(SEO_TITLE);
  try {
    await form.getByLabel('Título').fill('x'.repeat(71));
    await expect(form.getByText('71/70 caracteres')).toBeVisible();
    await form.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(form.getByText('O título deve ter no máximo 70 caracteres')).toBeVisible();
    await form.getByLabel('Título').fill(title);
    await expect(page.getByRole('region', { name: 'Prévia no Google' })).toContainText(title);
    await form.getByLabel('URL canônica').fill('https://www.alinhavo.app');
    await form.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Configurações de SEO salvas!')).toBeVisible();

    const home = await (await page.request.get('/')).text();
    expect(home).toContain(`<title>${title.replace('<', '&lt;').replace('>', '&gt;')}</title>`);
    expect(home.match(/<title>/g)).toHaveLength(1);
    expect(home).toContain('<link rel="canonical" href="https://www.alinhavo.app/" />');
    expect(home).toContain('<meta name="robots" content="index,follow" />');
    const app = await (await page.request.get('/app/dashboard')).text();
    expect(app).toContain('<meta name="robots" content="noindex,nofollow" />');

    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Allow: /\nDisallow: /app/\nDisallow: /api/');
    expect(robots).toContain('Sitemap: https://www.alinhavo.app/sitemap.xml');
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('<loc>https://www.alinhavo.app/termos-de-uso</loc>');

    await form.getByLabel('Permitir que buscadores indexem o site').uncheck();
    await form.getByLabel('Publicar sitemap.xml').uncheck();
    await form.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Configurações de SEO salvas!').first()).toBeVisible();
    await expect
      .poll(async () => (await page.request.get('/robots.txt')).text())
      .toBe('User-agent: *\nDisallow: /\nDisallow: /app/\nDisallow: /api/\n');
    expect((await page.request.get('/sitemap.xml')).status()).toBe(404);
  } finally {
    const current = await (await page.request.get('/api/admin/seo')).json();
    const { updatedAt: _updatedAt, ...settings } = current;
    const res = await page.request.put('/api/admin/seo', {
      data: {
        ...settings,
        defaultTitle: SEO_TITLE,
        canonicalUrl: '',
        robotsIndex: true,
        sitemapEnabled: true,
      },
    });
    expect(res.status()).toBe(200);
  }
});
