import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import {
  ZCreatorSettings,
  ZPayoutDestinationBody,
  ZPayoutSetup,
  ZUpdateCreatorSettingsBody,
} from '../../../shared/contracts/creator-settings.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/session.ts';
import {
  applyForPremium,
  connectPayoutDestination,
  getCreatorSettings,
  getPayoutSetup,
  updateCreatorSettings,
} from './creator-settings.service.ts';

const responses = {
  200: ZCreatorSettings,
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

export const creatorSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = routeRateLimit(app.ctx.config, 30, '1 minute');

  app.get(
    '/creator/settings',
    { config: { access: 'creator' }, schema: { tags: ['creator'], response: responses } },
    async (request) => getCreatorSettings(app.ctx, requireRole(request, 'creator').userId),
  );

  app.put(
    '/creator/settings',
    {
      config: { ...limited, access: 'creator' },
      schema: { tags: ['creator'], body: ZUpdateCreatorSettingsBody, response: responses },
    },
    async (request) => {
      const { userId, sessionId } = requireRole(request, 'creator');
      return updateCreatorSettings(app.ctx, { userId, sessionId, ip: request.ip, body: request.body });
    },
  );

  app.get(
    '/creator/payout-setup',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'How the payment provider connects a payout destination (test mode: masked test accounts)',
        response: { 200: ZPayoutSetup, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => getPayoutSetup(app.ctx, requireRole(request, 'creator').userId),
  );

  app.post(
    '/creator/payout-destination',
    {
      config: { ...limited, access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Connect the payout destination chosen through the provider (no account numbers)',
        body: ZPayoutDestinationBody,
        response: responses,
      },
    },
    async (request) =>
      connectPayoutDestination(app.ctx, {
        creatorId: requireRole(request, 'creator').userId,
        choice: request.body.choice,
      }),
  );

  app.post(
    '/creator/eligibility/apply',
    {
      config: { ...limited, access: 'creator' },
      schema: { tags: ['creator'], summary: 'Apply for the premium brand', response: responses },
    },
    async (request) => applyForPremium(app.ctx, requireRole(request, 'creator').userId),
  );
};
