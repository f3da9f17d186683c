import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO, signIn, signUpCompany } from './helpers';
import { fakeInvitedMember, noHorizontalOverflow, staffApi } from './support';

test('a new company subscribes from the billing tab, pays in a new tab and sees the confirmation', async ({
  page,
  baseURL,
}) => {
  const company = `Confecção Pagante ${randomUUID().slice(0, 6)}`;
  const login = await signUpCompany(page, company);

  await page.goto('/app/hub?tab=billing');
  await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Assinar o plano Professional' }).click();

  await expect(page).toHaveURL(/\/payment\/checkout\?plan=professional$/);
  const summary = page.getByRole('region', { name: 'Professional' });
  await expect(summary).toContainText('R$ 299/mês');
  await expect(summary).toContainText('Até 10 usuários');
  const panel = page.getByRole('region', { name: 'Pagamento' });
  await expect(panel).toContainText(company);
  await expect(panel).toContainText(login.email);
  await expect(panel).toContainText('O que acontece agora');
  await noHorizontalOverflow(page);

  const [paymentTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Finalizar Pagamento' }).click(),
  ]);
  await expect(page.getByText('Página de pagamento aberta')).toBeVisible();
  await expect(paymentTab).toHaveURL(/\/payment\/checkout\?plan=professional&payment=[\w-]+$/);
  await expect(paymentTab.getByRole('heading', { name: 'Professional' })).toBeVisible();
  await expect(paymentTab.getByText('Aguardando confirmação').first()).toBeVisible();
  await expect(paymentTab.getByText('R$ 299,00')).toBeVisible();
  await expect(paymentTab.getByText('Esta página se atualiza sozinha')).toBeVisible();
  // Production install: no direct confirmation.
  await expect(paymentTab.getByRole('button', { name: /desenvolvimento/ })).toHaveCount(0);
  await noHorizontalOverflow(paymentTab);

  // Platform staff confirm the payment; the payment tab notices by itself.
  const paymentId = new URL(paymentTab.url()).searchParams.get('payment');
  const staff = await staffApi(baseURL!);
  expect((await staff.post(`/api/admin/payments/${paymentId}/confirm`)).status()).toBe(200);
  await staff.dispose();
  await expect(paymentTab.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(paymentTab).toHaveURL(/\/payment\/success$/);
  await expect(paymentTab.getByText('Professional')).toBeVisible();
  await expect(paymentTab.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await paymentTab.getByRole('link', { name: 'Ir para o Dashboard' }).click();
  await expect(paymentTab).toHaveURL(/\/app\//);

  // The billing tab now shows the paid plan, its invoice and the change of plan.
  await paymentTab.goto('/app/hub?tab=billing');
  await expect(paymentTab.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(paymentTab.getByText('Paga', { exact: true })).toBeVisible();
  await expect(paymentTab.getByText('R$ 299,00').first()).toBeVisible();
  await expect(paymentTab.getByRole('button', { name: 'Plano atual' })).toBeDisabled();
  const [starterTab] = await Promise.all([
    paymentTab.context().waitForEvent('page'),
    paymentTab.getByRole('button', { name: 'Mudar para Starter' }).click(),
  ]);
  await expect(starterTab.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(starterTab.getByText('Aguardando confirmação').first()).toBeVisible();
});

test('signing in with a chosen plan goes to its checkout, and the checkout asks to sign in first', async ({
  page,
}) => {
  await page.goto('/payment/checkout?plan=Starter');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fpayment%2Fcheckout%3Fplan%3DStarter$/);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/payment\/checkout\?plan=Starter$/);
  // Matched by name, case-insensitively.
  await expect(page.getByRole('region', { name: 'Starter' })).toContainText('R$ 99/mês');
  await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText('Confecções Aurora Ltda');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-in of a visitor who picked a plan on the landing page opens its checkout', async ({
  page,
}) => {
  await page.goto('/auth?plan=professional&from=landing');
  await expect(page.getByRole('region', { name: 'Plano selecionado' })).toContainText('Professional');
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/payment\/checkout\?plan=professional$/);
  await expect(page.getByRole('button', { name: 'Finalizar Pagamento' })).toBeEnabled();
});

test('the checkout explains a missing or unknown plan and a failed payment start', async ({ page }) => {
  await signIn(page);
  await page.goto('/payment/checkout');
  await expect(page.getByRole('heading', { name: 'Nenhum plano selecionado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar aos Planos' })).toHaveAttribute('href', '/#planos');

  await page.goto('/payment/checkout?plan=ouro');
  await expect(page.getByRole('heading', { name: 'Plano não encontrado' })).toBeVisible();

  await page.route('**/api/plans', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno' } } }),
  );
  await page.goto('/payment/checkout?plan=professional');
  await expect(page.getByRole('heading', { name: 'Erro ao carregar informações do plano' })).toBeVisible({
    timeout: 15_000,
  });
  await page.unroute('**/api/plans');

  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno' } } }),
  );
  await page.goto('/payment/checkout?plan=professional');
  await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Erro ao criar sessão de checkout. Tente novamente.' }),
  ).toBeVisible();
  await expect(page.getByText('Tente novamente.', { exact: true })).toBeVisible();
  await page.unroute('**/api/billing/checkout');

  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({ status: 201, json: { url: '', provider: 'builtin', paymentId: null } }),
  );
  await page.getByRole('button', { name: 'Finalizar Pagamento' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'URL de checkout não recebida' })).toBeVisible();
});

test('only the owner can pay: a member is told so up front', async ({ page }) => {
  await signIn(page);
  await fakeInvitedMember(page);
  await page.goto('/payment/checkout?plan=professional');
  const panel = page.getByRole('region', { name: 'Pagamento' });
  await expect(panel).toContainText('Apenas o proprietário pode gerenciar a assinatura.');
  await expect(panel.getByRole('button', { name: 'Finalizar Pagamento' })).toBeDisabled();
});

test('the canceled and success pages say what happened and where to go', async ({ page }) => {
  await signIn(page);
  await page.goto('/payment/canceled');
  await expect(page.getByRole('heading', { name: 'Pagamento Cancelado' })).toBeVisible();
  await expect(page.getByText('Sua assinatura atual continua a mesma')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao Portal' })).toHaveAttribute(
    'href',
    '/app/dashboard',
  );
  await noHorizontalOverflow(page);
  await page.getByRole('link', { name: 'Tentar Novamente' }).click();
  await expect(page).toHaveURL(/\/app\/hub\?tab=billing$/);

  await page.goto('/payment/success');
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
  // The demo company: Professional, renewed yearly.
  await expect(page.getByText('Professional')).toBeVisible();
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await noHorizontalOverflow(page);
});
