import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAvatarCategoryList,
  ZAvatarList,
  ZAvatarParams,
  ZAvatarProfile,
  ZListAvatarsQuery,
  ZOnlineAvatarList,
} from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { sendJsonText } from '../../lib/send-json-text.ts';
import { avatarListPageData, avatarPageData } from './avatars.page-data.ts';
import { getAvatarProfileJson, listAvatarCategories, listAvatarsJson } from './avatars.service.ts';
import { listOnlineAvatars } from './online-avatars.service.ts';

/** The public avatar routes: browse, profile, categories, Online Now. */

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // An avatar's pages arrive with the avatar (see plugins/spa.ts).
  app.pageData.provide('initialAvatar', avatarPageData(app.ctx));
  app.pageData.provide('initialAvatarPage', avatarListPageData(app.ctx));

  app.get(
    '/avatars',
    {
      schema: {
        tags: ['avatars'],
        summary: 'Visible avatars, paged; searched by name or tagline, filtered and sorted on real figures',
        description:
          'sort: recent (newest), popular (favourites), trending (chat messages + new favourites in the last 7 days), engagement (content views + likes + comments); ties break on id. filter: trending (activity in the last 7 days), new (created in the last 30 days), popular (favourited at least once).',
        querystring: ZListAvatarsQuery,
        response: { 200: ZAvatarList, 400: ZErrorResponse },
      },
    },
    async (request, reply) => sendJsonText(reply, await listAvatarsJson(app.ctx, request.query)),
  );

  app.get(
    '/avatars/:id',
    {
      schema: {
        tags: ['avatars'],
        summary: 'One visible avatar with its interests and subscriber count',
        params: ZAvatarParams,
        response: { 200: ZAvatarProfile, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => sendJsonText(reply, await getAvatarProfileJson(app.ctx, request.params.id)),
  );

  app.get(
    '/avatar-categories',
    {
      schema: {
        tags: ['avatars'],
        summary: 'Categories present among visible avatars',
        response: { 200: ZAvatarCategoryList },
      },
    },
    async () => listAvatarCategories(app.ctx),
  );

  app.get(
    '/online-avatars',
    {
      schema: {
        tags: ['avatars'],
        summary: 'Avatars online now: by their UTC schedule or a conversation in the last 15 minutes',
        response: { 200: ZOnlineAvatarList },
      },
    },
    async () => listOnlineAvatars(app.ctx),
  );
};
