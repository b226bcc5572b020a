// `npm start`: build when the sources changed since the last build, then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP_FILE, sourceFingerprint } from './lib/fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, STAMP_FILE);
const fresh =
  fs.existsSync(stamp) &&
  fs.existsSync(path.join(root, 'dist/node/server/main.js')) &&
  fs.readFileSync(stamp, 'utf8') === sourceFingerprint(root);

if (!fresh) {
  console.log('start: building (sources changed since the last build)…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(path.join(root, 'dist/node/server/main.js'));
