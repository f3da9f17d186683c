// Measures how long the API takes to start on the embedded database: from launching the process until
// GET /api/health answers and the demo login signs in.
//   first:   an empty data folder (the database, then the demo company seed)
//   restart: the same folder again, with its data
// Optionally while CPU hogs (`node -e 'for(;;){}'`) keep the cores busy, as when other work runs. Each run also
// reports the CPU time the server used, which depends far less on what else the machine is doing.
//
//   npm run build && node apps/api/bench/start-times.ts [--runs 3] [--hogs 0,2] [--scenario first|restart]
//     [--port 3390] [--command "node apps/api/dist/server.js"] [--json]
//
// Other benches import measureStartTimes(); it spawns everything it needs and stops what it started.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export type StartScenario = 'first' | 'restart';

export type StartTimesOptions = {
  /** The server command, run from the repository root. Default: the built server on the current Node. */
  command?: readonly string[];
  /** Starts per scenario; the median is reported. Default 3. */
  runs?: number;
  /** CPU hogs kept running during the measurements. Default 0. */
  hogs?: number;
  /** Default both. */
  scenarios?: readonly StartScenario[];
  /** Default 3390. */
  port?: number;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Give up on one start after this long. Default 300 s. */
  timeoutMs?: number;
  /** Called after every start, e.g. to print progress. */
  onRun?: (run: StartRun) => void;
};

export type StartRun = {
  scenario: StartScenario;
  /** Launch to the first 200 of GET /api/health. */
  healthMs: number;
  /** Launch to a successful sign-in of the demo login (the "start" time). */
  readyMs: number;
  /** CPU time (user + system) the server's processes used until then: what the start costs, whatever the load. */
  cpuMs: number;
};

export type StartStats = {
  runs: StartRun[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  medianHealthMs: number;
  medianCpuMs: number;
};

export type StartTimesResult = {
  command: readonly string[];
  hogs: number;
  first?: StartStats;
  restart?: StartStats;
};

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BUILT_SERVER: readonly string[] = [process.execPath, 'apps/api/dist/server.js'];
export const DEMO = { email: 'demo@alinhavo.app', password: 'Aurora#2026' } as const;

export async function measureStartTimes(options: StartTimesOptions = {}): Promise<StartTimesResult> {
  const command = options.command ?? BUILT_SERVER;
  if (command === BUILT_SERVER && !existsSync(join(ROOT, 'apps/api/dist/server.js'))) {
    throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  }
  const runs = options.runs ?? 3;
  const scenarios = options.scenarios ?? ['first', 'restart'];
  const hogs = startHogs(options.hogs ?? 0);
  const result: StartTimesResult = { command, hogs: options.hogs ?? 0 };
  const folders: string[] = [];
  try {
    const firstRuns: StartRun[] = [];
    const restartRuns: StartRun[] = [];
    let seeded: string | undefined;
    for (let i = 0; i < runs; i++) {
      if (scenarios.includes('first') || !seeded) {
        const folder = mkdtempSync(join(tmpdir(), 'alinhavo-start-'));
        folders.push(folder);
        const run = await timeOneStart('first', folder, command, options);
        if (scenarios.includes('first')) {
          firstRuns.push(run);
          options.onRun?.(run);
        }
        seeded = folder;
      }
      if (scenarios.includes('restart')) {
        const run = await timeOneStart('restart', seeded, command, options);
        restartRuns.push(run);
        options.onRun?.(run);
      }
    }
    if (firstRuns.length) result.first = stats(firstRuns);
    if (restartRuns.length) result.restart = stats(restartRuns);
    return result;
  } finally {
    for (const hog of hogs) hog.kill('SIGKILL');
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

async function timeOneStart(
  scenario: StartScenario,
  dataDir: string,
  command: readonly string[],
  options: StartTimesOptions,
): Promise<StartRun> {
  const port = options.port ?? 3390;
  const base = `http://127.0.0.1:${port}`;
  const deadline = options.timeoutMs ?? 300_000;
  const [file, ...args] = command;
  if (!file) throw new Error('measureStartTimes: empty command');
  const started = performance.now();
  const server = spawn(file, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  let stderr = '';
  server.stderr?.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
  try {
    const healthMs = await waitFor(
      async () => (await fetch(`${base}/api/health`)).ok,
      started,
      deadline,
      server,
    );
    const signedIn = await signIn(base);
    if (!signedIn) throw new Error(`the demo login did not sign in (${scenario} start)`);
    const readyMs = performance.now() - started;
    return { scenario, healthMs, readyMs, cpuMs: server.pid ? processTreeCpuMs(server.pid) : Number.NaN };
  } catch (error) {
    throw new Error(`${scenario} start failed: ${(error as Error).message}\n${stderr}`);
  } finally {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

async function waitFor(
  check: () => Promise<boolean>,
  started: number,
  deadline: number,
  server: ChildProcess,
): Promise<number> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (performance.now() - started > deadline) throw new Error(`no answer within ${deadline} ms`);
    try {
      if (await check()) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 20));
  }
}

async function signIn(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO),
  });
  return response.ok && Boolean(response.headers.get('set-cookie'));
}

/** User + system CPU of a process and its descendants, from /proc (Linux); NaN elsewhere. */
function processTreeCpuMs(pid: number): number {
  try {
    const ticksPerSecond = 100; // USER_HZ on Linux
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of stat; here 0-based after the command name.
    const own = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    let total = (own / ticksPerSecond) * 1000;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) total += processTreeCpuMs(Number(child));
    }
    return total;
  } catch {
    return Number.NaN;
  }
}

function startHogs(count: number): ChildProcess[] {
  const hogs = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const hog of hogs) hog.kill('SIGKILL');
  };
  process.once('exit', stop);
  return hogs;
}

function stats(runs: StartRun[]): StartStats {
  const ready = runs.map((run) => run.readyMs);
  return {
    runs,
    medianMs: median(ready),
    minMs: Math.min(...ready),
    maxMs: Math.max(...ready),
    medianHealthMs: median(runs.map((run) => run.healthMs)),
    medianCpuMs: median(runs.map((run) => run.cpuMs)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      hogs: { type: 'string', default: '0,2' },
      command: { type: 'string' },
      scenario: { type: 'string' },
      port: { type: 'string', default: '3390' },
      json: { type: 'boolean', default: false },
    },
  });
  const command = values.command ? values.command.split(' ').filter(Boolean) : BUILT_SERVER;
  const results: StartTimesResult[] = [];
  for (const hogs of values.hogs.split(',').map(Number)) {
    if (!values.json) console.log(`\n${command.join(' ')} — ${hogs} CPU hog(s), ${values.runs} runs`);
    const result = await measureStartTimes({
      command,
      runs: Number(values.runs),
      hogs,
      port: Number(values.port),
      ...(values.scenario ? { scenarios: [values.scenario as StartScenario] } : {}),
      onRun: (run) => {
        if (!values.json)
          console.log(
            `  ${run.scenario.padEnd(7)} health ${seconds(run.healthMs)}  signed in ${seconds(run.readyMs)}  cpu ${seconds(run.cpuMs)}`,
          );
      },
    });
    results.push(result);
    if (!values.json) {
      for (const scenario of ['first', 'restart'] as const) {
        const s = result[scenario];
        if (s)
          console.log(
            `  ${scenario.padEnd(7)} median ${seconds(s.medianMs)} (min ${seconds(s.minMs)}, max ${seconds(s.maxMs)}; health ${seconds(s.medianHealthMs)}; cpu ${seconds(s.medianCpuMs)})`,
          );
      }
    }
  }
  if (values.json) console.log(JSON.stringify(results, null, 2));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
