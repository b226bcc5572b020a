import fs from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('companions-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
