import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Inputs of the build: if none changed since the last build, `npm start` skips building. */
const INPUTS = [
  'src',
  'public',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'tsconfig.build.json',
  'package-lock.json',
];

function walk(entry, out) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), out);
  } else if (!/\.test\.tsx?$/.test(entry)) {
    out.push(`${entry}:${stat.size}:${Math.floor(stat.mtimeMs)}`);
  }
}

export function sourceFingerprint(root) {
  const lines = [];
  for (const input of INPUTS) walk(path.join(root, input), lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

export const STAMP_FILE = 'dist/.build-stamp';

/** True when dist/ holds a server and client built from the current sources. */
export function buildIsFresh(root) {
  const stamp = path.join(root, STAMP_FILE);
  return (
    fs.existsSync(stamp) &&
    fs.existsSync(path.join(root, 'dist/node/server/main.js')) &&
    fs.readFileSync(stamp, 'utf8') === sourceFingerprint(root)
  );
}

/**
 * Runs scripts/build.mjs unless the build is fresh (printing `reason` first). Returns the
 * build's exit status, 0 when nothing had to be built.
 */
export function buildIfStale(root, reason) {
  if (buildIsFresh(root)) return 0;
  console.log(reason);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  return result.status ?? 1;
}
