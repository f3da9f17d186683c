import { devices, expect, type Page, test } from '@playwright/test';
import { isPhone, signIn, signInByApi } from './helpers';

// The rest of the suite runs without service workers (playwright.config.ts); these journeys are about them.
test.use({ serviceWorkers: 'allow' });

/** The prompts' code loads ~2 s after the hub's first paint. */
const PROMPT_TIMEOUT = 20_000;
const pushPrompt = (page: Page) => page.getByRole('complementary', { name: 'Ativar notificações?' });
const installBanner = (page: Page) => page.getByRole('complementary', { name: 'Instale o app' });

/** Width × height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the service worker is /sw.js for scope /, and a page that cannot load offline shows ‘Sem conexão’', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.goto('/faccao?tab=lotes');
  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toBeVisible();
  await expect(page).toHaveURL(/\/faccao\?tab=lotes$/);
  await expect(page.getByText('o aparelho está sem internet')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  // Back online, the page that failed opens by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/faccao\?tab=lotes$/);
});

test('a push shows its notification: title, text, tag, icon, and a link into this app only', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto('/offline.html');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  // What a push service hands the browser, delivered through the DevTools protocol (the payload the API encrypts).
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const ours = () => registrations.filter((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
  await expect.poll(() => ours().length).toBeGreaterThan(0);
  // DevTools may report a registration before its worker can take a push, and a push it cannot take is dropped:
  // every check delivers again (the same tag replaces, so a repeat shows nothing new).
  const deliver = async (payload: object) => {
    for (const { registrationId } of ours()) {
      // A registration replaced meanwhile refuses the push; the current one takes it.
      await cdp
        .send('ServiceWorker.deliverPushMessage', {
          origin: baseURL!,
          registrationId,
          data: JSON.stringify(payload),
        })
        .catch(() => undefined);
    }
  };
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: n.icon,
        url: (n.data as { url: string }).url,
      })),
    );

  const lote = {
    title: 'Novo lote recebido',
    body: 'Lote L-000123',
    tag: 'lote-1',
    url: '/faccao?tab=lotes&batch=1',
  };
  await expect
    .poll(async () => {
      await deliver(lote);
      return shown();
    })
    .toEqual([
      {
        title: 'Novo lote recebido',
        body: 'Lote L-000123',
        tag: 'lote-1',
        icon: `${baseURL}/icons/icon-192.png`,
        url: `${baseURL}/faccao?tab=lotes&batch=1`,
      },
    ]);
  // The same tag replaces the notification; a link elsewhere opens the app instead.
  const foreign = {
    title: 'Nova mensagem',
    body: 'Olá',
    tag: 'lote-1',
    url: 'https://outro-site.example/roubo',
  };
  await expect
    .poll(async () => {
      await deliver(foreign);
      return shown();
    })
    .toEqual([
      {
        title: 'Nova mensagem',
        body: 'Olá',
        tag: 'lote-1',
        icon: `${baseURL}/icons/icon-192.png`,
        url: `${baseURL}/app`,
      },
    ]);
});

test('the manifest is linked, says Alinhavo in pt-BR, and its icons exist at their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Alinhavo',
    short_name: 'Alinhavo',
    lang: 'pt-BR',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const sizes of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      expect(
        icons.some((icon) => icon.sizes === sizes && icon.purpose === purpose),
        `${sizes} ${purpose}`,
      ).toBe(true);
    }
  }
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touchIcon!)).body())).toBe('180x180');
});

test('‘Agora não’ on ‘Ativar notificações?’ stays dismissed after a reload', async ({ page }) => {
  await signIn(page);
  const prompt = pushPrompt(page);
  await expect(prompt).toBeVisible({ timeout: PROMPT_TIMEOUT });
  await expect(prompt.getByRole('button', { name: 'Ativar' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Agora não' }).click();
  await expect(prompt).toHaveCount(0);

  // After the reload the prompts' code runs again (its chunk arrives), and neither asks the server for the key
  // nor shows the prompt.
  const keyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/push/public-key')) keyRequests.push(request.url());
  });
  const promptsCode = page.waitForResponse(
    (response) => /\/assets\/pwa-prompts-[^/]+\.js$/.test(response.url()),
    {
      timeout: PROMPT_TIMEOUT,
    },
  );
  await page.reload();
  await expect(page).toHaveURL(/\/app\/hub$/);
  await promptsCode;
  await page.waitForTimeout(1500);
  await expect(prompt).toHaveCount(0);
  expect(keyRequests).toEqual([]);
});

test('with notifications already allowed, no prompt: the subscription is only kept current', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const keyAsked = page.waitForResponse((response) => response.url().endsWith('/api/push/public-key'), {
    timeout: PROMPT_TIMEOUT,
  });
  await signIn(page);
  const answer = await keyAsked;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  await page.waitForTimeout(1000);
  await expect(pushPrompt(page)).toHaveCount(0);
});

test('the install banner: on a phone when the browser offers to install, never on a computer', async ({
  page,
}) => {
  // Chromium offers to install only over HTTPS with a real install: the offer is played here as the browser sends it.
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { installPrompted: boolean }).installPrompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
  });
  await signIn(page);
  if (!isPhone(page)) {
    // The prompts are there (the push prompt shows), the install banner is not.
    await expect(pushPrompt(page)).toBeVisible({ timeout: PROMPT_TIMEOUT });
    await expect(installBanner(page)).toHaveCount(0);
    return;
  }
  const banner = installBanner(page);
  await expect(banner).toBeVisible({ timeout: PROMPT_TIMEOUT });
  await expect(banner.getByRole('button', { name: 'Agora não' })).toBeVisible();
  // One prompt at a time: the push prompt waits for the install banner.
  await expect(pushPrompt(page)).toHaveCount(0);
  await banner.getByRole('button', { name: 'Instalar' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted))
    .toBe(true);
  await expect(banner).toHaveCount(0);
  await expect(pushPrompt(page)).toBeVisible();
});

test('on iPhone Safari, ‘Instalar’ explains ‘Adicionar à Tela de Início’ in 3 steps', async ({
  browser,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'phone', 'an iPhone journey');
  const iphone = devices['iPhone 13'];
  const context = await browser.newContext({
    baseURL: baseURL!,
    locale: 'pt-BR',
    userAgent: iphone.userAgent,
    viewport: iphone.viewport,
    deviceScaleFactor: iphone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await signInByApi(page);
    await page.goto('/app/hub');
    const banner = installBanner(page);
    await expect(banner).toBeVisible({ timeout: PROMPT_TIMEOUT });
    await banner.getByRole('button', { name: 'Instalar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar à Tela de Início' });
    await expect(dialog).toBeVisible();
    const steps = dialog.getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Compartilhar');
    await expect(steps.nth(1)).toContainText('Adicionar à Tela de Início');
    await expect(steps.nth(2)).toContainText('Adicionar');
    await dialog.getByRole('button', { name: 'Entendi' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveCount(0);
  } finally {
    await context.close();
  }
});
