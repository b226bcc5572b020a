import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Where prebuild-install looks, before it downloads, for a package's prebuilt binary: npm's
 * cache (`_prebuilds`), under the name of the download for this Node ABI, platform and
 * architecture (prebuild-install's own key, from its util module; glibc, as on this
 * machine: a musl machine names its downloads differently and would simply not find it).
 */
export function cachedPrebuildPath(packageName, { npmCache } = {}) {
  const manifest = require.resolve(`${packageName}/package.json`);
  const pkg = require(manifest);
  const packageDir = path.dirname(manifest);
  const fromPackage = createRequire(manifest);
  const util = fromPackage('prebuild-install/util');
  const url = util.getDownloadUrl({
    pkg,
    runtime: 'node',
    abi: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
    libc: '',
    'tag-prefix': 'v',
  });
  // prebuild-install's file name for the download, in the given npm cache or npm's own.
  const name = path.basename(util.cachedPrebuild(url));
  return { packageDir, file: path.join(npmCache ?? util.npmCache(), '_prebuilds', name) };
}

/**
 * Keeps the binary `npm ci` just compiled for `packageName` where prebuild-install finds it
 * next time (cachedPrebuildPath), packed as its downloads are (build/Release/<name>.node in
 * a .tar.gz). This machine cannot reach GitHub, where better-sqlite3's prebuilt binaries
 * are, so each install compiled SQLite from source: 65 s of every CI run. Written to a
 * temporary name and renamed, so an interrupted run never leaves half a file to unpack.
 * Returns what it did: 'kept', 'already kept', or 'nothing built' (the binary came from
 * elsewhere, or the package has none).
 */
export function keepNativeBuild(packageName, binaryName, { npmCache } = {}) {
  const { packageDir, file } = cachedPrebuildPath(packageName, { npmCache });
  const binary = path.join('build', 'Release', `${binaryName}.node`);
  if (fs.existsSync(file)) return { status: 'already kept', file };
  if (!fs.existsSync(path.join(packageDir, binary))) return { status: 'nothing built', file };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  try {
    execFileSync('tar', ['-czf', partial, '-C', packageDir, binary]);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { status: 'kept', file };
}
