import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '../../shared/contracts/common.ts';
import { sendJsonText } from '../lib/send-json-text.ts';

/**
 * Schemas the document names once, in components, and refers to: the error shape is in
 * nearly every route's answers (half the document when written out at each of them).
 */
function documentComponents() {
  const components = z.registry<{ id: string }>();
  components.add(ZErrorResponse, { id: 'ErrorResponse' });
  return components;
}

/**
 * OpenAPI generated from the same zod schemas the routes validate with, at
 * /api/openapi.json, with a browsable page at /api/docs. Must be registered before routes.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { title: string }) => {
    const schemaRegistry = documentComponents();
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${opts.title} API`,
          version: '1.0.0',
          description: 'Public JSON API of the companion platform.',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      },
      transform: createJsonSchemaTransform({
        skipList: ['/api/openapi.json', '/api/docs', '/api/docs/*'],
        schemaRegistry,
      }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
    });
    // The description is fixed once the routes are registered: serialise it once (it is large).
    let description: string | undefined;
    const sendDescription = async (_request: FastifyRequest, reply: FastifyReply) => {
      description ??= JSON.stringify(app.swagger());
      return sendJsonText(reply, description);
    };
    app.get('/api/openapi.json', { schema: { hide: true } }, sendDescription);
    // The docs page's own copy of it (swagger-ui's route) serialised the document again on
    // every request: it answers with the same text.
    app.addHook('onRoute', (route) => {
      if (route.url === '/api/docs/json') route.handler = sendDescription;
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { url: '/api/openapi.json' },
    });
  },
  { name: 'openapi' },
);
