import pg from 'pg';

/** Statements worth keeping prepared: plain reads and writes (no DDL, no transaction control). */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * pg sends a query without a name as a one-off statement: PostgreSQL parses and plans it
 * each time. The same few hundred texts (one per query shape Kysely compiles) serve every
 * request, so each distinct text gets a name, and each connection prepares it once and
 * from then on only binds and executes it (pg keeps the per-connection bookkeeping).
 *
 * Left unnamed: texts with a `*` other than count(*) (a prepared `select *` fails with
 * "cached plan must not change result type" once a migration adds a column), statements
 * that are not plain reads or writes, and any text beyond the first `max` (the names are
 * never dropped, so a flood of distinct texts must not grow them without bound).
 */
export function nameStatements(pool: pg.Pool, max = 2000): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name !== undefined || names.size >= max) return name;
    if (!NAMEABLE.test(text) || text.replaceAll('count(*)', '').includes('*')) return undefined;
    name = `k${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely calls query(text, values); anything else (a cursor, a callback) goes through as is.
    (client as { query: unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && Array.isArray(values) && rest.length === 0) {
        const name = nameOf(text);
        if (name !== undefined) return namedQuery(query, name, text, values);
      }
      return query(text, values, ...rest);
    };
  });
}

/**
 * A named query as pg would run `query({ name, text, values })`, without the config object:
 * pg copies such an object through its property descriptors (utils.cloneQueryConfig), 3 % of
 * the process in a profile of history reads, and by the figures below costlier still for the
 * code that then reads the copy. Built from its text (pg's fast path) and named afterwards,
 * the query prepares and answers the same. PostgreSQL, back to back (50 connections, 8 s):
 * chat history reads 3-17 % more requests per second, message sends 6-13 %.
 */
function namedQuery(
  submit: (query: pg.Query) => unknown,
  name: string,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult> {
  // No stack rewriting as pg does for its own promises: Kysely, the server's only caller of
  // pool queries, extends a failed query's stack with its caller's.
  return new Promise((resolve, reject) => {
    const query = new pg.Query(text, values, (error, result) => (error ? reject(error) : resolve(result)));
    Object.assign(query, { name });
    submit(query);
  });
}
