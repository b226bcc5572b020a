import { describe, expect, it } from 'vitest';
import { applyExceptions, checkSource } from './server-rules.ts';

const FILE = 'src/server/modules/example/example.service.ts';
const found = (text: string, file = FILE) => checkSource(file, text).map((v) => `${v.rule} ${v.name}`);

describe('server rules: module-state', () => {
  it('fails on module-level caches, markers and lets', () => {
    expect(
      found(`
        const lastPrune = new WeakMap<object, number>();
        const pages = new Map<string, string>();
        export const seen = new Set<number>();
        const queue: string[] = [];
        const byId: Record<string, number> = {};
        let warmedUp = false;
        var legacy = 1;
      `),
    ).toEqual([
      'module-state lastPrune',
      'module-state pages',
      'module-state seen',
      'module-state queue',
      'module-state byId',
      'module-state warmedUp',
      'module-state legacy',
    ]);
  });

  it('fails on static state of a class', () => {
    expect(found('class Cache { static entries = new Map<string, string>(); static order: string[] = []; }')).toEqual([
      'module-state entries',
      'module-state order',
    ]);
  });

  it('lets through constants, read-only tables and state owned by an instance or a call', () => {
    expect(
      found(`
        const STOP: ReadonlySet<string> = new Set(['a', 'the']);
        const LIMITS: ReadonlyMap<string, number> = new Map([['a', 1]]);
        const STATUS = { NOT_FOUND: 404 } as const;
        const DAYS = ['mon', 'tue'];
        export class Worker { private readonly running = new Map<number, string>(); }
        export function build() { const cache = new Map(); let n = 0; return { cache, n }; }
      `),
    ).toEqual([]);
  });
});

describe('server rules: periodic-work', () => {
  it('fails on setInterval anywhere but the jobs plugin, naming the function it is in', () => {
    const text = `
      export function startPublisher() { setInterval(() => publish(), 60_000); }
      class Poller { start() { this.timer = globalThis.setInterval(() => {}, 1000); } }
    `;
    expect(found(text)).toEqual(['periodic-work startPublisher', 'periodic-work start']);
    expect(found(text, 'src/server/plugins/jobs.ts')).toEqual([]);
    expect(found('setTimeout(() => {}, 10);')).toEqual([]);
  });
});

describe('server rules: transactions', () => {
  it('fails on a service opening its own transaction or copying ctx with another db', () => {
    expect(
      found(`
        export async function save(ctx) {
          await ctx.db.transaction().execute(async (trx) => award({ ...ctx, db: trx }));
        }
      `),
    ).toEqual(['transactions save', 'transactions save']);
  });

  it('lets repos group their statements and withTransaction do its job', () => {
    const repo = 'export async function move(db) { return db.transaction().execute(async (trx) => trx); }';
    expect(found(repo, 'src/server/modules/example/example.repo.ts')).toEqual([]);
    expect(found('const tx = { ...ctx, db: trx };', 'src/server/db/transaction.ts')).toEqual([]);
    expect(found('await withTransaction(ctx, async (tx) => save(tx));')).toEqual([]);
  });
});

describe('server rules: exceptions', () => {
  it('excuses only what an exception names, and reports exceptions that excuse nothing', () => {
    const violations = checkSource(FILE, 'const a = new Map(); const b = new Map();');
    const exception = { file: FILE, rule: 'module-state' as const, name: 'a', reason: 'test' };
    const stale = { ...exception, name: 'gone' };
    const result = applyExceptions(violations, [exception, stale]);
    expect(result.violations.map((v) => v.name)).toEqual(['b']);
    expect(result.unused).toEqual([stale]);
  });
});
