import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Chromium (156 here) opens the address bar's suggestion popup, two WebUI pages
 * (chrome://omnibox-popup.top-chrome), in a renderer of its own for every window, headless
 * too: one per test, about 1.6 CPU-s each (19 of the 135 CPU-s home.spec cost). Turning it
 * off takes a --disable-features switch, and Chromium keeps only the last such switch while
 * Playwright passes its own list first: ours has to carry Playwright's list as well. That
 * list is not exported; it is read from the installed Playwright, and a Playwright whose
 * bundle no longer shows it stops the run here rather than silently dropping its list.
 */
const OURS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js');
  const list = fs.readFileSync(bundle, 'utf8').match(/\bdisabledFeatures = \[([^\]]*)\]/)?.[1];
  const names = [...(list ?? '').matchAll(/^\s*"(\w+)",?$/gm)].map((m) => m[1] as string);
  if (names.length < 5) {
    throw new Error(`Playwright's disabled Chromium features not found in ${bundle}: update ${import.meta.url}`);
  }
  return names;
}

export function disableFeaturesSwitch(): string {
  return `--disable-features=${[...playwrightDisabledFeatures(), ...OURS].join(',')}`;
}
