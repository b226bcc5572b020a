import { describe, expect, it } from 'vitest';
import { type ChunkFacts, FORM_LIBRARIES, forbiddenInFirstLoad } from './lean-first-load.ts';

const zod = '/app/node_modules/zod/v4/core/schemas.js';
const chunks: ChunkFacts[] = [
  { fileName: 'index.js', isEntry: true, imports: ['icons.js'], moduleIds: ['/app/src/client/main.tsx'] },
  { fileName: 'icons.js', isEntry: false, imports: [], moduleIds: ['/app/node_modules/lucide-react/x.mjs'] },
  { fileName: 'profile.js', isEntry: false, imports: ['form.js'], moduleIds: ['/app/src/client/pages/p.tsx'] },
  { fileName: 'form.js', isEntry: false, imports: [], moduleIds: [zod, '/app/node_modules/react-hook-form/a.mjs'] },
  { fileName: 'chat.js', isEntry: false, imports: ['icons.js'], moduleIds: ['/app/src/client/pages/c.tsx'] },
];

describe('forbiddenInFirstLoad', () => {
  it('names each form library a screen loads statically, and the file that holds it', () => {
    expect(forbiddenInFirstLoad(chunks, 'profile.js', FORM_LIBRARIES)).toEqual([
      `${zod} (in form.js)`,
      '/app/node_modules/react-hook-form/a.mjs (in form.js)',
    ]);
  });

  it('finds nothing in a screen that loads forms only on use, or in the entry alone', () => {
    expect(forbiddenInFirstLoad(chunks, 'chat.js', FORM_LIBRARIES)).toEqual([]);
    expect(forbiddenInFirstLoad(chunks, undefined, FORM_LIBRARIES)).toEqual([]);
  });

  it('checks the entry too: a form library there weighs on every screen', () => {
    const entryWithZod = chunks.map((c) => (c.isEntry ? { ...c, imports: ['form.js'] } : c));
    expect(forbiddenInFirstLoad(entryWithZod, 'chat.js', FORM_LIBRARIES)).toHaveLength(2);
  });

  it('matches the form libraries and not their neighbours', () => {
    expect(FORM_LIBRARIES.test('/a/node_modules/@hookform/resolvers/zod/dist/zod.mjs')).toBe(true);
    expect(FORM_LIBRARIES.test('/a/node_modules/zod-to-json-schema/index.js')).toBe(false);
    expect(FORM_LIBRARIES.test('/a/src/client/lib/zod.ts')).toBe(false);
  });
});
