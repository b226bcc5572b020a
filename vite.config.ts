import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { classGroups } from './scripts/lib/class-groups.ts';
import { FORM_LIBRARIES, forbiddenInFirstLoad, LEAN_ROUTES } from './scripts/lib/lean-first-load.ts';
import { DEFAULT_BRAND } from './src/shared/brand.ts';
import { NOT_FOUND_KEY, NOT_FOUND_SCREEN, ROUTES, type ScreenName, screenModule } from './src/shared/routes.ts';

/** In dev the server's index.html templating is absent; fill the brand placeholder here. */
function devBrand(): Plugin {
  return {
    name: 'dev-brand',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('__BRAND_MAIN_NAME__', DEFAULT_BRAND.mainName),
  };
}

/**
 * Writes `.vite/route-preloads.json`: for each path of the route table (src/shared/routes.ts)
 * whose screen is loaded lazily, and '*' for the not-found screen, the JS and CSS that
 * screen needs. The server links them as preloads in the index.html it serves for that
 * path, so the screen downloads alongside the app instead of after it has started.
 * Then fails the build when the first load of a screen a visit usually starts on carries a
 * form library (LEAN_ROUTES).
 */
function routePreloads(): Plugin {
  const screens = [
    ...ROUTES.map((route) => ({ key: route.path as string, screen: route.screen as ScreenName })),
    { key: NOT_FOUND_KEY, screen: NOT_FOUND_SCREEN as ScreenName },
  ].map(({ key, screen }) => ({
    key,
    id: fileURLToPath(new URL(`src/client/${screenModule(screen)}`, import.meta.url)),
  }));
  return {
    name: 'route-preloads',
    apply: 'build',
    buildStart() {
      for (const { key, id } of screens) {
        if (!fs.existsSync(id)) this.error(`route-preloads: the screen of ${key} is not there (${id})`);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const preloads: Record<string, string[]> = {};
      for (const route of screens) {
        const chunk = chunks.find((c) => c.facadeModuleId === route.id);
        if (!chunk) {
          // A screen in the app's own first load (Home) has nothing of its own to preload.
          if (chunks.some((c) => c.isEntry && c.moduleIds.includes(route.id))) continue;
          this.error(`route-preloads: no chunk holds the screen of ${route.key} (${route.id})`);
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
        preloads[route.key] = [...files];
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(preloads) });
      // The chat's first load stays within issue 16's 120 KB by sharing only the small
      // 'chat-shared' file with other screens (see codeSplitting below).
      const chatIcons = preloads['/avatar-chat/:id']?.filter((file) => /^\/assets\/icons-/.test(file)) ?? [];
      if (chatIcons.length > 0) {
        this.error(
          `The chat's first load pulls in the shared icons file (${chatIcons.join(', ')}): add the icons it shares with other screens to the 'chat-shared' group in vite.config.ts`,
        );
      }
      for (const key of LEAN_ROUTES) {
        const id = screens.find((route) => route.key === key)?.id;
        if (!id) this.error(`lean-first-load: ${key} is not a path of the route table`);
        const screenChunk = chunks.find((c) => c.facadeModuleId === id)?.fileName;
        const found = forbiddenInFirstLoad(chunks, screenChunk, FORM_LIBRARIES);
        if (found.length > 0) {
          this.error(
            `The first load of ${key} carries form libraries (load them with the form, scripts/lib/lean-first-load.ts): ${found.slice(0, 3).join(', ')}${found.length > 3 ? ` and ${found.length - 3} more` : ''}`,
          );
        }
      }
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

/**
 * React Router's production build creates its contexts and components at the top level with
 * plain `React.createContext(…)` / `forwardRef(…)` / `memo(…)` calls, which the bundler must
 * assume have side effects: every component of the package (Form, Await, the framework's
 * Scripts and prefetch links…) stayed in the first load whether the app used it or not.
 * Marking those calls pure, and dropping the `X.displayName = 'X'` lines (names for React's
 * developer tools, which kept X in too), lets unused ones go.
 */
function reactRouterPureComponents(): Plugin {
  const file = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  return {
    name: 'react-router-pure-components',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      return code
        .replace(/^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\s*\w+\.displayName = "\w+";$/gm, '');
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [
    react(),
    tailwindcss(),
    devBrand(),
    classGroups(fileURLToPath(new URL('src/client', import.meta.url))),
    routePreloads(),
    reactRouterPureComponents(),
  ],
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
        // Only icons two or more chunks share go to the icons file; an icon one screen alone
        // uses stays in that screen's file (with every lazy screen's icons in one file, the
        // chat downloaded the creator portal's icons too: 2.3-3.6 KB gzip more per screen,
        // the same number of files).
        // What the chat's first view shares with other screens (its six shared icons, Card,
        // useOnVisible) is one file of its own (seven icons since the moderation queue's note
        // shares the token meter's TriangleAlert, triangle-exclamation-point.mjs: without it
        // the build failed from 0b80592 on): the chat downloads 1.5 KB gzip and two files
        // less (121.5 -> 119.8 KB, issue 16's 120), and a screen that uses Card gets those
        // six icons too (0.2-0.7 KB more on /avatars, /avatar/:id, sign-in). The build fails
        // if the chat comes to need the icons file again (routePreloads above).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 10 },
            {
              name: 'chat-shared',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-left|download|log-in|pencil|trash|triangle-exclamation-point|upload)\.mjs$|src[\\/]client[\\/](components[\\/]ui[\\/]card\.tsx|lib[\\/]use-on-visible\.ts)$/,
              priority: 6,
              minShareCount: 2,
            },
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, priority: 5, minShareCount: 2 },
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
