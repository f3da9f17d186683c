import { expect, type Page, test } from '@playwright/test';
import { isPhone } from './helpers';

/** The plans as the API answers them, with a WhatsApp number configured for sales. */
const PLANS_WITH_WHATSAPP = {
  items: [
    ['starter', 'Starter', 9900, false, false, 1],
    ['professional', 'Professional', 29900, true, false, 2],
    ['enterprise', 'Enterprise', 59900, false, true, 3],
  ].map(([id, name, price, popular, contactSales, order]) => ({
    id,
    name,
    description: `Plano ${name}`,
    priceMonthlyCents: price,
    priceYearlyCents: null,
    features: [`Recurso do ${name}`],
    maxUsers: 1,
    popular,
    contactSales,
    displayOrder: order,
  })),
  contact: { whatsapp: '+55 47 99999-0000', email: 'vendas@alinhavo.app' },
};

/**
 * Opens / and waits until the pre-rendered page is hydrated (its script loads after the first paint): clicks and
 * keys before that reach plain HTML.
 */
async function openLanding(page: Page) {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function openSection(page: Page, name: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name }).click();
  }
}

test('the landing page shows every section and the navigation scrolls to them', async ({ page }) => {
  await openLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const title of [
    'Tudo o que a sua confecção precisa',
    'Chega de planilha e de recado perdido',
    'Quem produz, aprova',
    'Comece em três passos',
    'Um plano para cada tamanho de confecção',
    'Gente de verdade para ajudar você',
    'Perguntas frequentes',
  ])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached();
  await expect(page.getByText('Mais popular')).toBeVisible();

  await openSection(page, 'FAQ');
  await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeInViewport();
  await expect(page).toHaveURL(/#faq$/);
  await page.getByText('O que acontece com os meus dados se eu cancelar?').click();
  await expect(page.getByText(/ficam guardados por 30 dias/)).toBeVisible();

  await openSection(page, 'Benefícios');
  await expect(page.getByRole('heading', { name: 'Tudo o que a sua confecção precisa' })).toBeInViewport();
});

test('plan buttons carry the plan to sign-up; Enterprise talks to sales on WhatsApp', async ({ page }) => {
  await page.route('**/api/plans', (route) => route.fulfill({ json: PLANS_WITH_WHATSAPP }));
  await page.goto('/');
  const plans = page.locator('#planos');
  const enterprise = plans.getByRole('link', { name: 'Falar com o setor de vendas' });
  await expect(enterprise).toHaveAttribute('href', /^https:\/\/wa\.me\/5547999990000\?text=/);
  await expect(plans.getByRole('link', { name: /plano Enterprise/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toBeVisible();
  await expect(plans.getByText('R$\u00a0299')).toBeVisible();

  await plans.getByRole('link', { name: 'Começar teste grátis no plano Professional' }).click();
  await expect(page).toHaveURL(/\/auth\?plan=professional&from=landing$/);
});

test('when the plans cannot be loaded the fallback plans show with a discreet note', async ({ page }) => {
  await page.route('**/api/plans', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/');
  const plans = page.locator('#planos');
  await expect(plans.getByText(/Erro ao carregar planos/)).toBeAttached();
  for (const price of ['R$\u00a099', 'R$\u00a0299', 'R$\u00a0599'])
    await expect(plans.getByText(price, { exact: true })).toBeAttached();
  await expect(plans.getByRole('link', { name: 'Falar com o setor de vendas' })).toHaveAttribute(
    'href',
    /^mailto:vendas@alinhavo\.app/,
  );
  // No number configured: no floating WhatsApp button.
  await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveCount(0);
});

test('the keys scroll the page and the scroll-to-top button appears after 300 px', async ({ page }) => {
  await openLanding(page);
  const top = page.getByRole('button', { name: 'Voltar ao topo' });
  await expect(top).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
  await page.keyboard.press('PageDown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await expect(top).toBeVisible();
  await page.keyboard.press('End');
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2))
    .toBe(true);
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(top).toHaveCount(0);
});

test('the legal pages open from the footer and the back button returns', async ({ page }) => {
  await openLanding(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page).toHaveURL(/\/termos-de-uso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Lei aplicável e foro/ })).toBeAttached();
  await page.getByRole('button', { name: 'Voltar' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await footer.getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByText(/privacidade@alinhavo\.app/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('/terms and /privacy lead to the Portuguese pages; opened directly, Voltar goes home', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/termos-de-uso$/);
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/politica-privacidade$/);
  await page.getByRole('button', { name: 'Voltar' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Rendered by the app's router this time (no page load): the plans still arrive.
  await expect(
    page.locator('#planos').getByRole('heading', { level: 3, name: 'Professional' }),
  ).toBeVisible();
});

test('/ arrives pre-rendered: the page reads without script, then the plans come from the API', async ({
  browser,
  page,
  request,
}) => {
  const response = await request.get('/');
  const html = await response.text();
  expect(html).toContain('Sua confecção organizada, da ordem de produção à entrega da facção.');
  expect(html).toContain('Um plano para cada tamanho de confecção');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(response.url());
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
    'Sua confecção organizada, da ordem de produção à entrega da facção.',
  );
  // The reference plans are in the HTML, with their links.
  await expect(plain.locator('#planos').getByText('R$\u00a099', { exact: true })).toBeVisible();
  await expect(plain.getByRole('link', { name: 'Começar teste grátis no plano Starter' })).toHaveAttribute(
    'href',
    '/auth?plan=starter&from=landing',
  );
  await noScript.close();

  // With script, the API's plans replace the reference ones.
  const apiPlans = structuredClone(PLANS_WITH_WHATSAPP);
  apiPlans.items[0]!.name = 'Básico';
  apiPlans.items[0]!.priceMonthlyCents = 14900;
  await page.route('**/api/plans', (route) => route.fulfill({ json: apiPlans }));
  await openLanding(page);
  const plans = page.locator('#planos');
  await expect(plans.getByRole('heading', { level: 3, name: 'Básico' })).toBeVisible();
  await expect(plans.getByText('R$\u00a0149', { exact: true })).toBeVisible();
  await expect(plans.getByText('R$\u00a099', { exact: true })).toHaveCount(0);
  await expect(plans.getByRole('heading', { level: 3, name: 'Starter' })).toHaveCount(0);
});
