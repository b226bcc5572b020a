// Builds the SPA (Vite) and the server (tsc), then pre-compresses static text assets so
// the server can send .br/.gz files without compressing on every request.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';
import { STAMP_FILE, sourceFingerprint } from './lib/fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const started = Date.now();

await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
fs.rmSync(path.join(root, 'dist/node'), { recursive: true, force: true });
// Emit only: `npm run typecheck` checks these files (and `npm test` runs it beside this
// build). With isolatedModules each file compiles on its own, so the output is the same
// byte for byte (compared) in a third of the time: 18.4 -> 6.5 s, 27 -> 9.4 CPU-s.
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--noCheck'],
  { stdio: 'inherit' },
);
// The seeded premium pictures are server data, not public files: beside the compiled seed.
fs.cpSync(path.join(root, 'src/server/db/seed/art'), path.join(root, 'dist/node/server/db/seed/art'), {
  recursive: true,
});

const COMPRESSIBLE = /\.(js|css|svg|html|json|webmanifest|txt|map)$/;
let compressed = 0;
function compressDir(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressDir(file);
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(file).size >= 1024) {
      const data = fs.readFileSync(file);
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      compressed++;
    }
  }
}
compressDir(path.join(root, 'dist/client'));

fs.writeFileSync(path.join(root, STAMP_FILE), sourceFingerprint(root));
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files pre-compressed)`);
