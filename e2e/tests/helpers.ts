import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@alinhavo.app', password: 'Aurora#2026' };

export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/app\//);
}

/** Signs up a brand-new company through the screen and returns its owner's login. */
export async function signUpCompany(page: Page, companyName = 'Facção Teste') {
  const email = `dona-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Overloque#2026';
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Nome completo').fill('Dona Teste');
  await page.getByLabel('Nome da empresa').fill(companyName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click();
  await expect(page).toHaveURL(/\/app\//);
  return { email, password };
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Opens a screen from the sidebar, through the drawer on phones. */
export async function openFromMenu(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
}
