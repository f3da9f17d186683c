import { randomBytes, randomUUID } from 'node:crypto';
import { completeCnpj } from '@alinhavo/domain';
import { expect, type Page, test } from '@playwright/test';

export const DEMO = { email: 'demo@alinhavo.app', password: 'Aurora#2026' };

export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/app\//);
}

/** The server under test, sent as Origin by the API calls below as the browser sends it. */
function serverOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the Playwright project has no baseURL');
  return new URL(baseURL).origin;
}

/**
 * Signs in through the API with `page`'s cookies (page.request shares them), for tests whose subject is not the
 * sign-in screen; the page itself stays where it is, so open the screen under test next.
 */
export async function signInByApi(page: Page, email = DEMO.email, password = DEMO.password) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: serverOrigin() },
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A brand-new company with its free trial running, made through the same API calls as the sign-up screen and the
 * onboarding wizard, its owner signed in on `page` (which stays where it is). For every test whose subject is not
 * sign-up or onboarding: those screens have their own journeys (auth, onboarding, subscription-journey).
 */
export async function createCompany(page: Page, companyName = 'Facção Teste') {
  const email = `dona-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Overloque#2026';
  const headers = { origin: serverOrigin() };
  const signUp = await page.request.post('/api/auth/company/sign-up', {
    headers,
    data: { fullName: 'Dona Teste', companyName, email, password },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const trial = await page.request.post('/api/subscription/trial', {
    headers,
    data: {
      documentType: 'CNPJ',
      documentNumber: uniqueCnpj(),
      phone: '11987654321',
      address: 'Rua das Costureiras, 120 - Brás, São Paulo - SP',
    },
  });
  expect(trial.status(), await trial.text()).toBe(201);
  await closeTrialCardWhenShown(page);
  return { email, password };
}

/**
 * The trial card (part1 §2.14) appears 3 s after a screen loads, at the bottom right, until it is closed: close
 * it whenever it shows up over something the test is about to click. Its own journeys are in subscription.spec.
 */
export async function closeTrialCardWhenShown(page: Page) {
  const card = page.getByRole('complementary', { name: /^Teste gratuito de \d+ dias$/ });
  await page.addLocatorHandler(card, async () => {
    // A plain click event, without the pointer-down a real click sends first: that would close the select or
    // dialog the test has open (Radix closes them on any pointer-down outside). A dialog or the phone's drawer
    // opening meanwhile hides the page behind it from assistive technology (aria-hidden), the card's button too:
    // it must still be found, or the handler would wait for it until the test's end.
    await card
      .getByRole('button', { name: 'Fechar aviso do teste gratuito', includeHidden: true })
      .dispatchEvent('click');
  });
}

/**
 * Signs up a brand-new company through the screen and returns its owner's login. The owner is then signed in,
 * either in /app or, once the shell sends companies without a subscription there, in /onboarding.
 */
export async function signUpOwner(page: Page, companyName = 'Facção Teste') {
  const email = `dona-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Overloque#2026';
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Nome completo').fill('Dona Teste');
  await page.getByLabel('Nome da empresa').fill(companyName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click();
  await expect(page).toHaveURL(/\/(app\/|onboarding)/);
  return { email, password };
}

/** A valid CNPJ no other test uses: 12 random base digits plus the two check digits. */
export function uniqueCnpj(): string {
  const base = Array.from(randomBytes(12), (byte) => String(byte % 10)).join('');
  return completeCnpj(base);
}

/** The company-info step of /onboarding, filled with valid data (the document can be chosen). */
export async function fillTrialForm(page: Page, cnpj = uniqueCnpj()) {
  await page.getByLabel('CNPJ').fill(cnpj);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Endereço').fill('Rua das Costureiras, 120 - Brás, São Paulo - SP');
}

/** Starts the company's free trial through /onboarding as its owner, and waits to be in /app. */
export async function activateTrial(page: Page, cnpj = uniqueCnpj()) {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Começar' }).click();
  await fillTrialForm(page, cnpj);
  await page.getByRole('button', { name: 'Ativar teste gratuito' }).click();
  await expect(page.getByText('Teste gratuito ativado!').first()).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o Dashboard agora' }).click();
  await expect(page).toHaveURL(/\/app\//);
}

/** Signs up a brand-new company, starts its free trial, and returns its owner's login; ends in /app. */
export async function signUpCompany(page: Page, companyName = 'Facção Teste') {
  const login = await signUpOwner(page, companyName);
  await activateTrial(page);
  return login;
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Opens a screen from the sidebar, through the drawer on phones. */
export async function openFromMenu(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
}

/**
 * Opens the account menu with one press. Its code loads on first use behind a stand-in button; a press on the
 * stand-in is remembered and the menu opens as soon as its code has loaded (use-load-on-intent.ts).
 */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Minha conta' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}
