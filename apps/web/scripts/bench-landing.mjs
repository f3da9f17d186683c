#!/usr/bin/env node
/**
 * Landing page benchmark: builds the web app (or takes a build), serves it with the API exactly as `npm start`
 * does (production mode, a throwaway embedded database, a free port), then measures the first load of /:
 *   - the JavaScript it loads, gzip-compressed here file by file (the server itself does not compress);
 *   - Lighthouse performance and accessibility on the mobile form factor (default emulation, simulated throttling),
 *     the median of several runs.
 * Prints a table and exits non-zero when a target is missed.
 *
 *   npm run bench:landing -w @alinhavo/web [-- --dist <built dir>] [--runs 5] [--report lhr.json] [--gzip]
 *
 * --gzip puts a gzip-compressing proxy in front of the server, to see the scores the server would get if it
 * compressed its text responses (it does not today; Lighthouse then counts the uncompressed sizes).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const TARGETS = { jsKiB: 100, performance: 95, accessibility: 95 };
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(webDir, '../..');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** A build of the web app with the landing pre-rendered: the given one, or a fresh one in a temporary folder. */
function webBuild(temp) {
  const given = option('dist', process.env.WEB_DIST);
  if (given) return resolve(given);
  const outDir = join(temp, 'web');
  console.log(`Building the web app into ${outDir}...`);
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], webDir);
  run(process.execPath, [join(webDir, 'scripts/prerender-landing.mjs'), outDir], webDir);
  return outDir;
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The API serving the build, as `npm start` runs it; resolves once /api/health answers. */
async function startServer(distDir, dataDir, port) {
  const child = spawn('npm', ['run', 'start', '-w', '@alinhavo/api'], {
    cwd: repoDir,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: distDir,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return stop;
    } catch {}
    await new Promise((done) => setTimeout(done, 500));
  }
  await stop();
  throw new Error(`the server did not answer /api/health in 120 s:\n${stderr}`);
}

/** A proxy that gzips compressible responses, as a compressing server would. */
function gzipProxy(targetPort) {
  const compressible = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;
  const server = createHttpServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const gzip =
          req.method !== 'HEAD' &&
          /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
          compressible.test(answer.headers['content-type'] ?? '');
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip()) : answer).pipe(res);
      },
    );
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done({ port: server.address().port, close: () => server.close() }));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => bytes / 1024;

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      // Lighthouse's defaults: mobile form factor and screen emulation, simulated throttling.
      { extends: 'lighthouse:default' },
    );
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The JavaScript files / loaded in a Lighthouse run, each fetched again and gzip-compressed here. */
async function firstLoadScripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const files = [];
  for (const item of scripts) {
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    files.push({ url: new URL(item.url).pathname, raw: body.length, gzip: gzipSync(body).length });
  }
  return files;
}

async function gzipSize(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length, body: body.toString('utf8') };
}

