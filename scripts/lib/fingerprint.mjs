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
