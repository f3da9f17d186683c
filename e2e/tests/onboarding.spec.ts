import { expect, test } from '@playwright/test';
import { fillTrialForm, signUpOwner, uniqueCnpj } from './helpers';

test('a new owner starts the 7-day free trial through the wizard and lands in the app', async ({ page }) => {
  await signUpOwner(page, 'Confecções Onboarding');
  await page.goto('/onboarding');
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  await expect(page.getByText('7 dias com acesso completo a todos os módulos.')).toBeVisible();
  await page.getByRole('button', { name: 'Começar' }).click();
  await expect(page.getByRole('heading', { name: 'Dados da empresa' })).toBeVisible();

  const cnpj = uniqueCnpj();
  const wrongDigit = `${cnpj.slice(0, 13)}${(Number(cnpj.at(-1)) + 1) % 10}`;
  const document = page.getByLabel('CNPJ');
  const activate = page.getByRole('button', { name: 'Ativar teste gratuito' });

  // Letters are allowed in the first 12 positions and upper-cased; the error waits for the field to lose focus.
  await document.fill('12abc34501de');
  await expect(document).toHaveValue('12.ABC.345/01DE');
  await document.fill(wrongDigit);
  await expect(page.getByText('CNPJ inválido')).toHaveCount(0);
  await document.blur();
  await expect(page.getByText('CNPJ inválido')).toBeVisible();
  await fillTrialForm(page, wrongDigit);
  await expect(page.getByText('2/3 campos válidos')).toBeVisible();
  await expect(activate).toBeDisabled();

  // Enter with invalid data explains instead of doing nothing.
  await page.getByLabel('Endereço').press('Enter');
  await expect(page.getByText('Dados inválidos')).toBeVisible();
  await expect(
    page.getByText('Por favor, verifique se todos os campos estão preenchidos corretamente.'),
  ).toBeVisible();

  // Changing the document type clears the number.
  await page.getByRole('radio', { name: 'CPF' }).click();
  await expect(page.getByLabel('CPF')).toHaveValue('');
  await page.getByRole('radio', { name: 'CNPJ' }).click();

  await fillTrialForm(page, cnpj);
  await expect(page.getByText('3/3 campos válidos')).toBeVisible();
  await activate.click();
  await expect(page.getByText('Teste gratuito ativado!').first()).toBeVisible();
  await expect(page.getByText('Seu período de teste de 7 dias foi iniciado com sucesso.')).toBeVisible();
  // The success step moves on by itself after 3 s.
  await expect(page).toHaveURL(/\/app\//, { timeout: 8_000 });

  // With a trial running the wizard is no longer offered.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/app\//);
});

test('a document that already had a trial cannot start another in a new company', async ({ page }) => {
  const cnpj = uniqueCnpj();
  await signUpOwner(page, 'Confecções Primeira');
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Começar' }).click();
  await fillTrialForm(page, cnpj);
  await page.getByRole('button', { name: 'Ativar teste gratuito' }).click();
  await expect(page.getByText('Teste gratuito ativado!').first()).toBeVisible();

  await page.context().clearCookies();
  await signUpOwner(page, 'Confecções Segunda');
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Começar' }).click();
  await fillTrialForm(page, cnpj);
  await page.getByRole('button', { name: 'Ativar teste gratuito' }).click();
  await expect(page.getByText('Erro ao ativar teste')).toBeVisible();
  await expect(page.getByText('Já utilizou o teste grátis anteriormente')).toBeVisible();
  // A failed activation returns to the company-info step with what was typed.
  await expect(page.getByRole('heading', { name: 'Dados da empresa' })).toBeVisible();
  await expect(page.getByLabel('CNPJ')).not.toHaveValue('');
});
