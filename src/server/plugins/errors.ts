import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse, FieldIssue } from '../../shared/contracts/common.ts';
import { AppError } from '../lib/app-error.ts';

/** Fastify's own client-error codes that deserve a specific message. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_VALIDATION: 'Invalid request',
};

/**
 * The multipart parser's (busboy's) complaints about a malformed body: no boundary, a body
 * cut short. They carry no code or status, so they are known by their fixed messages.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

function issuePath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  return context === 'body' ? '' : (context ?? '');
}

function toErrorResponse(error: FastifyError): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: FieldIssue[] = error.validation.map((v) => ({
      path: issuePath(v.instancePath, error.validationContext),
      message: v.message ?? 'Invalid value',
    }));
    return { status: 400, body: { message: issues[0]?.message ?? 'Invalid request', issues } };
  }
  if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message)) {
    return { status: 400, body: { message: 'Malformed multipart body' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad Request';
    return { status, body: { message } };
  }
  return { status: 500, body: { message: 'Internal Server Error' } };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Errors Fastify raises before a request reaches routing (a malformed percent-encoding in
 * the path, a path parameter over the router's length limit): the same `{ message }`
 * contract, and never the offending URL echoed back. Passed as Fastify's `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, 'URL is too long'] : [400, 'Malformed URL'];
  reply.code(status).type(JSON_TYPE).header('X-Content-Type-Options', 'nosniff').send({ message });
}

/**
 * Requests Node's HTTP parser refuses (overlong headers or URL, a broken request line):
 * answered in the same contract on the raw socket, then the connection is closed. Passed
 * as Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'Request headers or URL are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'Request timed out']
        : [400, 'Bad Request', 'Malformed request'];
  const body = JSON.stringify({ message });
  // An answer to HEAD carries no body (the client would read it as a second response).
  const head = Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
  // Nor is there a second answer on a socket whose current response has begun (bytes sent
  // after a request that said Connection: close): Node's own rule, so the peer is not misled.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  socket.destroy(error);
}

/** One error contract: `{ message, issues? }`, 4xx carry the reason, 5xx never a stack. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error);
      if (status >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: error, reqId: request.id }, 'request failed');
      }
      if (error instanceof AppError && error.headers) reply.headers(error.headers);
      return reply.code(status).type(JSON_TYPE).send(body);
    });
  },
  { name: 'errors' },
);
