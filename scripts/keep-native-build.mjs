// After `npm ci` in CI (.ci/run): keeps better-sqlite3's compiled binary in npm's cache,
// where the next install on this machine finds it instead of compiling SQLite again
// (scripts/lib/native-build-cache.mjs). A fresh machine compiles once, as before.
import { keepNativeBuild } from './lib/native-build-cache.mjs';

const { status, file } = keepNativeBuild('better-sqlite3', 'better_sqlite3');
console.log(`better-sqlite3's binary: ${status} (${file})`);
