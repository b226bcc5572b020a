import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the JSON API. Judged on the route the router matched, not the
 * raw URL: the router decodes '/%61pi/auth/user' to '/api/auth/user', so a raw prefix test
 * would skip the session and the cross-site check for a request that still reaches the API.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}
