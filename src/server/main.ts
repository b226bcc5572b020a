import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptionsFor, openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { systemClock } from './lib/clock.ts';

/** The process: read config, prepare the database, listen, and shut down cleanly. */
async function main(): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Built: dist/node/server/main.js -> dist/client. Dev (tsx): src/server -> dist/client.
  const clientDir = path.resolve(here, '../../../dist/client');

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, process.env.SERVE_CLIENT === 'false' ? undefined : clientDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(databaseOptionsFor(config));
  try {
    await prepareDatabase(database, { seed: config.seed, clock: systemClock });
  } catch (error) {
    console.error(`Database start-up failed: ${(error as Error).message}`);
    await database.close().catch(() => {});
    process.exit(1);
  }

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // Stops accepting connections and waits for in-flight requests to finish.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { address, dialect: database.dialect, dataDir: config.databaseUrl ? undefined : config.dataDir },
      `${config.brand.mainName} listening on ${address}`,
    );
    if (!config.publicUrl && config.env === 'production') {
      app.log.warn(
        `PUBLIC_URL is not set: links in emails (password reset, email change) point at ${config.linkOrigin}. Set PUBLIC_URL to the address visitors use.`,
      );
    }
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close().catch(() => {});
    process.exit(1);
  }
}

void main();
