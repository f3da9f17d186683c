import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { fakeInvitedMember, noHorizontalOverflow } from './support';

test('sign-in lands on the hub, whose overview shows the company, the person and shortcuts', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/hub$/);
  await expect(page.getByRole('tab', { name: 'Visão geral' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Confecções Aurora Ltda').first()).toBeVisible();
  await expect(page.getByText('demo@alinhavo.app')).toBeVisible();
  await expect(page.getByText('Proprietário')).toBeVisible();
  const shortcuts = page.getByRole('list', { name: 'Atalhos' });
  await expect(shortcuts.getByRole('link', { name: 'Fornecedores' })).toBeVisible();
  await expect(shortcuts.getByRole('link', { name: 'Hub' })).toHaveCount(0);
  await noHorizontalOverflow(page);
  await shortcuts.getByRole('link', { name: 'Fornecedores' }).click();
  await expect(page).toHaveURL(/\/app\/fornecedores$/);
});

test('the owner reads the subscription in the billing tab and opens the payment management', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Assinatura' }).click();
  await expect(page).toHaveURL(/\/app\/hub\?tab=billing$/);
  const card = page.getByText('Sua assinatura').locator('xpath=../..');
  await expect(card).toContainText('Professional');
  await expect(card).toContainText('Ativa');
  await expect(card).toContainText(/\d+ de 10 usuários/);
  await expect(page.getByText('Nenhuma fatura ainda')).toBeVisible();
  const plans = page.getByRole('list', { name: 'Planos disponíveis' });
  await expect(plans.getByRole('button', { name: 'Plano atual' })).toBeDisabled();
  await expect(plans.getByRole('button', { name: 'Mudar para Starter' })).toBeVisible();
  await expect(plans.getByRole('link', { name: 'Falar com o setor de vendas' })).toHaveAttribute(
    'href',
    /^mailto:vendas@alinhavo\.app/,
  );
  await noHorizontalOverflow(page);

  // The built-in provider's portal is this very tab.
  await page.getByRole('button', { name: 'Gerenciar pagamento' }).click();
  await expect(page).toHaveURL(/\/app\/hub\?tab=billing$/);

  // A failing portal is said so, and the owner stays on the billing tab.
  await page.route('**/api/billing/portal', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno' } } }),
  );
  await page.getByRole('button', { name: 'Gerenciar pagamento' }).click();
  await expect(page.getByText('Erro ao abrir portal do cliente. Tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/hub\?tab=billing$/);
});

test('a member who is not the owner sees the billing tab read-only', async ({ page }) => {
  await signIn(page);
  await fakeInvitedMember(page);
  await page.goto('/app/hub?tab=billing');
  await expect(page.getByText('Fale com o proprietário da empresa.')).toBeVisible();
  await expect(page.getByText('Professional').first()).toBeVisible();
  await expect(page.getByText(/\d+ de 10 usuários/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerenciar pagamento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Mudar para/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Assinar/ })).toHaveCount(0);
  await noHorizontalOverflow(page);
});

test('the hub stays open when the subscription has lapsed, offering to subscribe', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/subscription', (route) =>
    route.fulfill({
      json: {
        hasActiveSubscription: false,
        planType: 'professional',
        subscriptionStatus: 'expired',
        subscriptionStart: null,
        subscriptionEnd: null,
        subscriptionCreatedAt: null,
        trialEnd: '2026-01-10T12:00:00.000Z',
        everHadPaidSubscription: false,
        limits: { maxUsers: 10, features: ['all'] },
        usage: { activeUsers: 1, seatsTaken: 1 },
        invoices: [],
      },
    }),
  );
  await page.goto('/app/hub?tab=billing');
  await expect(page).toHaveURL(/\/app\/hub\?tab=billing$/);
  await expect(page.getByText('Expirada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assinar o plano Starter' })).toHaveAttribute(
    'href',
    '/payment/checkout?plan=starter',
  );
});
