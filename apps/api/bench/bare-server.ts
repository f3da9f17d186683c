import { createServer, type Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Statement } from './sql-capture.ts';

/** Runs statements one after the other on one connection and returns each one's rows. */
export type StatementRunner = (statements: readonly Statement[]) => Promise<unknown[][]>;

export function poolRunner(pool: pg.Pool): StatementRunner {
  return async (statements) => {
    if (statements.length === 1) {
      const only = statements[0]!;
      return [(await pool.query({ text: only.text, values: only.values as unknown[] })).rows];
    }
    const client = await pool.connect();
    try {
      const results: unknown[][] = [];
      for (const s of statements) results.push((await client.query({ text: s.text, values: s.values })).rows);
      return results;
    } finally {
      client.release();
    }
  };
}

export function pgliteRunner(pglite: PGlite): StatementRunner {
  return async (statements) => {
    const results: unknown[][] = [];
    for (const s of statements) results.push((await pglite.query(s.text, s.values as unknown[])).rows);
    return results;
  };
}

/**
 * The baseline: a bare node:http server that answers GET /list and POST /create by sending exactly the
 * statements given (the ones the app's route sends, captured from it), with no framework, session, tenant or
 * validation around them. The body of a POST is read and ignored.
 */
export async function serveBare(
  run: StatementRunner,
  routes: { list: readonly Statement[]; create: readonly Statement[] },
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const statements = req.method === 'POST' ? routes.create : routes.list;
      run(statements).then(
        (results) => {
          const payload = JSON.stringify(results.length === 1 ? results[0] : results);
          res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
          res.end(payload);
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise<void>((done) => server.close(() => done())) };
}
