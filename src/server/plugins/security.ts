import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from '../lib/api-request.ts';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * Cookies alone must not authorise a state change: a browser always sends Origin (or at
 * least Sec-Fetch-Site) on cross-site writes, and those are refused. Clients without
 * either (curl, server-to-server) carry no ambient cookies, so they pass.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin !== requestOrigin(request, publicUrl);
  if (origin === 'null') return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * The headers helmet sets for `options`, worked out once. Our options hold nothing that
 * varies by request (no nonces, no directive functions), so every answer gets the same
 * headers; @fastify/helmet built helmet's whole middleware again for each request (about
 * 6 % of the server's time under load).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string | undefined }) => {
    const headers = helmetHeaders({
      // HSTS only means something on HTTPS; it is added below when the request came over it.
      hsts: false,
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React and Radix position overlays with style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
        },
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
      if (isApiRequest(request) && isCrossSiteWrite(request, opts.publicUrl)) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      }
    });
  },
  { name: 'security' },
);
