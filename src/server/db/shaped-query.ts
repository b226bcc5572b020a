import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { DirectReadKysely } from './direct-read.ts';

/** Where a value goes in a query compiled once per shape. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A hot read of one shape, compiled once. Kysely builds and compiles a query on every call,
 * which on a small page read costs about as much CPU as SQLite takes to run it; when the
 * SQL depends only on a few choices (the shape: sort, filter, whether there is a search),
 * it is built once per shape with a placeholder for each value, and each call binds its
 * values. The SQL text of a shape never changes, so better-sqlite3's statement cache and
 * PostgreSQL's named statements (named-statements.ts) keep it prepared.
 *
 * `build` must pass each value of `values` to Kysely as is, as a parameter (transform it
 * before: a placeholder is an object, not the value), and take everything else from the
 * shape alone: other parameters (constants such as `is_visible = 1`) are kept as compiled.
 * A value left undefined reaches `build` as undefined: which values are given is part of the
 * shape, so each combination is compiled once on its own.
 * Compiled SQL differs between dialects: what an instance compiles is kept per database (its
 * dialect adapter, shared by the database's transactions and plugin views, and let go with
 * it), so one instance, even at module level, serves every app of the process.
 */
export class ShapedQuery<V extends Record<string, unknown>, R, DB> {
  /** Per database, compiled per combination of given values (the names of those left undefined). */
  private readonly compiled = new WeakMap<
    object,
    Map<string, { query: CompiledQuery<R>; names: ((keyof V & string) | null)[] }>
  >();

  constructor(private readonly build: (db: Kysely<DB>, values: V) => Compilable<R>) {}

  async execute(db: Kysely<DB>, values: V): Promise<R[]> {
    const absent = Object.keys(values)
      .filter((name) => values[name] === undefined)
      .join();
    const adapter = db.getExecutor().adapter;
    let shapes = this.compiled.get(adapter);
    if (!shapes) {
      shapes = new Map();
      this.compiled.set(adapter, shapes);
    }
    let entry = shapes.get(absent);
    if (!entry) {
      const slots = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, value === undefined ? undefined : new Slot(name)]),
      ) as V;
      const query = this.build(db, slots).compile();
      // A parameter that is not a slot is a constant of the shape (`is_visible = 1`).
      const names = query.parameters.map((value) => (value instanceof Slot ? (value.name as keyof V & string) : null));
      entry = { query, names };
      shapes.set(absent, entry);
    }
    const { query, names } = entry;
    const parameters = names.map((name, i) => (name === null ? query.parameters[i] : values[name]));
    // On SQLite, outside a transaction, a select runs on the connection at once (direct-read.ts).
    const rows = db instanceof DirectReadKysely ? db.readAtOnce(query, parameters) : undefined;
    if (rows) return rows;
    // The compiled query keeps its operation node, so plugins still see a select.
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  }
}
