import type pg from 'pg';

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
        if (name !== undefined) return query({ name, text, values });
      }
      return query(text, values, ...rest);
    };
  });
}
