import { expect, test } from '@playwright/test';
import { createCompany } from './helpers';
import { waitForEmail } from './mail';
import { inviteeEmail, noHorizontalOverflow } from './support';
import { batchReadyToSend, WORKSHOP_INVITE_SUBJECT, workshopLinkIn, workshopPhone } from './workshops';

test('a company invites a new workshop, which signs up on its phone, starts and finishes the batch it was sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await createCompany(page, 'Confecções Portal');
  const { outworker, batch } = await batchReadyToSend(page.request);

  // The company invites the workshop from its outworker page.
  await page.goto(`/app/terceirizados/${outworker.id}`);
  const card = page.getByRole('heading', { name: 'Portal da facção' }).or(page.getByText('Portal da facção'));
  await expect(card.first()).toBeVisible();
  await page.getByRole('button', { name: 'Convidar para o portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar para o portal' });
  await expect(dialog.getByLabel('Nome da facção')).toHaveValue('Facção Linha Viva');
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText('E-mail é obrigatório')).toBeVisible();
  const email = inviteeEmail('linha-viva');
  await dialog.getByLabel('E-mail da facção').fill(email);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado', { exact: true })).toBeVisible();
  await expect(page.getByText(`Convite para ${email}`)).toBeVisible();

  // The workshop opens the e-mail's link on its phone, where someone else was signed in: signed out first.
  const link = workshopLinkIn((await waitForEmail(email, WORKSHOP_INVITE_SUBJECT)).text);
  const phone = await workshopPhone(browser);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
  await expect(phone.getByText('Confecções Portal')).toBeVisible();
  await expect(phone.getByLabel('E-mail')).toHaveValue(email);
  await phone.getByLabel('Senha', { exact: true }).fill('Pesponto#2026');
  await phone.getByLabel('Confirmar senha').fill('Pesponto#2026');
  await phone.getByRole('button', { name: 'Criar Conta e Aceitar Convite' }).click();
  await expect(phone).toHaveURL(/\/faccao$/);
  await expect(phone.getByText('Facção Linha Viva').first()).toBeVisible();
  await expect(phone.getByTestId('portal-company')).toHaveText('Confecções Portal');
  // The portal opens on its messages (part2 §9); the batches are a tab away.
  await expect(phone.getByRole('tab', { name: 'Mensagens', selected: true })).toBeVisible();
  await phone.getByRole('tab', { name: 'Lotes' }).click();
  await expect(phone.getByText('Nenhum lote encontrado')).toBeVisible();
  await noHorizontalOverflow(phone);

  // The link works once.
  const reused = await workshopPhone(browser);
  await reused.goto(link);
  await expect(reused.getByRole('heading', { name: 'Convite não encontrado' })).toBeVisible();
  await expect(reused.getByText('Convite não encontrado ou já utilizado')).toBeVisible();
  await reused.context().close();

  // The company sees the association active, and sends the batch to the workshop.
  await page.goto('/app/interface-terceirizados');
  await expect(page).toHaveURL(/\/app\/portal-terceirizados$/);
  await expect(page.getByRole('row', { name: /Facção Linha Viva/ }).getByText('Ativa')).toBeVisible();
  await page.goto(`/app/lotes-producao/${batch.id}/enviar-faccao`);
  await page.getByRole('combobox', { name: 'Facção (obrigatório)' }).click();
  await page.getByRole('option', { name: 'Facção Linha Viva' }).click();
  await page.getByRole('button', { name: 'Enviar para Facção' }).click();
  await expect(page).toHaveURL(/\/app\/lotes-producao\?destaque=/);

  // The workshop sees it (a reload until realtime arrives), starts and finishes it with its thumb.
  await phone.reload();
  const sent = phone.locator('[data-batch-id]').filter({ hasText: 'L-000001' });
  await expect(sent.getByText('Enviado', { exact: true })).toBeVisible();
  await sent.getByRole('button', { name: 'Preço combinado do lote L-000001' }).click();
  const price = phone.getByRole('dialog', { name: 'Preço combinado' });
  await expect(price.getByText('R$ 4,50')).toBeVisible();
  await expect(price.getByText('R$ 90,00')).toBeVisible();
  await price.getByRole('button', { name: 'Fechar' }).first().click();

  await sent.getByRole('button', { name: 'Iniciar' }).click();
  const start = phone.getByRole('dialog', { name: 'Iniciar produção' });
  await expect(start.getByText('20 peças')).toBeVisible();
  await start.getByLabel('Observações (opcional)').fill('Começamos pelo P');
  await start.getByRole('button', { name: 'Iniciar' }).click();
  await expect(start).toHaveCount(0);
  await expect(sent.getByText('Em Produção', { exact: true })).toBeVisible();

  await sent.getByRole('button', { name: 'Finalizar' }).click();
  const finish = phone.getByRole('dialog', { name: 'Finalizar produção' });
  await finish.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finish).toHaveCount(0);
  await expect(sent.getByText('Finalizado', { exact: true })).toBeVisible();
  await sent.getByRole('button', { name: 'Histórico do lote L-000001' }).click();
  const history = phone.getByRole('dialog', { name: 'Histórico do lote' });
  await expect(history.getByText('Produção finalizada')).toBeVisible();
  await expect(history.getByText('Começamos pelo P')).toBeVisible();
  await noHorizontalOverflow(phone);

  // The company sees the batch finished, recorded by the workshop.
  await page.goto(`/app/lotes-producao/${batch.id}`);
  await expect(page.getByText('Finalizado', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Começamos pelo P')).toBeVisible();

  // The tab paths keep their query; no payment yet (quality control comes next).
  await phone.goto('/faccao/pagamentos?batch=x');
  await expect(phone).toHaveURL(/\/faccao\?batch=x&tab=pagamentos$/);
  await expect(phone.getByText('Sem pagamentos registrados.')).toBeVisible();

  // A company member is kept out of the portal; the workshop is kept out of the company's screens.
  await page.goto('/faccao');
  await expect(page.getByText('Acesso restrito à facção.')).toBeVisible();
  await phone.goto('/app/lotes-producao');
  await expect(phone).toHaveURL(/\/faccao$/);
  await phone.context().close();
});
