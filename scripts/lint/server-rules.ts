/**
 * House rules for src/server that Biome and dependency-cruiser cannot express, checked on
 * the syntax tree (TypeScript's compiler API) by `npm run lint`:
 *
 * - module-state: no mutable state at module level. A module is loaded once per process
 *   but a process may hold several apps (tests, the admin CLI), and state there outlives
 *   and leaks between them; caches and markers belong to the app instance. Flagged: a
 *   module-level `let`/`var`; a module-level or static `new Map/Set/WeakMap/WeakSet` (unless
 *   typed ReadonlyMap/ReadonlySet: a lookup table nobody can change); a module-level or
 *   static empty `[]` or `{}` (a table of constants is never empty: an empty one is there
 *   to be filled).
 * - periodic-work: no `setInterval` outside the jobs plugin; periodic work of the app is a
 *   job (one winner across instances, the injectable clock, visible in `jobs list`).
 * - transactions: services open transactions with `withTransaction(ctx, fn)`, never with
 *   `ctx.db.transaction()` or a hand-made `{ ...ctx, db: trx }`, so a reader (and this
 *   check) sees which calls share one. Repos may still group their own statements.
 *
 * Exceptions are listed below, each with its reason. An exception that matches nothing
 * fails the check too, so the list stays short and true.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type Rule = 'module-state' | 'periodic-work' | 'transactions';

export interface Violation {
  file: string;
  line: number;
  rule: Rule;
  /** The variable, or the function the call is in: what an exception names. */
  name: string;
  message: string;
}

export interface Exception {
  file: string;
  rule: Rule;
  name: string;
  reason: string;
}

export const EXCEPTIONS: Exception[] = [
  {
    file: 'src/server/modules/chat/chat-stream.ts',
    rule: 'periodic-work',
    name: 'open',
    reason: "one open stream's keep-alive comment, cleared when the stream closes: not work of the app",
  },
  {
    file: 'src/server/modules/chat/reply-worker.ts',
    rule: 'periodic-work',
    name: 'answer',
    reason: "renews one reply's lease while an engine writes it, cleared when the reply ends",
  },
  {
    file: 'src/server/modules/chat/reply-worker.ts',
    rule: 'periodic-work',
    name: 'start',
    reason:
      'the reply queue poll (every 2 s): a queue consumer with its own leases in chat_replies, not scheduled work; started and stopped by its plugin (chat.plugins.ts)',
  },
  ...[
    ['intents.ts', 'LOW_MOODS'],
    ['persona-profile.ts', 'STOP_WORDS'],
  ].map(([file, name]) => ({
    file: `src/server/chat/persona/${file}`,
    rule: 'module-state' as const,
    name: name ?? '',
    reason: 'a constant word list (never changed); to become a typed ReadonlySet with the next change to persona/',
  })),
];

/** Where setInterval belongs: the jobs plugin's timer, and its runner's lease renewal. */
const JOBS_PLUGIN = ['src/server/plugins/jobs.ts', 'src/server/jobs/job-runner.ts'];
const TRANSACTION_HELPER = 'src/server/db/transaction.ts';
const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

function isEmptyContainer(node: ts.Expression): boolean {
  const inner = ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? node.expression : node;
  return (
    (ts.isArrayLiteralExpression(inner) && inner.elements.length === 0) ||
    (ts.isObjectLiteralExpression(inner) && inner.properties.length === 0)
  );
}

function isMutableCollection(node: ts.Expression, type: ts.TypeNode | undefined): boolean {
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression)) return false;
  if (!COLLECTIONS.has(node.expression.text)) return false;
  const typeName = type && ts.isTypeReferenceNode(type) ? type.typeName.getText() : '';
  return typeName !== 'ReadonlyMap' && typeName !== 'ReadonlySet';
}

/** The name of the function, method or variable a node sits in ('<module>' at top level). */
function enclosingName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) return at.name.getText();
    if (ts.isConstructorDeclaration(at)) return 'constructor';
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent)) {
      return at.parent.name.getText();
    }
  }
  return '<module>';
}

function calledName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** Every violation in one file; `file` is the path relative to the repository root. */
export function checkSource(file: string, text: string): Violation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Violation[] = [];
  const report = (node: ts.Node, rule: Rule, name: string, message: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file, line: line + 1, rule, name, message });
  };
  const isService = file.endsWith('.service.ts');

  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isLet = (statement.declarationList.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText();
      const init = declaration.initializer;
      if (isLet) report(declaration, 'module-state', name, `module-level \`let\` ${name}: keep state on the app`);
      else if (init && (isMutableCollection(init, declaration.type) || isEmptyContainer(init))) {
        report(declaration, 'module-state', name, `module-level mutable ${name}: keep caches on the app instance`);
      }
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyDeclaration(node) && node.initializer) {
      const isStatic = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
      const mutable = isMutableCollection(node.initializer, node.type) || isEmptyContainer(node.initializer);
      if (isStatic && mutable) {
        const name = node.name.getText();
        report(node, 'module-state', name, `static mutable ${name} is module state: keep it on the instance`);
      }
    }
    if (ts.isCallExpression(node)) {
      const called = calledName(node);
      if (called === 'setInterval' && !JOBS_PLUGIN.includes(file)) {
        report(node, 'periodic-work', enclosingName(node), 'setInterval outside the jobs plugin: define a job');
      }
      if (called === 'transaction' && isService && ts.isPropertyAccessExpression(node.expression)) {
        report(node, 'transactions', enclosingName(node), 'a service opens transactions with withTransaction(ctx, fn)');
      }
    }
    if (ts.isObjectLiteralExpression(node) && file !== TRANSACTION_HELPER) {
      const spreads = node.properties.some(ts.isSpreadAssignment);
      const db = node.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'db');
      if (spreads && db) {
        report(node, 'transactions', enclosingName(node), '{ ...ctx, db } by hand: use withTransaction(ctx, fn)');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function excepted(violation: Violation, exception: Exception): boolean {
  return (
    exception.file === violation.file &&
    exception.rule === violation.rule &&
    (exception.name === '*' || exception.name === violation.name)
  );
}

/** Violations not covered by an exception, and exceptions that cover nothing. */
export function applyExceptions(
  violations: Violation[],
  exceptions: Exception[],
): { violations: Violation[]; unused: Exception[] } {
  return {
    violations: violations.filter((v) => !exceptions.some((e) => excepted(v, e))),
    unused: exceptions.filter((e) => !violations.some((v) => excepted(v, e))),
  };
}

/** Production and test-support code of the server; test files may keep their fixtures at module level. */
export function serverFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith('.ts') && !rel.endsWith('.test.ts')) files.push(rel);
    }
  };
  walk('src/server');
  return files.sort();
}

function main(): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const all = serverFiles(root).flatMap((file) => checkSource(file, fs.readFileSync(path.join(root, file), 'utf8')));
  const { violations, unused } = applyExceptions(all, EXCEPTIONS);
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  for (const e of unused) {
    console.error(
      `scripts/lint/server-rules.ts: the ${e.rule} exception for ${e.name} in ${e.file} matches nothing: delete it`,
    );
  }
  const problems = violations.length + unused.length;
  if (problems > 0) console.error(`server rules: ${problems} problem${problems === 1 ? '' : 's'}`);
  return problems > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
