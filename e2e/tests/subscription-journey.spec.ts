import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { fillTrialForm, isPhone, signUpCompany, uniqueCnpj } from './helpers';
import { waitForEmail } from './mail';
import { STAFF } from './staff';
import { freshPage, staffApi } from './support';

/**
 * The 'Done means' journeys of the subscription issue, on real data: the server's subscription clock is moved
 * forward (TEST_CLOCK=on) instead of faking answers, and platform staff confirm payments as they would.
 */

async function moveClock(page: Page, days: number) {
  const res = await page.request.post('/api/test/clock', { data: { days } });
  expect(res.status()).toBe(200);
}

test.afterEach(async ({ page }) => {
  await moveClock(page, 0);
});

/** Pays for a plan as the signed-in owner of `page` and has staff confirm it through the API. */
async function payThroughApi(page: Page, baseURL: string, planId = 'professional') {
  const checkout = await page.request.post('/api/billing/checkout', { data: { planId } });
  expect(checkout.status()).toBe(201);
  const { paymentId } = (await checkout.json()) as { paymentId: string };
  const staff = await staffApi(baseURL);
  expect((await staff.post(`/api/admin/payments/${paymentId}/confirm`)).status()).toBe(200);
  await staff.dispose();
}

function gate(page: Page) {
  return page.getByRole('region', { name: /Assinatura/ });
}

