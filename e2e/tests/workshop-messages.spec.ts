import { expect, type Page, test } from '@playwright/test';
import { createCompany, signIn } from './helpers';
import { waitForEmail } from './mail';
import { INVITE_SUBJECT, inviteeEmail, linkIn, expectJson as ok } from './support';
import { associatedWorkshop } from './workshops';

/**
 * The company side of workshop messaging (/app/mensagens-faccao) in the built product, for a new company with a
 * workshop it invited to the portal (the demo company has a conversation of its own).
 */

type Workshop = Awaited<ReturnType<typeof associatedWorkshop>>;

/** The workshop answers from its own session (the portal's API), as the Mensagens tab would. */
async function workshopReplies(page: Page, workshop: Workshop, conversationId: string, content: string) {
  const baseURL = new URL(test.info().project.use.baseURL!).origin;
  const context = await page.context().browser()!.newContext({ baseURL });
  try {
    const api = context.request;
    const headers = { origin: baseURL };
    const signIn = await api.post('/api/auth/sign-in/email', {
      headers,
      data: { email: workshop.email, password: workshop.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const { items } = await (
      await api.get(`/api/workshop/companies/${await companyIdOf(page)}/conversations`)
    ).json();
    expect(items.map((c: { id: string }) => c.id)).toContain(conversationId);
    const sent = await api.post(
      `/api/workshop/companies/${await companyIdOf(page)}/conversations/${conversationId}/messages`,
      { headers, data: { content } },
    );
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await context.close();
  }
}

async function companyIdOf(page: Page): Promise<string> {
  const me = await (await page.request.get('/api/me')).json();
  return me.company.id;
}

const messagesLink = (page: Page) => page.getByRole('link', { name: /^Mensagens \(Facções\)/ });

test('the company starts a conversation, writes, and reads the workshop’s answer with the unread marks', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await createCompany(page, 'Confecções Mensagens');
  const workshop = await associatedWorkshop(page, 'Facção Linha Fina');
  await page.goto('/app/mensagens-faccao');
  await expect(page.getByText('Sem conversas no momento.')).toBeVisible();

  // 'Iniciar' with the workshop: the conversation opens (?conv=).
  await page.getByRole('combobox', { name: 'Facção' }).selectOption({ label: workshop.name });
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page).toHaveURL(/[?&]conv=[0-9a-f-]{36}/);
  const conversationId = new URL(page.url()).searchParams.get('conv')!;
  const thread = page.getByRole('log', { name: 'Mensagens' });
  await expect(page.getByText('Nenhuma mensagem ainda. Escreva a primeira abaixo.')).toBeVisible();

  // Enter sends; blank is ignored; own messages are on the right under 'Você'.
  const box = page.getByPlaceholder('Escreva uma mensagem...');
  await box.fill('   ');
  await box.press('Enter');
  await box.fill('Bom dia! O lote 12 sai hoje à tarde.');
  await box.press('Enter');
  const mine = thread.getByText('Bom dia! O lote 12 sai hoje à tarde.');
  await expect(mine).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(thread.locator('[data-own]')).toHaveCount(1);
  await expect(thread.getByText('Você', { exact: true })).toBeVisible();
  const bubble = await mine.boundingBox();
  const log = await thread.boundingBox();
  expect(bubble!.x + bubble!.width).toBeGreaterThan(log!.x + log!.width * 0.6);

  // Nothing lost: after a reload the conversation and the message are there.
  await page.reload();
  await expect(
    page.getByRole('log', { name: 'Mensagens' }).getByText('Bom dia! O lote 12 sai hoje à tarde.'),
  ).toBeVisible();

  // The workshop answers while the company is elsewhere in the app (with the thread open the answer arrives live
  // and is read at once): the sidebar shows the unread badge.
  await page.goto('/app/dashboard');
  await workshopReplies(page, workshop, conversationId, 'Combinado, estamos esperando.');
  await page.reload();
  if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(messagesLink(page)).toContainText('1');
  await expect(messagesLink(page)).toContainText('não lidas');
  await messagesLink(page).click();

  // The list shows the red dot; opening the conversation reads the answer (left, 'Facção') and clears both marks.
  const item = page
    .getByRole('list', { name: 'Conversas' })
    .getByRole('button', { name: new RegExp(workshop.name) });
  await expect(item.getByText('Não lida')).toBeAttached();
  await expect(item).toContainText('Combinado, estamos esperando.');
  await item.click();
  const answer = page.getByRole('log', { name: 'Mensagens' }).getByText('Combinado, estamos esperando.');
  await expect(answer).toBeVisible();
  await expect(
    page.getByRole('log', { name: 'Mensagens' }).getByText('Facção', { exact: true }),
  ).toBeVisible();
  const theirs = await answer.boundingBox();
  const logBox = await page.getByRole('log', { name: 'Mensagens' }).boundingBox();
  expect(theirs!.x).toBeLessThan(logBox!.x + logBox!.width * 0.4);

  if (phone) {
    // On a phone the thread replaces the list; the back button returns to it.
    await expect(page.getByRole('list', { name: 'Conversas' })).toBeHidden();
    await page.getByRole('button', { name: 'Voltar para as conversas' }).click();
    await expect(page).not.toHaveURL(/conv=/);
    await expect(page.getByRole('list', { name: 'Conversas' })).toBeVisible();
  }
  await expect(item.getByText('Não lida')).toHaveCount(0);
  await page.goto('/app/dashboard');
  if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(messagesLink(page)).not.toContainText('não lidas');

  // Iniciar again with the same workshop opens the same conversation.
  await page.goto('/app/mensagens-faccao');
  await page.getByRole('combobox', { name: 'Facção' }).selectOption({ label: workshop.name });
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page).toHaveURL(new RegExp(`conv=${conversationId}`));
});

test('a member without the feature is told so on the screen', async ({ page, browser }) => {
  // A member invited with the Estoque profile, which does not include workshop messages.
  await createCompany(page, 'Confecções Sem Mensagens');
  const email = inviteeEmail('sem-mensagens');
  await ok(
    await page.request.post('/api/invites', {
      data: { email, fullName: 'Sem Mensagens', role: 'user', selectedProfile: 'estoque' },
    }),
  );
  const token = new URL(linkIn((await waitForEmail(email, INVITE_SUBJECT)).text)).searchParams.get('token');
  const password = 'Pesponto#2026';
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const invitee = await browser.newContext({ baseURL: origin });
  await ok(
    await invitee.request.post('/api/auth/invitation/accept', {
      headers: { origin },
      data: { token, password, confirmPassword: password },
    }),
    200,
  );
  await invitee.close();

  await page.context().clearCookies();
  await signIn(page, email, password);
  await page.goto('/app/mensagens-faccao');
  await expect(page.getByText('Você não tem permissão para acessar Mensagens (Facções).')).toBeVisible();
  await expect(messagesLink(page)).toHaveCount(0);
});
