import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route as the app's router holds it: method and URL pattern ('/api/avatars/:id'). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

const LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z]+(?:, [A-Z]+)*)\))?$/u;

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`), so a route
 * added anywhere is listed without anyone remembering to add it. Each parsed entry is
 * checked with `hasRoute`, so a change in the printed format fails loudly instead of
 * silently listing fewer routes.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes();
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`Unexpected line in the route tree: ${JSON.stringify(line)}`);
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack[depth] = match[2] ?? '';
    const url = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      const entry = { method: method as HTTPMethods, url };
      if (!app.hasRoute(entry)) throw new Error(`Parsed a route the router does not have: ${method} ${url}`);
      routes.push(entry);
    }
  }
  if (routes.length === 0) throw new Error('The route tree listed no routes');
  return routes;
}

export const endpointKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/**
 * The API endpoints a client can call: every route under /api/, without the HEAD twins
 * Fastify adds to each GET (same handler, no body).
 */
export function listApiEndpoints(app: FastifyInstance): RouteEntry[] {
  return listRoutes(app).filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
}
