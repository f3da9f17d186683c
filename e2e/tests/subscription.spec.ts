import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';
import { fakeInvitedMember, noHorizontalOverflow } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

function summary(patch: Record<string, unknown>) {
  return {
    hasActiveSubscription: false,
    planType: 'professional',
    subscriptionStatus: 'active',
    subscriptionStart: '2026-01-10T12:00:00.000Z',
    subscriptionEnd: null,
    subscriptionCreatedAt: '2026-01-10T12:00:00.000Z',
    trialEnd: null,
    everHadPaidSubscription: true,
    limits: { maxUsers: 5, features: ['all'] },
    usage: { activeUsers: 1, seatsTaken: 1 },
    invoices: [],
    ...patch,
  };
}

async function fakeSubscription(page: Page, patch: Record<string, unknown>) {
  await page.route('**/api/subscription', (route) => route.fulfill({ json: summary(patch) }));
}

function gate(page: Page) {
  return page.getByRole('region', { name: /Assinatura|verificar sua assinatura/ });
}

test('the demo company, on an active subscription, sees its screens without gate or trial badge', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/fornecedores');
  await expect(page.getByRole('heading', { name: 'Fornecedores' }).first()).toBeVisible();
  await expect(gate(page)).toHaveCount(0);
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
});

test('a company just signed up, without a trial, is sent to onboarding from an app screen', async ({
  page,
}) => {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Nome completo').fill('Dona Sem Teste');
  await page.getByLabel('Nome da empresa').fill('Confecção Sem Teste');
  await page.getByLabel('E-mail').fill(`sem-teste-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Senha', { exact: true }).fill('Overloque#2026');
  await page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/app/fornecedores');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a paused subscription keeps the data and offers reactivation and the plans', async ({ page }) => {
  await signIn(page);
  await fakeSubscription(page, { subscriptionStatus: 'paused' });
  await page.goto('/app/fornecedores');
  const screen = gate(page);
  await expect(screen.getByRole('heading', { name: 'Assinatura Pausada' })).toBeVisible();
  await expect(screen).toContainText('Seus dados continuam guardados e nenhuma cobrança é feita');
  await expect(page.getByText('Elásticos Gaspar')).toHaveCount(0);
  await noHorizontalOverflow(page);
  await expect(screen.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute(
    'href',
    '/app/hub?tab=billing',
  );
  // The built-in provider's customer portal is the hub's billing tab, which is never gated.
  await screen.getByRole('button', { name: 'Reativar Assinatura' }).click();
  await expect(page).toHaveURL(/\/app\/hub\?tab=billing$/);
  await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveAttribute('aria-selected', 'true');
});

test('an expired subscription shows its end date and lets only the owner renew', async ({ page }) => {
  await signIn(page);
  await fakeSubscription(page, {
    subscriptionStatus: 'expired',
    subscriptionEnd: '2026-10-31T15:00:00.000Z',
  });
  await page.goto('/app/fornecedores');
  const screen = gate(page);
  await expect(screen.getByRole('heading', { name: 'Assinatura Expirada' })).toBeVisible();
  await expect(screen).toContainText('Sua assinatura expirou em 31/10/2026');
  await expect(screen.getByRole('button', { name: 'Renovar Assinatura' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute(
    'href',
    '/app/hub?tab=billing',
  );
  await noHorizontalOverflow(page);
});

test('an invited member of an expired company is told to contact the administrator, without renewal', async ({
  page,
}) => {
  await signIn(page);
  await fakeSubscription(page, { subscriptionStatus: 'expired', subscriptionEnd: null });
  await fakeInvitedMember(page);
  await page.goto('/app/fornecedores');
  const screen = gate(page);
  await expect(screen.getByRole('heading', { name: 'Assinatura Expirada' })).toBeVisible();
  await expect(screen).toContainText('Sua assinatura expirou em data desconhecida');
  await expect(screen).toContainText('Entre em contato com o administrador da sua empresa');
  await expect(screen.getByRole('link')).toHaveCount(0);
  await expect(screen.getByRole('button')).toHaveCount(0);
  await noHorizontalOverflow(page);
});

test('a past-due subscription asks to settle the payment', async ({ page }) => {
  await signIn(page);
  await fakeSubscription(page, { subscriptionStatus: 'past_due' });
  await page.goto('/app/fornecedores');
  const screen = gate(page);
  await expect(screen.getByRole('heading', { name: 'Assinatura Vencida' })).toBeVisible();
  await noHorizontalOverflow(page);
  await screen.getByRole('button', { name: 'Regularizar Pagamento' }).click();
  await expect(page).toHaveURL(/\/app\/hub\?tab=billing$/);
});

test('a canceled subscription keeps data 30 days and lists plans, Enterprise through sales', async ({
  page,
}) => {
  await signIn(page);
  await fakeSubscription(page, { subscriptionStatus: 'canceled' });
  await page.goto('/app/fornecedores');
  const screen = gate(page);
  await expect(screen.getByRole('heading', { name: 'Assinatura Cancelada' })).toBeVisible();
  await expect(screen).toContainText('Seus dados ficam guardados por 30 dias');
  await expect(screen.getByRole('link', { name: 'Reativar com o plano Professional' })).toHaveAttribute(
    'href',
    '/payment/checkout?plan=professional',
  );
  await expect(screen.getByRole('link', { name: 'Falar com o setor de vendas' })).toHaveAttribute(
    'href',
    /^mailto:vendas@alinhavo\.app/,
  );
  await noHorizontalOverflow(page);
});

test('a failed subscription check shows the error screen, and retrying opens the page', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/subscription', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno' } } }),
  );
  await page.goto('/app/fornecedores');
  const screen = gate(page);
  await expect(
    screen.getByRole('heading', { name: 'Não foi possível verificar sua assinatura' }),
  ).toBeVisible();
  await noHorizontalOverflow(page);
  await page.unroute('**/api/subscription');
  await screen.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Fornecedores' }).first()).toBeVisible();
  await expect(gate(page)).toHaveCount(0);
});

test('a trial on its last day shows the badge, a toast once a day and the card, whose closing is kept', async ({
  page,
}) => {
  // Signed in on the demo's real subscription first, so the first trial toast is the one checked below.
  await signIn(page);
  await fakeSubscription(page, {
    subscriptionStatus: 'trialing',
    everHadPaidSubscription: false,
    trialEnd: new Date(Date.now() + DAY_MS / 2).toISOString(),
  });
  await page.goto('/app/fornecedores');
  await expect(page.getByTestId('trial-badge')).toContainText('Último dia');
  await expect(page.getByText('Último dia do teste gratuito!')).toBeVisible();
  // A work screen keeps its forms clear: the card shows where the member arrives.
  await page.waitForTimeout(3500);
  await expect(page.getByRole('complementary', { name: 'Teste gratuito de 7 dias' })).toHaveCount(0);
  await page.goto('/app/hub');
  const card = page.getByRole('complementary', { name: 'Teste gratuito de 7 dias' });
  await expect(card).toBeHidden();
  // The card comes 3 s after the page, its code with it: room for a busy machine.
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('você perderá o acesso ao sistema');
  await expect(card.getByRole('link', { name: 'Assinar Agora' })).toHaveAttribute(
    'href',
    '/app/hub?tab=billing',
  );
  await noHorizontalOverflow(page);
  await card.getByRole('button', { name: 'Fechar aviso do teste gratuito' }).click();
  await expect(card).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('trial-badge')).toContainText('Último dia');
  await page.waitForTimeout(4000);
  await expect(card).toBeHidden();
  await expect(page.getByText('Último dia do teste gratuito!')).toHaveCount(0);
});

test('a trial with days to spare shows the day count and a card without the warning', async ({ page }) => {
  await signIn(page);
  await fakeSubscription(page, {
    subscriptionStatus: 'trialing',
    everHadPaidSubscription: false,
    trialEnd: new Date(Date.now() + 5.5 * DAY_MS).toISOString(),
  });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('trial-badge')).toContainText('6d');
  const card = page.getByRole('complementary', { name: 'Teste gratuito de 7 dias' });
  // The card comes 3 s after the page, its code with it: room for a busy machine.
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('Restam 6 dias');
  await expect(card).not.toContainText('perderá o acesso');
  await noHorizontalOverflow(page);
});