async function main() {
  const runs = Number(option('runs', '5'));
  const temp = mkdtempSync(join(tmpdir(), 'alinhavo-bench-landing-'));
  let stop = async () => {};
  try {
    const distDir = webBuild(temp);
    const port = await freePort();
    const stopServer = await startServer(distDir, join(temp, 'data'), port);
    stop = stopServer;
    const serverCompresses = Boolean(
      (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'gzip' } })).headers.get(
        'content-encoding',
      ),
    );
    let url = `http://127.0.0.1:${port}/`;
    const emulateGzip = process.argv.includes('--gzip') && !serverCompresses;
    if (emulateGzip) {
      const proxy = await gzipProxy(port);
      url = `http://127.0.0.1:${proxy.port}/`;
      stop = async () => {
        proxy.close();
        await stopServer();
      };
    }

    const html = await gzipSize(url);
    const preRendered = html.body.includes('id="hero-title"');
    const cssHrefs = [...html.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    let css = 0;
    for (const href of cssHrefs) css += (await gzipSize(new URL(href, url))).gzip;

    const reports = [];
    for (let i = 0; i < runs; i += 1) {
      const lhr = await lighthouseRun(url);
      const scores = {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
      console.log(
        `Lighthouse run ${i + 1}/${runs}: performance ${scores.performance}, accessibility ${scores.accessibility}` +
          ` (FCP ${Math.round(scores.fcp)} ms, LCP ${Math.round(scores.lcp)} ms, TBT ${Math.round(scores.tbt)} ms)`,
      );
      reports.push({ lhr, scores });
    }
    const reportFile = option('report');
    if (reportFile) writeFileSync(reportFile, JSON.stringify(reports.at(-1).lhr));
    const scripts = await firstLoadScripts(reports[0].lhr);
    const jsGzip = scripts.reduce((sum, file) => sum + file.gzip, 0);
    const jsRaw = scripts.reduce((sum, file) => sum + file.raw, 0);
    const pick = (key) => median(reports.map((report) => report.scores[key]));
    const failedA11y = Object.values(reports.at(-1).lhr.audits)
      .filter(
        (audit) =>
          audit.score === 0 &&
          reports.at(-1).lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
      )
      .map((audit) => audit.id);

    const compression = serverCompresses ? 'yes' : emulateGzip ? 'no (gzip emulated by a proxy)' : 'no';
    const rows = [
      ['Server compresses text', compression, '', null],
      [
        'JS, first load of / (gzip)',
        `${kib(jsGzip).toFixed(1)} KiB in ${scripts.length} files`,
        `≤ ${TARGETS.jsKiB} KiB`,
        kib(jsGzip) <= TARGETS.jsKiB,
      ],
      ['JS, first load of / (raw)', `${kib(jsRaw).toFixed(1)} KiB`, '', null],
      ['CSS (gzip)', `${kib(css).toFixed(1)} KiB`, '', null],
      [
        'HTML of / (gzip)',
        `${kib(html.gzip).toFixed(1)} KiB, ${preRendered ? 'pre-rendered' : 'NOT pre-rendered'}`,
        'pre-rendered',
        preRendered,
      ],
      [
        'Lighthouse performance (mobile)',
        String(pick('performance')),
        `≥ ${TARGETS.performance}`,
        pick('performance') >= TARGETS.performance,
      ],
      [
        'Lighthouse accessibility (mobile)',
        String(pick('accessibility')),
        `≥ ${TARGETS.accessibility}`,
        pick('accessibility') >= TARGETS.accessibility,
      ],
      [
        '  FCP / LCP',
        `${(pick('fcp') / 1000).toFixed(2)} s / ${(pick('lcp') / 1000).toFixed(2)} s`,
        '',
        null,
      ],
      ['  TBT / CLS', `${Math.round(pick('tbt'))} ms / ${pick('cls').toFixed(3)}`, '', null],
    ];
    console.log(`\nLanding page (/) — median of ${runs} Lighthouse run(s), Chromium ${CHROME_PATH}`);
    // Simulated throttling scales the CPU time observed on this machine: a busy host inflates TBT and the score.
    console.log(
      `Host: load average ${loadavg()[0].toFixed(1)}, Lighthouse benchmark index ${Math.round(pick('benchmarkIndex'))}`,
    );
    const widths = [0, 1, 2].map((col) => Math.max(...rows.map((row) => row[col].length)));
    for (const [name, value, target, ok] of rows)
      console.log(
        `${name.padEnd(widths[0])}  ${value.padEnd(widths[1])}  ${target.padEnd(widths[2])}  ${ok === null ? '' : ok ? 'ok' : 'MISSED'}`,
      );
    console.log('\nScripts:');
    for (const file of scripts)
      console.log(`  ${file.url.padEnd(48)} ${kib(file.gzip).toFixed(1).padStart(6)} KiB gzip`);
    if (failedA11y.length) console.log(`\nFailed accessibility audits: ${failedA11y.join(', ')}`);
    const missed = rows.filter((row) => row[3] === false);
    if (missed.length) {
      console.error(`\nMissed: ${missed.map((row) => row[0]).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stop();
    rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
