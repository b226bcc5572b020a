import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZIdParam } from '../../../shared/contracts/common.ts';
import { tooLargeMessage, UPLOAD_RULES, ZUploadedMedia, ZUploadQuery } from '../../../shared/contracts/uploads.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/session.ts';
import { discardUpload, storeUpload, uploadBodyLimit } from './creator-media.service.ts';

/** A refusal sent before the body was read closes the connection, so it is never read. */
function closing(error: unknown): unknown {
  if (error instanceof AppError) {
    return new AppError(error.code, error.message, {
      ...(error.issues ? { issues: error.issues } : {}),
      headers: { ...error.headers, Connection: 'close' },
    });
  }
  return error;
}

export const creatorMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One file per request (per-file progress in the browser); a few small fields at most.
    limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
  });

  app.post(
    '/creator/uploads',
    {
      config: { ...routeRateLimit(app.ctx.config, 60, '1 minute'), access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Upload one file (multipart field "file"), streamed to disk and checked by its bytes',
        consumes: ['multipart/form-data'],
        querystring: ZUploadQuery,
        response: {
          201: ZUploadedMedia,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { kind, purpose } = request.query;
      try {
        const user = requireRole(request, 'creator');
        // Refuse a declared oversize body before reading any of it.
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > uploadBodyLimit(kind)) {
          throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(UPLOAD_RULES[kind].maxMb));
        }
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data');
        const part = await request.file({ limits: { fileSize: UPLOAD_RULES[kind].maxMb * 1024 * 1024 + 1 } });
        if (!part) throw new AppError('BAD_REQUEST', 'Choose a file to upload');
        const media = await storeUpload(app.ctx, {
          ownerId: user.userId,
          kind,
          purpose,
          originalName: part.filename,
          stream: part.file,
          wasTruncated: () => part.file.truncated,
        });
        return reply.code(201).send(media);
      } catch (error) {
        throw closing(error);
      }
    },
  );

  app.delete(
    '/creator/uploads/:id',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Discard an upload not yet attached to content',
        params: z.object({ id: ZIdParam }),
        response: { 204: z.null(), 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'creator');
      await discardUpload(app.ctx, user.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
