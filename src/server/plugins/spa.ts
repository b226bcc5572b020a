import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '../../shared/brand.ts';
import {
  EVERY_PAGE_DATA,
  matchRoute,
  NOT_FOUND_KEY,
  type PageData,
  type PageDataName,
  ROUTES,
  type RouteMatch,
} from '../../shared/routes.ts';
import { escapeHtml } from '../lib/escape-html.ts';

export interface SpaOptions {
  clientDir: string | undefined;
  uploadsDir: string;
  brand: Brand;
}

/** Uploads a browser may show inline: the web versions of images. */
const INLINE_UPLOAD = /\.(webp|png|jpe?g|gif|avif)$/i;
/** Other uploads keep their type only when it is audio or video (players need it). */
const PLAYABLE_TYPE = /^(audio|video)\//i;

const CONFIG_PLACEHOLDER = '<meta name="app-config" content="{}" />';

/**
 * index.html with the runtime configuration in a meta tag (no inline script): the brand,
 * and the page data (the signed-in user, null for a guest; the avatar of an avatar page)
 * so the screen starts without a round trip; plus preload links for the screen of this path.
 */
function renderIndex(template: string, config: { brand: Brand } & Partial<PageData>, preloadLinks: string): string {
  const meta = `<meta name="app-config" content="${escapeHtml(JSON.stringify(config))}" />`;
  // Replacer functions: a replacement string would expand `$'`, `$&`… found in user text.
  return template.replace(CONFIG_PLACEHOLDER, () => meta).replace('</head>', () => `${preloadLinks}</head>`);
}

/**
 * The build's `.vite/route-preloads.json` (route pattern, or '*' for the not-found screen,
 * to the JS and CSS of its lazily loaded screen) as ready-made `<link>` tags per pattern.
 */
function readPreloadLinks(clientDir: string): Map<string, string> {
  const links = new Map<string, string>();
  let files: Record<string, string[]>;
  try {
    files = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'route-preloads.json'), 'utf8'));
  } catch {
    return links;
  }
  for (const [pattern, list] of Object.entries(files)) {
    // Low priority: the app's own script and style sheet come first (they paint the page);
    // the screen's files follow on the same connections instead of competing with them.
    const tags = list.map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`,
    );
    links.set(pattern, tags.join(''));
  }
  return links;
}

/** The page data a path's page carries: what every page has, and what its route is about. */
async function loadPageData(app: FastifyInstance, request: FastifyRequest, match: RouteMatch | undefined) {
  const names: PageDataName[] = [...EVERY_PAGE_DATA, ...(match?.route.pageData ? [match.route.pageData] : [])];
  const loaded = await Promise.all(
    names.map(async (name) => [name, await app.pageData.get(name).load(request, match?.params ?? {})] as const),
  );
  const data: Partial<PageData> = {};
  for (const [name, value] of loaded) if (value !== undefined) Object.assign(data, { [name]: value });
  return data;
}

function imageOf<K extends PageDataName>(app: FastifyInstance, name: K, data: Partial<PageData>): string | null {
  const value = data[name];
  return value === undefined ? null : (app.pageData.get(name).image?.(value as PageData[K]) ?? null);
}

/** Every kind of page data the route table uses; the app does not start while one has no source. */
const USED_PAGE_DATA: PageDataName[] = [
  ...EVERY_PAGE_DATA,
  ...ROUTES.flatMap((route): PageDataName[] => ('pageData' in route ? [route.pageData] : [])),
];

/**
 * What the client build may serve as files: everything but dot-folders and dot-files
 * (`.vite/manifest.json`, `.vite/route-preloads.json` are the build's notes for the server).
 */
function isPublicClientFile(pathName: string): boolean {
  return !pathName.split('/').some((segment) => segment.startsWith('.'));
}

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.includes(`${path.sep}media${path.sep}`)) return 'public, max-age=86400';
  return 'public, max-age=3600';
}

/**
 * Serves the built SPA (hashed assets cached forever, pre-compressed br/gzip), uploaded
 * media from DATA_DIR, and index.html for client routes. /api/* misses stay JSON 404s.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: SpaOptions) => {
    fs.mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/media/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (res, filePath) => {
        res.header('Cache-Control', 'public, max-age=86400');
        res.header('X-Content-Type-Options', 'nosniff');
        // Uploaded files are checked by their bytes and renamed by type; still, anything that
        // is not an image downloads rather than renders as a page of this origin, and a file
        // that is not audio or video (an .html or .svg someone put there) is plain bytes.
        if (INLINE_UPLOAD.test(filePath)) return;
        res.header('Content-Disposition', 'attachment');
        if (!PLAYABLE_TYPE.test(String(res.getHeader('content-type') ?? ''))) {
          res.header('Content-Type', 'application/octet-stream');
        }
      },
    });

    const indexFile = opts.clientDir ? path.join(opts.clientDir, 'index.html') : undefined;
    const template =
      indexFile && fs.existsSync(indexFile)
        ? fs.readFileSync(indexFile, 'utf8').replaceAll('__BRAND_MAIN_NAME__', () => escapeHtml(opts.brand.mainName))
        : null;

    const preloadLinks = opts.clientDir && template ? readPreloadLinks(opts.clientDir) : new Map<string, string>();
    app.addHook('onReady', async () => {
      for (const name of USED_PAGE_DATA) app.pageData.get(name);
    });

    if (opts.clientDir && template) {
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        prefix: '/',
        index: false,
        wildcard: true,
        preCompressed: true,
        allowedPath: (pathName) => isPublicClientFile(pathName),
        setHeaders: (res, filePath) => res.header('Cache-Control', cacheControlFor(filePath)),
      });
    }

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      if (!template) return reply.code(404).send({ message: 'Not Found' });
      const match = matchRoute(pathname);
      const data = await loadPageData(app, request, match);
      const about = match?.route.pageData;
      let links = preloadLinks.get(match?.route.path ?? NOT_FOUND_KEY) ?? '';
      // The image a screen paints largest (an avatar's portrait): fetched with the page, not after the screen rendered.
      const image = about && match.route.preloadImage ? imageOf(app, about, data) : null;
      if (image) links = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">${links}`;
      // A page about nothing that can be shown (unknown, hidden or not an id, like 1.5) is a not-found page too.
      const found = match !== undefined && (about === undefined || data[about] !== undefined);
      return reply
        .code(found ? 200 : 404)
        .header('Cache-Control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(renderIndex(template, { brand: opts.brand, ...data }, links));
    };

    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply, '/'));

    // Files that exist were answered above; any other page path, with a dot in it or not
    // (/terms.html, /avatar/1.5), is the app's not-found screen. Misses under the API, media
    // and hashed assets stay short JSON 404s: nothing there is a page.
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        !pathname.startsWith('/media/') &&
        !pathname.startsWith('/assets/');
      if (!wantsPage) return reply.code(404).send({ message: 'Not Found' });
      return sendIndex(request, reply, pathname);
    });
  },
  { name: 'spa', dependencies: ['@fastify/cookie', 'page-data'] },
);
