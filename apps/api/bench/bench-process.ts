import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchCompany } from './bench-app.ts';
import type { OpenOptions } from './bench-server-child.ts';
import type { Statement } from './sql-capture.ts';

const benchDir = dirname(fileURLToPath(import.meta.url));

export type Captured = { status: number; body: string; statements: Statement[] };

/** The parent's handle on one bench server process (the app and, on request, the bare baseline). */
export type BenchServers = {
  appUrl: string;
  signUp(companyName: string): Promise<BenchCompany>;
  sql<T = Record<string, unknown>>(text: string): Promise<T[]>;
  capture(method: string, path: string, cookie: string, body?: unknown): Promise<Captured>;
  serveBare(routes: { list: Statement[]; create: Statement[] }): Promise<string>;
  /** CPU time used by the server process so far, in ms. */
  cpuMs(): Promise<number>;
  /** Resident memory of the server process, MiB. */
  rssMiB(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Starts the bench server process with NODE_ENV=production (no development-only answer checks, production
 * logging) and opens the database in it. Its stdout (the request log) is discarded; stderr is kept for errors.
 */
export async function startBenchServers(options: OpenOptions): Promise<BenchServers> {
  // BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the server process there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', join(benchDir, 'bench-server-child.ts')],
    {
      cwd: join(benchDir, '..'),
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const rpc = createRpc(child, () => stderr);
  const { publicUrl } = await rpc<{ publicUrl: string }>('open', options);
  return {
    appUrl: publicUrl,
    signUp: (companyName) => rpc('signUp', { companyName }),
    sql: (text) => rpc('sql', { text }),
    capture: (method, path, cookie, body) => rpc('capture', { method, path, cookie, body }),
    serveBare: async (routes) =>
      `http://127.0.0.1:${(await rpc<{ port: number }>('serveBare', routes)).port}`,
    cpuMs: () => rpc('cpuMs', {}),
    rssMiB: () => rpc('rssMiB', {}),
    stop: async () => {
      if (child.exitCode === null) {
        await rpc('close', {}).catch(() => {});
        child.disconnect();
        await new Promise((done) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            done(null);
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            done(null);
          });
        });
      }
    },
  };
}

function createRpc(child: ChildProcess, stderr: () => string) {
  let nextId = 0;
  const pending = new Map<number, { done: (value: unknown) => void; fail: (error: Error) => void }>();
  child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.fail(new Error(message.error));
    else waiting.done(message.result);
  });
  child.on('exit', (code) => {
    for (const waiting of pending.values())
      waiting.fail(new Error(`the bench server process exited (${code}):\n${stderr()}`));
    pending.clear();
  });
  return <T>(op: string, args: unknown): Promise<T> =>
    new Promise<T>((done, fail) => {
      const id = nextId++;
      pending.set(id, { done: done as (value: unknown) => void, fail });
      child.send({ id, op, args });
    });
}
