import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '../../../shared/contracts/health.ts';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const reachable = await app.ctx.database.ping();
      const body = {
        status: reachable ? ('ok' as const) : ('degraded' as const),
        database: { dialect: app.ctx.dialect, reachable },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return reply.code(reachable ? 200 : 503).send(body);
    },
  );
};
