// Renders the blurred previews of the seeded premium pictures into
// src/server/db/seed/art/previews/, with the server's own writePreview, so a new install does
// not render them at its first start (media-startup.ts). Run after scripts/generate-art.mjs:
//   node --import tsx scripts/seed-previews.ts
// media-startup.test.ts fails when a shipped preview is missing or differs from a render.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_ART_DIR } from '../src/server/db/seed/seed-art.ts';
import { mediaDir, writePreview } from '../src/server/modules/creator-media/media-storage.ts';

const root = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'seed-previews-')) };
const out = path.join(SEED_ART_DIR, 'previews');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out);
const names = fs.readdirSync(path.join(SEED_ART_DIR, 'content')).filter((name) => name.endsWith('.svg'));
for (const name of names) {
  const relative = await writePreview(root, path.join(SEED_ART_DIR, 'content', name), name.replace(/\.svg$/, '.webp'));
  fs.copyFileSync(path.join(mediaDir(root), relative), path.join(out, path.basename(relative)));
}
fs.rmSync(root.dataDir, { recursive: true, force: true });
console.log(`seed-previews: ${names.length} previews in ${path.relative(process.cwd(), out)}`);
