import { buildIfStale } from '../../../scripts/lib/fingerprint.mjs';
import { repoRoot } from './server.ts';

/** The stress tests drive the built server: build it first when the sources changed. */
export default function setup(): void {
  const status = buildIfStale(repoRoot, 'test:stress: building (sources changed since the last build)…');
  if (status !== 0) throw new Error(`the build failed (exit ${status})`);
}
