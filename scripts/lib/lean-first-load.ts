/**
 * Libraries the first load of the screens a visit usually starts on must not carry: zod and
 * react-hook-form belong to forms, which load when a form opens. The avatar profile once
 * loaded zod (26 KB gzip) to show a price label (docs/performance.md); the build now says so.
 */
export const FORM_LIBRARIES = /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform[\\/][^\\/]+)[\\/]/;

/** The route paths whose first load stays free of FORM_LIBRARIES. */
export const LEAN_ROUTES = ['/', '/avatars', '/avatar/:id', '/avatar-chat/:id'] as const;

/** What the check reads of a bundle's chunk (Rollup/Rolldown's OutputChunk has these). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * The modules matching `forbidden` that a screen's first load carries: the entry and the
 * screen's chunk with everything they import statically (what loads before the screen
 * shows; dynamic imports load on use and are not followed). `screenChunk` undefined means
 * the screen is in the entry. One line per offending module, saying which file holds it.
 */
export function forbiddenInFirstLoad(
  chunks: readonly ChunkFacts[],
  screenChunk: string | undefined,
  forbidden: RegExp,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  if (screenChunk) visit(screenChunk);
  return [...loaded].flatMap((fileName) =>
    (byFile.get(fileName)?.moduleIds ?? []).filter((id) => forbidden.test(id)).map((id) => `${id} (in ${fileName})`),
  );
}
