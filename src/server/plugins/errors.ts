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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad Request';
    return { status, body: { message } };
  }
  return { status: 500, body: { message: 'Internal Server Error' } };
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
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);
