import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type KyselyPlugin,
  type OperationNode,
  type QueryId,
  RawNode,
  SelectQueryNode,
} from 'kysely';

/** Raw SQL that only reads; any other raw statement is counted as a write (harmless if it was not). */
const RAW_READ = /^\s*(select|explain|show)\b/i;

function mayWrite(node: OperationNode): boolean {
  // A select can write through its common table expressions (PostgreSQL's data-modifying CTEs).
  if (SelectQueryNode.is(node)) return node.with?.expressions.some((cte) => mayWrite(cte.expression)) ?? false;
  if (RawNode.is(node)) return !RAW_READ.test(node.sqlFragments[0] ?? '');
  return true;
}

/**
 * Counts the writes this process makes through one Kysely instance, at the moment they
 * become visible to other connections: when a statement that may write completes outside a
 * transaction (the plugin), and when a transaction commits (the driver). A count taken
 * before a read therefore moves if anything this process wrote could have changed it.
 * Writes by other processes are not seen: a cache keyed on it must also expire.
 */
export class WriteCounter {
  count = 0;
  readonly plugin: KyselyPlugin;

  constructor() {
    const writes = new WeakSet<QueryId>();
    this.plugin = {
      transformQuery: ({ node, queryId }) => {
        if (mayWrite(node)) writes.add(queryId);
        return node;
      },
      transformResult: async ({ queryId, result }) => {
        if (writes.has(queryId)) this.count++;
        return result;
      },
    };
  }

  /** `inner` with a driver that counts every commit. */
  dialect(inner: Dialect): Dialect {
    return {
      createAdapter: () => inner.createAdapter(),
      createDriver: () => this.countCommits(inner.createDriver()),
      createQueryCompiler: () => inner.createQueryCompiler(),
      createIntrospector: (db) => inner.createIntrospector(db),
    };
  }

  private countCommits(driver: Driver): Driver {
    const commit = async (connection: DatabaseConnection) => {
      await driver.commitTransaction(connection);
      this.count++;
    };
    return new Proxy(driver, {
      get(target, property) {
        if (property === 'commitTransaction') return commit;
        const value = Reflect.get(target, property, target);
        // The driver's methods use its private fields: they must run on the driver itself.
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}
