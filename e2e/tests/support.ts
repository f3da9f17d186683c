import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Page,
  type Route,
  request,
  test,
} from '@playwright/test';
import { STAFF } from './staff';

export async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The real session, seen as an invited collaborator of the same company. */
export async function fakeInvitedMember(page: Page) {
  await page.route('**/api/me', async (route: Route) => {
    const response = await route.fetch();
    const session = await response.json();
    await route.fulfill({ response, json: { ...session, user: { ...session.user, role: 'user' } } });
  });
}

/** A signed-in API client for platform staff, who confirm built-in payments (as /app/admin does). */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: STAFF.email, password: STAFF.password },
  });
  expect(res.status()).toBe(200);
  return api;
}

/** A second person on their own device, with the screen of the test's project. */
export async function freshPage(browser: Browser): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL, locale, timezoneId } =
    test.info().project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    isMobile: Boolean(isMobile),
    hasTouch: Boolean(hasTouch),
    baseURL: baseURL ?? '',
    locale: locale ?? 'pt-BR',
    timezoneId: timezoneId ?? 'America/Sao_Paulo',
  });
  return context.newPage();
}

export const INVITE_SUBJECT = /convidou você/;

export function inviteeEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Fills and sends the 'Convidar usuário' dialog of /app/usuarios. */
export async function invite(page: Page, fullName: string, email: string, profile: string) {
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
  await dialog.getByLabel('Nome completo').fill(fullName);
  await dialog.getByLabel('E-mail').fill(email);
  await expect(dialog.getByLabel('Função')).toHaveText('Colaborador');
  await dialog.getByLabel('Perfil').click();
  await page.getByRole('option', { name: profile }).click();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S*\/signup\?token=[\w-]+/)?.[0];
  expect(link, 'the e-mail carries a /signup link').toBeTruthy();
  return link!;
}

/** The JSON of an API answer, after checking its status (the body is the failure message otherwise). */
export async function expectJson(response: APIResponse, status = 201): Promise<any> {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}
