import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedPrebuildPath, keepNativeBuild } from './native-build-cache.mjs';

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("better-sqlite3's compiled binary kept for the next install", () => {
  it('is packed where prebuild-install looks, and prebuild-install installs it from there without compiling', () => {
    const npmCache = tempDir('companions-npm-cache-');
    const kept = keepNativeBuild('better-sqlite3', 'better_sqlite3', { npmCache });
    expect(kept.status).toBe('kept');
    expect(kept.file).toBe(cachedPrebuildPath('better-sqlite3', { npmCache }).file);
    expect(keepNativeBuild('better-sqlite3', 'better_sqlite3', { npmCache }).status).toBe('already kept');

    // A package directory as `npm ci` leaves it before the install script runs.
    const { packageDir } = cachedPrebuildPath('better-sqlite3');
    const installDir = tempDir('companions-install-');
    fs.copyFileSync(path.join(packageDir, 'package.json'), path.join(installDir, 'package.json'));
    const bin = createRequire(path.join(packageDir, 'package.json')).resolve('prebuild-install/bin.js');
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_config_')));
    const install = spawnSync(process.execPath, [bin, '--verbose'], {
      cwd: installDir,
      env: { ...env, npm_config_cache: npmCache },
      encoding: 'utf8',
    });
    expect(install.stderr).toContain('found cached prebuild');
    expect(install.status).toBe(0);
    const binary = path.join('build', 'Release', 'better_sqlite3.node');
    expect(fs.readFileSync(path.join(installDir, binary)).equals(fs.readFileSync(path.join(packageDir, binary)))).toBe(
      true,
    );
  });

  it('keeps nothing when the install did not build that binary', () => {
    const npmCache = tempDir('companions-npm-cache-');
    expect(keepNativeBuild('better-sqlite3', 'not_built', { npmCache }).status).toBe('nothing built');
    expect(fs.existsSync(path.join(npmCache, '_prebuilds'))).toBe(false);
  });
});
