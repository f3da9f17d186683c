import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { DEMO, signIn } from './helpers';

/**
 * The company side of workshop messaging (/app/mensagens-faccao) in the built product. A workshop associated with
 * the demo company is needed, and no screen of this build makes one yet (the invitation flow lives in the
 * workshops area): this journey runs its own server of the build on a fresh PostgreSQL database, where the setup
 * writes the workshop, its login and the association the way sign-up through an invitation does.
 */
const mainPort = Number(process.env.E2E_PORT ?? 3210);
const port = Number(process.env.E2E_MESSAGES_PORT ?? mainPort + 5);
const baseURL = `http://localhost:${port}`;
const adminUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `alinhavo_e2e_messages_${process.pid}_${randomUUID().slice(0, 6)}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const WORKSHOP = {
  name: 'Facção Linha Fina',
  email: `linha-fina-${randomUUID().slice(0, 8)}@example.com`,
  password: 'Overloque#2026',
};

/** The platform's password hashing (Argon2id, 19 MiB, 2 passes, 1 lane), as sign-up stores a password. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let serverLog = '';

async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitForHealth() {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`the server stopped: ${serverLog}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not start: ${serverLog}`);
}

/** Whether a PostgreSQL answers at E2E_DATABASE_URL (CI always starts one; a fresh laptop may have none). */
async function postgresAnswers(): Promise<boolean> {
  try {
    await sql(adminUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The setup writes the workshop straight into this journey's own PostgreSQL database (see the file comment).
  test.skip(!(await postgresAnswers()), 'needs a PostgreSQL at E2E_DATABASE_URL (CI starts one)');
  await sql(adminUrl, `create database "${database}"`);
  server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'production',
      AUTH_RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      TEST_CLOCK: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-4000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await waitForHealth();

  // The workshop, its login and its active association with the demo company, as sign-up through an invitation
  // writes them (as the database owner).
  const [company] = await sql<{ company_id: string }>(
    databaseUrl,
    `select p.company_id from profiles p join users u on u.id = p.id where u.email = $1`,
    [DEMO.email],
  );
  if (!company) throw new Error('no demo company');
  const userId = randomUUID();
  const faccaoId = randomUUID();
  const passwordHash = await hash(WORKSHOP.password, ARGON2ID);
  await sql(
    databaseUrl,
    `with u as (insert into users (id, name, email, email_verified) values ($1, $3, $4, true) returning id),
          a as (insert into accounts (account_id, provider_id, user_id, password) values ($1, 'credential', $1, $5)),
          f as (insert into faccoes (id, name, email) values ($2, $3, $4)),
          fu as (insert into faccao_users (user_id, faccao_id) values ($1, $2))
     insert into faccao_companies (faccao_id, company_id, status, accepted_at) values ($2, $6, 'active', now())`,
    [userId, faccaoId, WORKSHOP.name, WORKSHOP.email, passwordHash, company.company_id],
  );
});

test.afterAll(async () => {
  if (!server) return;
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  await sql(adminUrl, `drop database if exists "${database}" with (force)`);
});

/** The workshop answers from its own session (the portal's API), as the Mensagens tab would. */
async function workshopReplies(page: Page, conversationId: string, content: string) {
  const context = await page.context().browser()!.newContext({ baseURL });
  try {
    const api = context.request;
    const headers = { origin: baseURL };
    const signIn = await api.post('/api/auth/sign-in/email', {
      headers,
      data: { email: WORKSHOP.email, password: WORKSHOP.password },
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
  await signIn(page);
  await page.goto('/app/mensagens-faccao');
  await expect(page.getByText('Sem conversas no momento.')).toBeVisible();

  // 'Iniciar' with the workshop: the conversation opens (?conv=).
  await page.getByRole('combobox', { name: 'Facção' }).selectOption({ label: WORKSHOP.name });
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
  await workshopReplies(page, conversationId, 'Combinado, estamos esperando.');
  await page.reload();
  if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(messagesLink(page)).toContainText('1');
  await expect(messagesLink(page)).toContainText('não lidas');
  await messagesLink(page).click();

  // The list shows the red dot; opening the conversation reads the answer (left, 'Facção') and clears both marks.
  const item = page
    .getByRole('list', { name: 'Conversas' })
    .getByRole('button', { name: new RegExp(WORKSHOP.name) });
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
  await page.getByRole('combobox', { name: 'Facção' }).selectOption({ label: WORKSHOP.name });
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page).toHaveURL(new RegExp(`conv=${conversationId}`));
});

test('a member without the feature is told so on the screen', async ({ page }) => {
  // A member whose permissions do not include workshop messages (only the dashboard), as an owner would set them.
  const email = `sem-mensagens-${randomUUID().slice(0, 8)}@example.com`;
  const id = randomUUID();
  const passwordHash = await hash(WORKSHOP.password, ARGON2ID);
  await sql(
    databaseUrl,
    `with c as (select p.company_id from profiles p join users u on u.id = p.id where u.email = $4),
          u as (insert into users (id, name, email, email_verified) values ($1, 'Sem Mensagens', $2, true)),
          a as (insert into accounts (account_id, provider_id, user_id, password) values ($1, 'credential', $1, $3)),
          p as (insert into profiles (id, company_id, email, full_name, role)
                select $1, company_id, $2, 'Sem Mensagens', 'user' from c)
     insert into user_feature_permissions (company_id, user_id, feature, can_access)
     select company_id, $1, 'dashboard', true from c`,
    [id, email, passwordHash, DEMO.email],
  );
  await signIn(page, email, WORKSHOP.password);
  await page.goto('/app/mensagens-faccao');
  await expect(page.getByText('Você não tem permissão para acessar Mensagens (Facções).')).toBeVisible();
  await expect(messagesLink(page)).toHaveCount(0);
});
