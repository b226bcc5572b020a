import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (a cached answer) as is. The route's response schema
 * types `send` with the answer's object form; the text was made from that form by the
 * same schema, so the plain reply type is used for it.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
