import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_BRAND } from './src/shared/brand.ts';

/** In dev the server's index.html templating is absent; fill the brand placeholder here. */
function devBrand(): Plugin {
  return {
    name: 'dev-brand',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('__BRAND_MAIN_NAME__', DEFAULT_BRAND.mainName),
  };
}

interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** Every route object of the router whose element is a lazily imported screen: its path and module. */
function lazyRoutes(ast: AstNode): { path: string; source: string }[] {
  const found: { path: string; source: string }[] = [];
  const importIn = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const n = node as AstNode;
    if (n.type === 'ImportExpression') {
      const source = n.source as AstNode;
      return source.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
    }
    for (const value of Object.values(n)) {
      const hit = Array.isArray(value) ? value.map(importIn).find(Boolean) : importIn(value);
      if (hit) return hit;
    }
    return undefined;
  };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const n = node as AstNode;
    if (n.type === 'ObjectExpression') {
      const props = new Map<string, AstNode>();
      for (const prop of n.properties as AstNode[]) {
        const key = prop.key as AstNode | undefined;
        if (prop.type === 'Property' && key?.type === 'Identifier')
          props.set(key.name as string, prop.value as AstNode);
      }
      const source = props.has('element') ? importIn(props.get('element')) : undefined;
      const path = props.get('path');
      const isIndex = props.get('index')?.value === true;
      if (source && (isIndex || typeof path?.value === 'string')) {
        const value = isIndex ? '' : (path?.value as string);
        found.push({ path: value === '*' ? '*' : `/${value}`, source });
      }
    }
    for (const value of Object.values(n)) visit(value);
  };
  visit(ast);
  return found;
}

/**
 * Writes `.vite/route-preloads.json`: for each path of the router whose screen is loaded
 * lazily, the JS and CSS that screen needs. The server links them as preloads in the
 * index.html it serves for that path, so the screen downloads alongside the app instead
 * of after it has started.
 */
function routePreloads(): Plugin {
  const routes: { path: string; id: string }[] = [];
  return {
    name: 'route-preloads',
    apply: 'build',
    async transform(code, id) {
      if (!id.endsWith('/src/client/router.tsx')) return;
      for (const route of lazyRoutes(this.parse(code) as unknown as AstNode)) {
        const resolved = await this.resolve(route.source, id);
        if (resolved) routes.push({ path: route.path, id: resolved.id });
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const preloads: Record<string, string[]> = {};
      for (const route of routes) {
        const chunk = chunks.find((c) => c.facadeModuleId === route.id);
        if (!chunk) {
          this.warn(`route-preloads: no chunk for ${route.path} (${route.id})`);
          continue;
        }
        const files = new Set<string>();
        const add = (fileName: string) => {
          const c = chunks.find((x) => x.fileName === fileName);
          if (!c || c.isEntry || files.has(`/${c.fileName}`)) return;
          files.add(`/${c.fileName}`);
          for (const css of c.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
          c.imports.forEach(add);
        };
        add(chunk.fileName);
        preloads[route.path] = [...files];
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * react-router's package exports resolve to its development build even in production
 * (remix-run/react-router#14102): dev-only checks and warnings, and a 'Hey developer'
 * error screen. The production build ships beside it; the app build uses that.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), devBrand(), routePreloads()],
  // The browser gets zod through a shim that turns its JIT off first (see the file).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/client/lib/zod.ts', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger files: left alone, the bundler gives every module that two chunks
        // share its own small chunk (an icon, one Radix helper), and each is one more request
        // on the way to a screen. Everything the entry needs statically is one file; the
        // icons the lazily loaded screens use are one more; the small Radix internals shared
        // by the primitives (presence, context, collection, roving focus…) another.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 10 },
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, priority: 5 },
            {
              name: 'radix',
              test: /@radix-ui[\\/]react-(primitive|context|compose-refs|presence|use-[a-z-]+|id|collection|direction|roving-focus|slot)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/media/uploads': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
}));
