import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knip-bad-example-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function knip(cwd: string): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules/knip/bin/knip.js'), '--no-progress', '--no-config-hints'],
      { cwd, timeout: 60_000 },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

describe('dead-code check (knip, as `npm run lint` runs it)', () => {
  it('fails on an export nobody imports, and passes once it is gone', { timeout: 90_000 }, async () => {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bad-example', type: 'module' }));
    fs.writeFileSync(path.join(dir, 'knip.json'), JSON.stringify({ entry: ['main.ts'], project: ['*.ts'] }));
    fs.writeFileSync(path.join(dir, 'main.ts'), "import { used } from './lib.ts';\nconsole.log(used);\n");
    fs.writeFileSync(path.join(dir, 'lib.ts'), 'export const used = 1;\nexport const forgotten = 2;\n');
    const bad = await knip(dir);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/Unused exports \(1\)\s+forgotten\s+lib\.ts/);

    fs.writeFileSync(path.join(dir, 'lib.ts'), 'export const used = 1;\n');
    expect(await knip(dir)).toEqual({ code: 0, stdout: '' });
  });
});
