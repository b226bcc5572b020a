import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { sendJsonText } from '../lib/send-json-text.ts';

/**
 * OpenAPI generated from the same zod schemas the routes validate with, at
 * /api/openapi.json, with a browsable page at /api/docs. Must be registered before routes.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { title: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${opts.title} API`,
          version: '1.0.0',
          description: 'Public JSON API of the companion platform.',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      },
      transform: createJsonSchemaTransform({ skipList: ['/api/openapi.json', '/api/docs', '/api/docs/*'] }),
    });
    // The description is fixed once the routes are registered: serialise it once (it is large).
    let description: string | undefined;
    app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
      description ??= JSON.stringify(app.swagger());
      return sendJsonText(reply, description);
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { url: '/api/openapi.json' },
    });
  },
  { name: 'openapi' },
);