test('a visitor picks Professional, tries it, sees the trial end, pays and is back in', async ({
  page,
  browser,
}) => {
  const company = `Confecção Jornada ${randomUUID().slice(0, 6)}`;
  const email = `jornada-${randomUUID().slice(0, 8)}@example.com`;

  // The landing page's Professional button opens sign-up with the plan.
  await page.goto('/');
  await page.getByRole('link', { name: 'Começar teste grátis no plano Professional' }).click();
  await expect(page).toHaveURL(/\/auth\?.*plan=professional/);
  await expect(page.getByText('Professional').first()).toBeVisible();
  const signUpTab = page.getByRole('tab', { name: 'Criar Conta' });
  if ((await signUpTab.getAttribute('aria-selected')) !== 'true') await signUpTab.click();
  await page.getByLabel('Nome completo').fill('Dona Jornada');
  await page.getByLabel('Nome da empresa').fill(company);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Overloque#2026');
  await page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click();

  // The trial wizard checks the CNPJ's check digits.
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByRole('button', { name: 'Começar' }).click();
  const cnpj = uniqueCnpj();
  const wrongDigit = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
  await fillTrialForm(page, wrongDigit);
  await expect(page.getByText('CNPJ inválido')).toBeVisible();
  await fillTrialForm(page, cnpj);
  await expect(page.getByText('CNPJ inválido')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ativar teste gratuito' }).click();
  await expect(page.getByText('Teste gratuito ativado!').first()).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o Dashboard agora' }).click();
  await expect(page).toHaveURL(/\/app\//);

  // Working in the app during the trial, on the plan picked on the landing page.
  await expect(page.getByTestId('trial-badge')).toContainText('7d');
  await page.goto('/app/hub?tab=billing');
  await expect(page.getByText('Professional').first()).toBeVisible();
  const created = await page.request.post('/api/suppliers', { data: { name: 'Tecelagem da Jornada' } });
  expect(created.status()).toBe(201);

  // Eight days later the trial is over: every app screen leads to /trial-expired.
  await moveClock(page, 8);
  await page.goto('/app/fornecedores');
  await expect(page).toHaveURL(/\/trial-expired/);
  await expect(page.getByRole('heading', { name: 'Período de Teste Expirado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver Planos Disponíveis' })).toHaveAttribute(
    'href',
    '/app/hub?tab=billing',
  );
  expect((await page.request.get('/api/suppliers')).status()).toBe(402);

  // Paying through the built-in provider: the checkout opens the payment page in a new tab.
  await page.getByRole('link', { name: 'Assinar o plano Professional' }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?plan=professional/);
  await expect(page.getByText(company)).toBeVisible();
  const [paymentTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Finalizar Pagamento' }).click(),
  ]);
  await expect(paymentTab.getByText('Aguardando confirmação').first()).toBeVisible();

  // Platform staff confirm the payment they received in /app/admin.
  const staff = await freshPage(browser);
  await staff.goto('/auth');
  await staff.getByLabel('E-mail').fill(STAFF.email);
  await staff.getByLabel('Senha', { exact: true }).fill(STAFF.password);
  await staff.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(staff).toHaveURL(/\/app\//);
  await staff.goto('/app/admin?aba=pagamentos');
  // A table row on the desktop, a card on the phone.
  const row = staff.locator('tr:visible, li:visible').filter({ hasText: company });
  await row.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(staff.getByText('Pagamento confirmado!')).toBeVisible();
  await staff.context().close();

  // The payment tab notices by itself and the owner is back in, with the supplier of the trial.
  await expect(paymentTab.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  await expect(paymentTab.getByText('Professional').first()).toBeVisible();
  await paymentTab.getByRole('link', { name: /Dashboard|Ir para/ }).click();
  await expect(paymentTab).toHaveURL(/\/app\//);
  await paymentTab.goto('/app/fornecedores');
  await expect(paymentTab.getByText('Tecelagem da Jornada')).toBeVisible();
  await expect(paymentTab.getByTestId('trial-badge')).toHaveCount(0);
});

test('a past-due and a canceled company each see their gate screen', async ({ page, browser, baseURL }) => {
  // Past due: a paid month that nobody renewed, 40 days later.
  await signUpCompany(page, `Confecção Atrasada ${randomUUID().slice(0, 6)}`);
  await payThroughApi(page, baseURL!);
  await moveClock(page, 40);
  await page.goto('/app/fornecedores');
  await expect(gate(page).getByRole('heading', { name: 'Assinatura Vencida' })).toBeVisible();
  await expect(gate(page).getByRole('button', { name: 'Regularizar Pagamento' })).toBeVisible();
  expect((await page.request.get('/api/suppliers')).status()).toBe(402);
  await moveClock(page, 0);

  // Canceled: the owner cancels from the billing tab; the data stays 30 days and the plans offer a way back.
  const owner = await freshPage(browser);
  await signUpCompany(owner, `Confecção Cancelada ${randomUUID().slice(0, 6)}`);
  await payThroughApi(owner, baseURL!);
  await owner.goto('/app/hub?tab=billing');
  await owner.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
  await owner.goto('/app/fornecedores');
  await expect(gate(owner).getByRole('heading', { name: 'Assinatura Cancelada' })).toBeVisible();
  await expect(gate(owner).getByText(/30 dias/)).toBeVisible();
  await owner.context().close();
});

test('an invited collaborator of a company whose trial ended is told to contact the administrator', async ({
  page,
  browser,
}) => {
  await signUpCompany(page, `Confecção Equipe ${randomUUID().slice(0, 6)}`);
  const email = `colaboradora-${randomUUID().slice(0, 8)}@example.com`;
  const invited = await page.request.post('/api/invites', {
    data: { email, fullName: 'Lia Colaboradora', role: 'user', selectedProfile: 'estoque' },
  });
  expect(invited.status()).toBe(201);
  const message = await waitForEmail(email, /convidou você/);
  const link = message.text.match(/https?:\/\/\S*\/signup\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  const member = await freshPage(browser);
  await member.goto(link!);
  await member.getByLabel('Senha', { exact: true }).fill('Pesponto#2026');
  await member.getByLabel('Confirmar senha').fill('Pesponto#2026');
  await member.getByRole('button', { name: 'Criar Conta e Aceitar Convite' }).click();
  await expect(member).toHaveURL(/\/app\//);

  await moveClock(page, 8);
  await member.goto('/app/fornecedores');
  await expect(member).toHaveURL(/\/trial-expired/);
  await expect(member.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
  await expect(member.getByText('Entre em contato com o administrador da sua empresa')).toBeVisible();
  await expect(member.getByRole('link', { name: /Assinar/ })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Finalizar Pagamento' })).toHaveCount(0);
  if (isPhone(member))
    await expect(member.getByRole('heading', { name: 'Acesso Restrito' })).toBeInViewport();
  await member.context().close();
});
