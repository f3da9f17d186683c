#!/usr/bin/env node
/**
 * Signed-in first load: signs in to a running server in Debian's headless Chromium (playwright-core) and measures,
 * for a few screens, the JavaScript the browser fetches until the network is idle (each file gzip-compressed here,
 * as the server itself does not compress) and how long the screen takes to become usable:
 *   - cold loads (a fresh browser context, empty HTTP cache) of /app/produtos, /app/materiais/<id> and /app/hub;
 *   - a reload of /app/materiais/<id> (warm HTTP cache, empty in-memory data);
 *   - in-app navigations from /app/produtos by the sidebar (code and data loaded on demand, then from cache).
 * "Usable" means: the address is the screen's, its title (<h1>) is shown, <main> has content, and nothing in <main>
 * is still a skeleton, a busy region or a status spinner.
 *
 *   node apps/web/scripts/signed-in-js.mjs [--url http://localhost:3000] [--email …] [--password …] [--runs 3] [--json]
 *
 * `measureSignedInJs()` is exported for the foundation bench.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const DEMO_LOGIN = { email: 'demo@alinhavo.app', password: 'Aurora#2026' };
export const SIGNED_IN_JS_BUDGET_KIB = 150;
export const USABLE_BUDGET_MS = 1000;

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs in the page: the time (ms since navigation start) at which the screen at `path` is usable, else false. */
function usableAt(path) {
  if (location.pathname !== path) return false;
  const main = document.querySelector('main');
  if (!main) return false;
  const visible = (element) => element.getClientRects().length > 0;
  const heading = [...document.querySelectorAll('h1')].some((h) => visible(h) && h.textContent.trim() !== '');
  if (!heading || main.textContent.trim() === '') return false;
  const busy = main.querySelectorAll(
    '[data-slot="skeleton"], [aria-busy="true"], [role="status"][data-slot="spinner"]',
  );
  if ([...busy].some(visible)) return false;
  return performance.now();
}

/**
 * Collects every script `page` loads: its path, its size (raw and gzip) and whether the HTTP cache served it
 * (Chromium's DevTools protocol tells; Playwright reports cached responses like fetched ones).
 */
async function scriptRecorder(page) {
  let files = [];
  const pending = new Set();
  const cached = new Set();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || cached.has(requestId))
      cached.add(response.url);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    const entry = {
      url: new URL(response.url()).pathname,
      href: response.url(),
      raw: 0,
      gzip: 0,
      cached: false,
    };
    files.push(entry);
    const body = response
      .body()
      .then((buffer) => {
        entry.raw = buffer.length;
        entry.gzip = gzipSync(buffer).length;
      })
      .catch(() => {})
      .finally(() => pending.delete(body));
    pending.add(body);
  });
  return {
    reset() {
      files = [];
    },
    async take() {
      await Promise.all([...pending]);
      const taken = files;
      for (const file of taken) file.cached = cached.has(file.href);
      cached.clear();
      files = [];
      return summarise(taken);
    },
  };
}

/** Totals of the scripts fetched from the network; those the HTTP cache served are only counted. */
function summarise(files) {
  const unique = [...new Map(files.map((file) => [file.url, file])).values()];
  const fetched = unique.filter((file) => !file.cached);
  return {
    files: fetched.length,
    cachedFiles: unique.length - fetched.length,
    gzip: fetched.reduce((sum, file) => sum + file.gzip, 0),
    raw: fetched.reduce((sum, file) => sum + file.raw, 0),
    list: fetched.sort((a, b) => b.gzip - a.gzip).map(({ url, raw, gzip }) => ({ url, raw, gzip })),
  };
}

