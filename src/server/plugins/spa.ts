import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '../../shared/brand.ts';
import { isKnownRoute } from '../../shared/routes.ts';

export interface SpaOptions {
  clientDir: string | undefined;
  uploadsDir: string;
  brand: Brand;
}

/** Uploads a browser may show inline: the web versions of images. */
const INLINE_UPLOAD = /\.(webp|png|jpe?g|gif|avif)$/i;

const CONFIG_PLACEHOLDER = '<meta name="app-config" content="{}" />';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with the public runtime configuration (brand) in a meta tag: no inline script. */
function renderIndex(template: string, brand: Brand): string {
  const meta = `<meta name="app-config" content="${escapeAttribute(JSON.stringify({ brand }))}" />`;
  return template.replace(CONFIG_PLACEHOLDER, meta).replaceAll('__BRAND_MAIN_NAME__', escapeAttribute(brand.mainName));
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
        // is not an image downloads rather than renders as a page of this origin.
        if (!INLINE_UPLOAD.test(filePath)) res.header('Content-Disposition', 'attachment');
      },
    });

    const indexFile = opts.clientDir ? path.join(opts.clientDir, 'index.html') : undefined;
    const html =
      indexFile && fs.existsSync(indexFile) ? renderIndex(fs.readFileSync(indexFile, 'utf8'), opts.brand) : null;

    if (opts.clientDir && html) {
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        prefix: '/',
        index: false,
        wildcard: true,
        preCompressed: true,
        setHeaders: (res, filePath) => res.header('Cache-Control', cacheControlFor(filePath)),
      });
    }

    const sendIndex = (reply: FastifyReply, status: number) => {
      if (!html) return reply.code(404).send({ message: 'Not Found' });
      return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };

    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, 200));

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        !pathname.startsWith('/media/') &&
        !pathname.startsWith('/assets/') &&
        !path.extname(pathname);
      if (!wantsPage) return reply.code(404).send({ message: 'Not Found' });
      return sendIndex(reply, isKnownRoute(pathname) ? 200 : 404);
    });
  },
  { name: 'spa' },
);
