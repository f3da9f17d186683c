import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../src/platform/db/client.ts';

/**
 * Records the SQL statements a database handle sends, whatever sends them (drizzle, better-auth, transactions):
 * on PGlite every Parse and simple Query message of the wire protocol, on PostgreSQL every client.query of the pool.
 */
export class StatementRecorder {
  private recording: string[] | null = null;

  constructor(database: DatabaseHandle) {
    const client = (database.db as unknown as { $client: unknown }).$client;
    if (client instanceof pg.Pool) this.wrapPool(client);
    else this.wrapPglite(database.pglite ?? (client as PGlite));
  }

  /** Runs `work` and returns the statements it sent, lower-cased and with whitespace collapsed. */
  async record(work: () => Promise<unknown>): Promise<string[]> {
    const statements: string[] = [];
    this.recording = statements;
    try {
      await work();
    } finally {
      this.recording = null;
    }
    return statements;
  }

  private push(text: string) {
    this.recording?.push(text.replace(/\s+/g, ' ').trim().toLowerCase());
  }

  private wrapPool(pool: pg.Pool) {
    const wrapped = new WeakSet<object>();
    pool.on('acquire', (connection) => {
      if (wrapped.has(connection)) return;
      wrapped.add(connection);
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [first] = args;
        const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '');
        // A request transaction's held statements (BEGIN, the settings) travel as one simple query: one each.
        for (const statement of args.length === 1 ? text.split('; ') : [text]) this.push(statement);
        return query(...args);
      };
    });
  }

  private wrapPglite(pglite: PGlite) {
    const decoder = new TextDecoder();
    const original = pglite.execProtocolStream.bind(pglite);
    pglite.execProtocolStream = ((message: Uint8Array, options?: never) => {
      const type = message[0];
      if (type === 0x51 /* Q */) this.push(decoder.decode(message.subarray(5, message.indexOf(0, 5))));
      if (type === 0x50 /* P */) {
        const textStart = message.indexOf(0, 5) + 1; // after the statement name
        this.push(decoder.decode(message.subarray(textStart, message.indexOf(0, textStart))));
      }
      return original(message, options);
    }) as PGlite['execProtocolStream'];
  }
}
