// Child process of the foundation bench: holds the database, serves the real app and the bare baseline, and
// answers the parent's requests over IPC. Started by bench-process.ts; never run by hand.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/client.ts';
import { pgliteRunner, poolRunner, serveBare } from './bare-server.ts';
import { type BenchApp, call, serveBenchApp, signUpBenchCompany } from './bench-app.ts';
import { captureStatements, type Statement } from './sql-capture.ts';

export type OpenOptions =
  | { kind: 'postgres'; databaseUrl: string; poolSize: number }
  | { kind: 'pglite'; dataDir: string };

type State = {
  database: DatabaseHandle;
  bench: BenchApp;
  closers: (() => Promise<void>)[];
  options: OpenOptions;
};
let state: State | undefined;

function current(): State {
  if (!state) throw new Error('open first');
  return state;
}

const operations = {
  async open(options: OpenOptions) {
    const database = await openDatabase(
      options.kind === 'postgres'
        ? { databaseUrl: options.databaseUrl, poolSize: options.poolSize }
        : { dataDir: options.dataDir },
    );
    await database.migrate();
    const bench = await serveBenchApp(database);
    state = { database, bench, closers: [], options };
    return { port: bench.port, publicUrl: bench.publicUrl };
  },

  async signUp({ companyName }: { companyName: string }) {
    return signUpBenchCompany(current().bench, companyName);
  },

  /** Runs SQL as the connecting owner (a superuser here: row-level security does not apply). */
  async sql({ text }: { text: string }) {
    const result = await current().database.db.execute(sql.raw(text));
    return (result as unknown as { rows: unknown[] }).rows;
  },

  /** Sends one request through the app in-process and returns its status and every statement it sent. */
  async capture({
    method,
    path,
    cookie,
    body,
  }: {
    method: string;
    path: string;
    cookie: string;
    body?: unknown;
  }) {
    const { database, bench } = current();
    const { result, statements } = await captureStatements(database.pglite, async () => {
      const response = await call(bench, method, path, cookie, body);
      return { status: response.status, text: await response.text() };
    });
    return { status: result.status, body: result.text.slice(0, 2000), statements };
  },

  /** Starts the bare baseline on its own pool of the same size (PostgreSQL) or on the same PGlite instance. */
  async serveBare({ list, create }: { list: Statement[]; create: Statement[] }) {
    const { database, options, closers } = current();
    let run: ReturnType<typeof poolRunner>;
    if (options.kind === 'postgres') {
      const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
      closers.push(() => pool.end());
      run = poolRunner(pool);
    } else {
      run = pgliteRunner(database.pglite!);
    }
    const bare = await serveBare(run, { list, create });
    closers.push(() => bare.close());
    return { port: bare.port };
  },

  /** CPU time this process has used so far (user + system, ms): per-request cost, whatever the host's load. */
  async cpuMs() {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  },

  /** The process's resident memory (MiB), e.g. with hundreds of sockets open. */
  async rssMiB() {
    return process.memoryUsage().rss / 1024 / 1024;
  },

  async close() {
    if (!state) return null;
    const { database, bench, closers } = state;
    state = undefined;
    for (const close of closers.reverse()) await close();
    await bench.close();
    await database.close();
    return null;
  },
};

type Message = { id: number; op: keyof typeof operations; args: never };

process.on('message', (message: Message) => {
  const operation = operations[message.op] as (args: never) => Promise<unknown>;
  operation(message.args).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) =>
      process.send?.({
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
process.on('disconnect', () => process.exit(0));
