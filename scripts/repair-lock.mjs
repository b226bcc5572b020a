// This machine's npm registry mirror lacks some foreign-platform binaries (Biome's and
// Tailwind's darwin/win32/musl builds). `npm install` then leaves them out of
// package-lock.json, and `npm ci` refuses the lock ("Missing: … from lock file"). This
// adds a lock entry for each missing optional platform package, with os/cpu taken from
// its name so npm skips it on this platform. Run after `npm install`.
import fs from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix'];
const CPU = { arm64: 'arm64', x64: 'x64', arm: 'arm', ia32: 'ia32', wasm32: 'wasm32' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os || !cpu) return null;
  return { os: [os], cpu: [cpu], ...(parts.includes('musl') ? { libc: ['musl'] } : {}) };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/` : 'node_modules/';
    if (packages[`${base}${dep}`] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[`node_modules/${dep}`] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`repair-lock: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`);
