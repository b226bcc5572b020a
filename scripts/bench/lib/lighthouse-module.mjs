import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where a Lighthouse install is looked for, in order. */
function lighthouseCandidates() {
  return [...(process.env.LIGHTHOUSE_PATH ? [path.resolve(process.env.LIGHTHOUSE_PATH)] : []), root, '/tmp/lh'];
}

export const HOW_TO_GET_LIGHTHOUSE =
  'Lighthouse is not installed here. Either `npm ci` (it is a devDependency), or install it outside the project:\n' +
  '  mkdir -p /tmp/lh && cd /tmp/lh && npm i lighthouse\n' +
  'and run again (or point LIGHTHOUSE_PATH at the folder whose node_modules holds it, or at the package itself).\n' +
  'It drives the Chromium at /usr/bin/chromium (CHROME_PATH to use another).';

/**
 * Lighthouse and chrome-launcher (a dependency of Lighthouse) from the first candidate that
 * has them: LIGHTHOUSE_PATH (a folder with node_modules/lighthouse, or the package folder),
 * this project's node_modules, then /tmp/lh. Throws HOW_TO_GET_LIGHTHOUSE when none has.
 */
export async function loadLighthouse() {
  for (const dir of lighthouseCandidates()) {
    const packageDir = fs.existsSync(path.join(dir, 'core/index.js')) ? dir : path.join(dir, 'node_modules/lighthouse');
    if (!fs.existsSync(path.join(packageDir, 'package.json'))) continue;
    const require = createRequire(path.join(packageDir, 'package.json'));
    const { default: lighthouse } = await import(pathToFileURL(path.join(packageDir, 'core/index.js')).href);
    const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
    const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    return { lighthouse, chromeLauncher, version, from: packageDir };
  }
  throw new Error(HOW_TO_GET_LIGHTHOUSE);
}
