import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import {
  ZCardBody,
  ZCreatorSettings,
  ZPayoutBody,
  ZUpdateCreatorSettingsBody,
} from '../../../shared/contracts/creator-settings.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/session.ts';
import {
  applyForPremium,
  getCreatorSettings,
  removeCard,
  saveCard,
  savePayoutAccount,
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

  app.put(
    '/creator/settings/card',
    {
      config: { ...limited, access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Save a payment card (brand, last 4, expiry kept)',
        body: ZCardBody,
        response: responses,
      },
    },
    async (request) => saveCard(app.ctx, { userId: requireRole(request, 'creator').userId, card: request.body }),
  );

  app.delete(
    '/creator/settings/card',
    { config: { ...limited, access: 'creator' }, schema: { tags: ['creator'], response: responses } },
    async (request) => removeCard(app.ctx, requireRole(request, 'creator').userId),
  );

  app.put(
    '/creator/settings/payout',
    {
      config: { ...limited, access: 'creator' },
      schema: { tags: ['creator'], body: ZPayoutBody, response: responses },
    },
    async (request) =>
      savePayoutAccount(app.ctx, { userId: requireRole(request, 'creator').userId, payout: request.body }),
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
