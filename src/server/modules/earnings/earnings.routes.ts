import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZCreatorEarnings } from '../../../shared/contracts/earnings.ts';
import { requireRole } from '../../plugins/session.ts';
import { getCreatorEarnings } from './earnings.service.ts';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse };

export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/creator/earnings',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Balance, payout schedule and destination, and payout statements (from the ledger)',
        response: { 200: ZCreatorEarnings, ...errors },
      },
    },
    async (request) => getCreatorEarnings(app.ctx, requireRole(request, 'creator').userId),
  );
};