async function signIn(context, baseUrl, login) {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    headers: { origin: new URL(baseUrl).origin },
    data: login,
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

async function firstMaterialId(context, baseUrl) {
  const response = await context.request.get(`${baseUrl}/api/materials?pageSize=1`);
  if (!response.ok()) throw new Error(`GET /api/materials: ${response.status()}`);
  const page = await response.json();
  const id = page.items?.[0]?.id;
  if (!id) throw new Error('the company has no material to open (sign in with the demo company)');
  return id;
}

async function waitUsable(page, path, timeout) {
  const handle = await page.waitForFunction(usableAt, path, { polling: 'raf', timeout });
  return handle.jsonValue();
}

/** Opens `path` as a first visit (the context's cache is empty) and waits for the network to be idle. */
async function coldLoad(browser, state, baseUrl, path, timeout) {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts = await scriptRecorder(page);
    let usableMs = null;
    const usable = waitUsable(page, path, timeout).then((ms) => {
      usableMs = ms;
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout });
    await usable.catch((error) => {
      throw new Error(`${path} never became usable: ${error.message}`);
    });
    const js = await scripts.take();
    return { js, usableMs, page, context, scripts };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Client-side navigation by clicking the sidebar link to `path`; time from the click to a usable screen. */
async function navigate(page, scripts, path, timeout) {
  scripts.reset();
  const link = page.locator(`aside a[href="${path}"]`).first();
  await link.waitFor({ state: 'visible', timeout });
  const started = await page.evaluate(() => performance.now());
  await link.click();
  const usable = await waitUsable(page, path, timeout);
  await page.waitForLoadState('networkidle', { timeout });
  const js = await scripts.take();
  return { usableMs: usable - started, js };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures the signed-in first load against a running server. Returns one row per measurement:
 * `{ name, jsGzip, jsRaw, jsFiles, cachedFiles, usableMs, files }`: the scripts fetched from the network (gzip and
 * raw bytes, count, per-file list), how many more the HTTP cache served, and the median time to usable over `runs`.
 */
export async function measureSignedInJs({
  baseUrl = 'http://localhost:3000',
  login = DEMO_LOGIN,
  runs = 3,
  timeout = 30_000,
} = {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const auth = await browser.newContext();
    await signIn(auth, baseUrl, login);
    const materialId = await firstMaterialId(auth, baseUrl);
    const state = await auth.storageState();
    await auth.close();
    const materialPath = `/app/materiais/${materialId}`;

    const samples = new Map();
    const record = (name, js, usableMs) => {
      const row = samples.get(name) ?? { name, js, times: [] };
      row.times.push(usableMs);
      samples.set(name, row);
    };

    for (let run = 0; run < runs; run++) {
      for (const path of ['/app/produtos', materialPath, '/app/hub']) {
        const load = await coldLoad(browser, state, baseUrl, path, timeout);
        record(`first load ${path === materialPath ? '/app/materiais/<id>' : path}`, load.js, load.usableMs);
        if (path === materialPath) {
          await load.page.reload({ waitUntil: 'networkidle', timeout });
          const reloaded = await waitUsable(load.page, path, timeout);
          record('reload /app/materiais/<id>', await load.scripts.take(), reloaded);
        }
        if (path === '/app/produtos') {
          for (const [name, to] of [
            ['navigate produtos → materiais', '/app/materiais'],
            ['navigate materiais → produtos (cached)', '/app/produtos'],
            ['navigate produtos → hub', '/app/hub'],
          ]) {
            const step = await navigate(load.page, load.scripts, to, timeout);
            record(name, step.js, step.usableMs);
          }
        }
        await load.context.close();
      }
    }
    return [...samples.values()].map(({ name, js, times }) => ({
      name,
      jsGzip: js.gzip,
      jsRaw: js.raw,
      jsFiles: js.files,
      cachedFiles: js.cachedFiles,
      usableMs: Math.round(median(times)),
      files: js.list,
    }));
  } finally {
    await browser.close();
  }
}

/** A printable table of `measureSignedInJs()`'s rows. */
export function formatSignedInJs(rows) {
  const lines = [
    'measurement                                   JS gzip   files  cached   usable',
    ...rows.map(
      (row) =>
        `${row.name.padEnd(44)} ${`${(row.jsGzip / 1024).toFixed(1)} KiB`.padStart(10)} ${String(row.jsFiles).padStart(6)} ${String(row.cachedFiles).padStart(7)} ${`${row.usableMs} ms`.padStart(9)}`,
    ),
  ];
  return lines.join('\n');
}

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

async function main() {
  const rows = await measureSignedInJs({
    baseUrl: option('url', 'http://localhost:3000').replace(/\/$/, ''),
    login: { email: option('email', DEMO_LOGIN.email), password: option('password', DEMO_LOGIN.password) },
    runs: Number(option('runs', '3')),
  });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  console.log(formatSignedInJs(rows));
  if (process.argv.includes('--files')) {
    for (const row of rows) {
      console.log(`\n${row.name}`);
      for (const file of row.files)
        console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KiB  ${file.url}`);
    }
  }
  // The budgets of issue 12: the first load of /app/produtos, and a screen usable within a second of an in-app
  // navigation. The other first loads and the reload are printed for comparison.
  const produtos = rows.find((row) => row.name === 'first load /app/produtos');
  const kib = produtos.jsGzip / 1024;
  const slowestNavigation = Math.max(
    ...rows.filter((row) => row.name.startsWith('navigate')).map((r) => r.usableMs),
  );
  const jsOk = kib <= SIGNED_IN_JS_BUDGET_KIB;
  const usableOk = slowestNavigation <= USABLE_BUDGET_MS;
  console.log(
    `\n/app/produtos first load ${kib.toFixed(1)} KiB (budget ${SIGNED_IN_JS_BUDGET_KIB}): ${jsOk ? 'ok' : 'OVER'}; ` +
      `slowest in-app navigation usable in ${slowestNavigation} ms (budget ${USABLE_BUDGET_MS}): ${usableOk ? 'ok' : 'OVER'}`,
  );
  if (!jsOk || !usableOk) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
