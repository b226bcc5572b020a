// Types for server.mjs, which TypeScript code (tests/stress) imports.
export interface ThrowAwayDatabase {
  /** DATA_DIR, plus DATABASE_URL on PostgreSQL: the environment that points a server at it. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}
export declare function freePort(): Promise<number>;
export declare function throwAwayDatabase(
  dialect: 'sqlite' | 'postgres',
  adminUrl: string | undefined,
  prefix?: string,
): Promise<ThrowAwayDatabase>;
export declare function postgresReachable(adminUrl: string): Promise<boolean>;
export declare function startBenchServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
