// The one Chromium this machine drives (Debian's) and the flags every launcher passes it:
// Playwright (e2e), the README screenshots and Lighthouse (bench).
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
