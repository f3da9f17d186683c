import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port.ts';
import { log, type ReportRow, verdict } from './report.ts';
import { productionServerCommand, REPO_ROOT, type ServerMode, webDist } from './server-command.ts';

const BUDGET_KIB = 150;

type SignedInRow = {
  name: string;
  jsGzip: number;
  jsRaw: number;
  jsFiles: number;
  cachedFiles: number;
  usableMs: number;
};
type SignedInModule = {
  measureSignedInJs(options: { baseUrl: string; runs?: number }): Promise<SignedInRow[]>;
  formatSignedInJs(rows: SignedInRow[]): string;
};

/**
 * The signed-in first load: the production server on a fresh embedded database with the demo, serving the built
 * web app; apps/web/scripts/signed-in-js.mjs signs in to the demo in headless Chromium and sums the JavaScript
 * (gzip) fetched until the network is idle on /app/produtos (and the other screens it measures).
 */
export async function measureFirstLoadJs(section: string, mode: ServerMode): Promise<ReportRow[]> {
  const dist = webDist();
  const { command, label } = productionServerCommand(mode);
  log(`  server: ${label}, web ${dist}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'alinhavo-foundation-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = await startServer(command, { port, dataDir, dist, baseUrl });
    const module = (await import(
      pathToFileURL(join(REPO_ROOT, 'apps/web/scripts/signed-in-js.mjs')).href
    )) as SignedInModule;
    const measured = await module.measureSignedInJs({ baseUrl, runs: 3 });
    for (const line of module.formatSignedInJs(measured).split('\n')) log(`  ${line}`);
    return measured
      .filter((row) => row.name.startsWith('first load'))
      .map((row) => {
        const kib = row.jsGzip / 1024;
        const budgeted = row.name === 'first load /app/produtos';
        return {
          section,
          metric: `JS gzip, ${row.name} (${row.jsFiles} files; usable ${row.usableMs} ms)`,
          value: `${kib.toFixed(1)} KiB`,
          ...(budgeted ? { target: `≤ ${BUDGET_KIB} KiB`, verdict: verdict(kib <= BUDGET_KIB) } : {}),
        };
      });
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startServer(
  command: string[],
  { port, dataDir, dist, baseUrl }: { port: number; dataDir: string; dist: string; baseUrl: string },
): Promise<ChildProcess> {
  const [file, ...args] = command;
  const server = spawn(file!, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: dist,
      AUTH_RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = performance.now() + 180_000;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop(server);
  throw new Error(`the server did not answer /api/health within 180 s:\n${stderr}`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
