import { afterAll, describe } from 'vitest';
import { DIALECTS, type Dialect, freshDatabase, type StressDatabase, skipReason, warnSkipped } from './databases.ts';
import { type ServerProcess, type StartOptions, startServer } from './server.ts';

/** What a test started: killed and dropped after the suite, whether it passed or not. */
export class Resources {
  private readonly servers: ServerProcess[] = [];
  private readonly databases: StressDatabase[] = [];

  async database(dialect: Dialect): Promise<StressDatabase> {
    const database = await freshDatabase(dialect);
    this.databases.push(database);
    return database;
  }

  async server(options: StartOptions): Promise<ServerProcess> {
    const server = await startServer(options);
    this.servers.push(server);
    return server;
  }

  async release(): Promise<void> {
    for (const server of this.servers.splice(0)) await server.kill();
    for (const database of this.databases.splice(0)) await database.drop();
  }
}

/** A suite with its own resources, released after its tests. */
export function withResources(title: string, body: (resources: Resources) => void, skip = false): void {
  describe.skipIf(skip)(title, () => {
    const resources = new Resources();
    afterAll(() => resources.release());
    body(resources);
  });
}

/** The same suite on SQLite and on PostgreSQL (skipped, with a visible warning, without TEST_DATABASE_URL). */
export function forEachDialect(what: string, body: (dialect: Dialect, resources: Resources) => void): void {
  warnSkipped(what);
  for (const dialect of DIALECTS) {
    withResources(`${what} on ${dialect}`, (resources) => body(dialect, resources), skipReason(dialect) !== null);
  }
}
