// `npm start`: build when the sources changed since the last build, then run the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const status = buildIfStale(root, 'start: building (sources changed since the last build)…');
if (status !== 0) process.exit(status);
await import(path.join(root, 'dist/node/server/main.js'));
