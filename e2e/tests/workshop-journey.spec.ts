import { expect, type Page, test } from '@playwright/test';
import { createCompany } from './helpers';
import { waitForEmail } from './mail';
import { inviteeEmail } from './support';
import { batchReadyToSend, WORKSHOP_INVITE_SUBJECT, workshopLinkIn, workshopPhone } from './workshops';

/**
 * Issue 14 end to end, the two sides side by side: the company at its desk (1280 px) and the workshop on its phone
 * (390 px, its own browser context, so the journey runs once, in the desktop project only — see PHONE_SPECS).
 * The company invites the workshop, which signs up from the e-mail; the batch the company sends appears on the
 * phone by itself, is started and finished there; both write to each other and see what they have not read; the
 * company reviews the batch that came back, pays it and attaches the receipt, which the workshop sees and downloads.
 */

const WORKSHOP = 'Facção Jornada';

/** The company's sidebar item, whose name carries its unread count ('1 não lidas'). */
const companyBadge = (page: Page) => page.getByRole('link', { name: /^Mensagens \(Facções\)/ });

/** The workshop portal's 'Mensagens' summary card: its number of unread conversations. */
const workshopBadge = (phone: Page) => phone.locator('p:text-is("Mensagens") + p');

test('a company and its workshop, side by side: invitation, a batch sent and made, messages both ways, quality control, the payment and its receipt', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await createCompany(page, 'Confecções Jornada');
  const { batch } = await batchReadyToSend(page.request, WORKSHOP);

  // The company invites the workshop from the portal's page, choosing its outworker record.
  await page.goto('/app/portal-terceirizados');
  await page.getByRole('button', { name: 'Convidar para o portal' }).first().click();
  const invite = page.getByRole('dialog', { name: 'Convidar para o portal' });
  await invite.getByRole('combobox', { name: /^Terceirizado/ }).click();
  await page.getByRole('option', { name: WORKSHOP }).click();
  await expect(invite.getByLabel('Nome da facção')).toHaveValue(WORKSHOP);
  const email = inviteeEmail('jornada');
  await invite.getByLabel('E-mail da facção').fill(email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(invite).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(WORKSHOP) });
  await expect(row.getByText('Pendente')).toBeVisible();

  // The workshop opens the e-mail's link on its phone, signs up and lands on its portal.
  const link = workshopLinkIn((await waitForEmail(email, WORKSHOP_INVITE_SUBJECT)).text);
  const phone = await workshopPhone(browser);
  await phone.goto(link);
  await expect(phone.getByText('Confecções Jornada')).toBeVisible();
  await phone.getByLabel('Senha', { exact: true }).fill('Pesponto#2026');
  await phone.getByLabel('Confirmar senha').fill('Pesponto#2026');
  await phone.getByRole('button', { name: 'Criar Conta e Aceitar Convite' }).click();
  await expect(phone).toHaveURL(/\/faccao$/);
  await expect(phone.getByTestId('portal-company')).toHaveText('Confecções Jornada');
  await phone.getByRole('tab', { name: 'Lotes' }).click();
  await expect(phone.getByText('Nenhum lote encontrado')).toBeVisible();
  await page.reload();
  await expect(row.getByText('Ativa')).toBeVisible();

  // The company sends the batch; it appears on the workshop's phone without a reload.
  await page.goto(`/app/lotes-producao/${batch.id}/enviar-faccao`);
  await page.getByRole('combobox', { name: 'Facção (obrigatório)' }).click();
  await page.getByRole('option', { name: WORKSHOP }).click();
  await page.getByRole('button', { name: 'Enviar para Facção' }).click();
  await expect(page).toHaveURL(/\/app\/lotes-producao\?destaque=/);
  const sent = phone.locator('[data-batch-id]').filter({ hasText: 'L-000001' });
  await expect(sent.getByText('Enviado', { exact: true })).toBeVisible();

  // The workshop starts it.
  await sent.getByRole('button', { name: 'Iniciar' }).click();
  const start = phone.getByRole('dialog', { name: 'Iniciar produção' });
  await expect(start.getByText('20 peças')).toBeVisible();
  await start.getByRole('button', { name: 'Iniciar' }).click();
  await expect(start).toHaveCount(0);
  await expect(sent.getByText('Em Produção', { exact: true })).toBeVisible();

  // The company writes; the workshop's Mensagens card counts it at once.
  await page.goto('/app/mensagens-faccao');
  await page.getByRole('combobox', { name: 'Facção' }).selectOption({ label: WORKSHOP });
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page).toHaveURL(/[?&]conv=[0-9a-f-]{36}/);
  const companyBox = page.getByPlaceholder('Escreva uma mensagem...');
  await companyBox.fill('O lote L-000001 saiu hoje: 20 peças, linha junto.');
  await companyBox.press('Enter');
  await expect(
    page.getByRole('log', { name: 'Mensagens' }).getByText('O lote L-000001 saiu hoje'),
  ).toBeVisible();
  await expect(workshopBadge(phone)).toHaveText('1');

  // The company leaves the thread; the workshop reads the message (its marks clear) and answers.
  await page.goto('/app/mensagens-faccao');
  await expect(companyBadge(page)).not.toContainText('não lidas');
  await phone.getByRole('tab', { name: 'Mensagens' }).click();
  const phoneItem = phone.getByRole('list', { name: 'Conversas' }).getByRole('button');
  await expect(phoneItem.getByText('Não lida')).toBeAttached();
  await phoneItem.click();
  const phoneThread = phone.getByRole('log', { name: 'Mensagens' });
  await expect(phoneThread.getByText('O lote L-000001 saiu hoje: 20 peças, linha junto.')).toBeVisible();
  await expect(workshopBadge(phone)).toHaveText('0');
  const phoneBox = phone.getByPlaceholder('Escreva uma mensagem...');
  await phoneBox.fill('Recebido! Já começamos pelo P.');
  await phoneBox.press('Enter');
  await expect(phoneThread.getByText('Recebido! Já começamos pelo P.')).toBeVisible();

  // The answer reaches the company live: the red dot and the sidebar badge; opening it reads it.
  const companyItem = page
    .getByRole('list', { name: 'Conversas' })
    .getByRole('button', { name: new RegExp(WORKSHOP) });
  await expect(companyItem.getByText('Não lida')).toBeAttached();
  await expect(companyItem).toContainText('Recebido! Já começamos pelo P.');
  await expect(companyBadge(page)).toContainText('1');
  await expect(companyBadge(page)).toContainText('não lidas');
  await companyItem.click();
  await expect(
    page.getByRole('log', { name: 'Mensagens' }).getByText('Recebido! Já começamos pelo P.'),
  ).toBeVisible();
  await expect(companyItem.getByText('Não lida')).toHaveCount(0);
  await expect(companyBadge(page)).not.toContainText('não lidas');

  // With both threads open, the company's next message shows on the phone at once, already read there.
  await companyBox.fill('Ótimo, obrigado! Aguardo o retorno.');
  await companyBox.press('Enter');
  await expect(phoneThread.getByText('Ótimo, obrigado! Aguardo o retorno.')).toBeVisible();
  await expect(workshopBadge(phone)).toHaveText('0');

  // The workshop finishes the batch.
  await phone.getByRole('tab', { name: 'Lotes' }).click();
  await sent.getByRole('button', { name: 'Finalizar' }).click();
  const finish = phone.getByRole('dialog', { name: 'Finalizar produção' });
  await finish.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finish).toHaveCount(0);
  await expect(sent.getByText('Finalizado', { exact: true })).toBeVisible();

  // The company reviews what came back: 1 seam defect, the rest approved; the workshop's payment is discounted.
  await page.goto(`/app/controle-qualidade?lote=${batch.id}`);
  await page.getByRole('button', { name: 'Iniciar revisão' }).click();
  await page.getByRole('textbox', { name: 'Costura Preto M', exact: true }).fill('1');
  await page.getByRole('button', { name: 'Completar com aprovadas' }).click();
  await expect(page.getByText('Todas as peças contadas.')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir revisão' }).click();
  await expect(page.getByText('Pagamento da facção registrado.')).toBeVisible();
  const payment = page.getByTestId('payment-card');
  await expect(payment).toContainText('20 unidades × R$ 4,50');
  await expect(payment.getByTestId('final-amount')).toHaveText('R$ 85,50');

  // The company pays by PIX and attaches the receipt; the phone shows 'Pago' and the receipt by itself.
  await phone.getByRole('tab', { name: 'Pagamentos' }).click();
  const phonePayment = phone
    .getByRole('list', { name: 'Pagamentos' })
    .getByRole('listitem')
    .filter({ hasText: 'L-000001' })
    .first();
  await expect(phonePayment).toContainText('R$ 85,50');
  await payment.getByRole('button', { name: 'Registrar pagamento' }).click();
  const pay = page.getByRole('dialog', { name: 'Registrar pagamento' });
  await pay.getByRole('combobox', { name: /^Forma de pagamento/ }).click();
  await page.getByRole('option', { name: 'PIX' }).click();
  await pay.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(pay).toHaveCount(0);
  await expect(payment.getByTestId('paid-on')).toContainText('PIX');
  await payment.getByTestId('receipt-file').setInputFiles({
    name: 'comprovante-jornada.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(payment.getByRole('button', { name: 'Baixar comprovante-jornada.pdf' })).toBeVisible();
  await expect(phonePayment.getByText('Pago', { exact: true })).toBeVisible();
  const download = phone.waitForEvent('download');
  await phonePayment.getByRole('button', { name: 'Baixar comprovante-jornada.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('comprovante-jornada.pdf');
  const saved = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  await phone.context().close();
});
