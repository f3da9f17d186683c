import { type PGlite, types } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
type QueryOptions = { parsers?: Record<number, Parser> } & Record<string, unknown>;
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
type Transaction = { query: Query };

const keepText: Parser = (value) => value;

/**
 * The parsers drizzle's PGlite session passes with every query: dates, times and intervals (and their arrays,
 * numeric[] too) stay text, as drizzle maps them itself. Same list as drizzle-orm/pglite/session.js.
 */
const DRIZZLE_PARSERS: Record<number, Parser> = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

const withoutParsers = (options?: QueryOptions): QueryOptions | undefined => {
  if (!options?.parsers) return options;
  const { parsers: _, ...rest } = options;
  return rest;
};

/**
 * PGlite merges a query's own parsers into a copy of its whole table (about 300 types) on every query: with
 * drizzle, which passes its parsers each time, that copy cost about 0.4 ms a statement, a third of a create
 * request's CPU. Installed once on the engine, the same parsers apply and each query's copy is dropped.
 * Only for an engine drizzle alone reads rows through (the app's): raw queries on it get text for those types too.
 */
export function installDrizzleParsers(pglite: PGlite): void {
  Object.assign((pglite as unknown as { parsers: Record<number, Parser> }).parsers, DRIZZLE_PARSERS);
  const query = pglite.query.bind(pglite) as Query;
  const transaction = pglite.transaction.bind(pglite);
  Object.assign(pglite, {
    query: ((text, params, options) => query(text, params, withoutParsers(options))) satisfies Query,
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        const inner = (tx as unknown as Transaction).query;
        // The transaction object keeps its own members (closed, rollback...); only query changes.
        const wrapped = Object.create(tx, {
          query: {
            value: ((text, params, options) => inner(text, params, withoutParsers(options))) satisfies Query,
          },
        });
        return work(wrapped);
      }),
  });
}
