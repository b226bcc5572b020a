import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildAppOn, createSharedDatabase } from './app-instances.ts';
import { type FakeLlmServer, startFakeLlmServer } from './fake-llm-server.ts';
import type { TestDatabase } from './test-app.ts';

/**
 * For a test file of apps that talk to the fake LLM server: the server lives for the whole
 * file; after each test the apps close, their shared database is dropped and the server's
 * script and records reset. Call at the top of the file.
 */
export function llmHarness() {
  let llm: FakeLlmServer | null = null;
  let testDb: TestDatabase | null = null;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    llm = await startFakeLlmServer();
  });
  afterAll(async () => llm?.close());
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDb?.drop();
    testDb = null;
    llm?.reset();
  });
  const server = () => {
    if (!llm) throw new Error('the fake LLM server starts in beforeAll');
    return llm;
  };
  return {
    get llm(): FakeLlmServer {
      return server();
    },
    /** The environment that points an app at the fake server. */
    modelEnv: (env: Record<string, string> = {}) => ({
      LLM_BASE_URL: server().baseUrl,
      LLM_MODEL: 'test-model',
      ...env,
    }),
    /** The test's database (made on first use; apps of one test share it). */
    async database(): Promise<Database> {
      testDb ??= await createSharedDatabase();
      return testDb.database;
    },
    /** An app on the test's database; closed after the test unless closed before. */
    async start(env: Record<string, string> = {}): Promise<FastifyInstance> {
      const app = await buildAppOn(await this.database(), { env });
      apps.push(app);
      return app;
    },
    async stop(app: FastifyInstance): Promise<void> {
      apps.splice(apps.indexOf(app), 1);
      await app.close();
    },
  };
}
