import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { installZodErrorMap } from '../shared/validation/error-map.ts';
import type { ReplyEngine } from './chat/reply-engine.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobDefinition } from './jobs/job-runner.ts';
import { type Clock, type Random, systemClock, systemRandom } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import { OneLinePerRequest } from './lib/request-logging.ts';
import { validatorCompiler } from './lib/validator-compiler.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { authJobs } from './modules/auth/auth.jobs.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { avatarRoutes } from './modules/avatars/avatars.routes.ts';
import { createAvatarsState } from './modules/avatars/avatars-state.ts';
import { creatorAvatarRoutes } from './modules/avatars/creator-avatars.routes.ts';
import { characterCardRoutes } from './modules/character-cards/character-cards.routes.ts';
import { chatJobs } from './modules/chat/chat.jobs.ts';
import { chatEventsPlugin, type ReplyWorkerPluginOptions, replyWorkerPlugin } from './modules/chat/chat.plugins.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { chatMemoryRoutes } from './modules/chat/chat-memory.routes.ts';
import { chatTransferRoutes } from './modules/chat/chat-transfer.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentJobs } from './modules/content/content.jobs.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentLikeRoutes } from './modules/content/content-likes.routes.ts';
import { creatorAnalyticsRoutes } from './modules/creator-analytics/creator-analytics.routes.ts';
import { creatorContentJobs } from './modules/creator-content/creator-content.jobs.ts';
import { creatorContentRoutes } from './modules/creator-content/creator-content.routes.ts';
import { creatorMediaJobs } from './modules/creator-media/creator-media.jobs.ts';
import { creatorMediaRoutes } from './modules/creator-media/creator-media.routes.ts';
import { creatorSettingsRoutes } from './modules/creator-settings/creator-settings.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { earningsJobs } from './modules/earnings/earnings.jobs.ts';
import { earningsRoutes } from './modules/earnings/earnings.routes.ts';
import { recordBankPayout } from './modules/earnings/payouts.service.ts';
import { emailChangeJobs } from './modules/email-change/email-change.jobs.ts';
import { emailChangeRoutes } from './modules/email-change/email-change.routes.ts';
import { favoriteRoutes } from './modules/favorites/favorites.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { lorebookRoutes } from './modules/lorebooks/lorebooks.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { prepareMedia } from './modules/media/media-startup.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { passwordResetJobs } from './modules/password-reset/password-reset.jobs.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { sessionJobs } from './modules/sessions/sessions.jobs.ts';
import { createSessionStore } from './modules/sessions/sessions.service.ts';
import { handlePaymentEvent } from './modules/subscriptions/checkout.service.ts';
import { subscriptionJobs } from './modules/subscriptions/subscriptions.jobs.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import type { PaymentEventSink, PaymentProvider } from './payments/payment-provider.ts';
import { StripeProvider } from './payments/stripe/stripe-provider.ts';
import { stripeWebhookRoutes } from './payments/stripe/stripe-webhook.routes.ts';
import { testCheckoutRoutes } from './payments/test-mode/test-checkout.routes.ts';
import { TestModeProvider, type TestModeProviderOptions } from './payments/test-mode/test-provider.ts';
import { appContextPlugin } from './plugins/app-context.ts';
import { backgroundTasksPlugin } from './plugins/background-tasks.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { type JobsPluginOptions, jobsPlugin } from './plugins/jobs.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { pageDataPlugin } from './plugins/page-data.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { spaPlugin } from './plugins/spa.ts';

export interface BuildAppOptions {
  config: Config;
  /** Migrated (and, if wanted, seeded) database; the caller closes it after the app. */
  database: Database;
  clock?: Clock;
  random?: Random;
  /** Defaults to a client for config.redisUrl (or none); an injected one is not closed here. */
  redis?: Redis | null;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP_URL (or the log, plus MAIL_OUTBOX_DIR); an injected one is not closed here. */
  mailer?: Mailer;
  /**
   * Writes companion replies. Defaults to the OpenAI-compatible engine when LLM_BASE_URL
   * and LLM_MODEL are set, else the offline persona engine (always the fallback).
   */
  replyEngine?: ReplyEngine;
  /** The jobs timer (tests turn it off and call `app.jobs.runDue()` with a moved clock). */
  jobs?: JobsPluginOptions;
  /**
   * Moves money: made from what the default (the offline test-mode provider) is given,
   * including where it reports payments. Tests pass one that fails on purpose.
   */
  payments?: (defaults: TestModeProviderOptions) => PaymentProvider;
  /** Tuning of the reply worker (tests shorten the poll interval and lease). */
  replyWorker?: ReplyWorkerPluginOptions['tuning'];
}

/** The periodic work of every module, run by the jobs plugin. */
const moduleJobs: JobDefinition[] = [
  ...creatorContentJobs,
  ...creatorMediaJobs,
  ...contentJobs,
  ...sessionJobs,
  ...authJobs,
  ...passwordResetJobs,
  ...emailChangeJobs,
  ...subscriptionJobs,
  ...earningsJobs,
  ...chatJobs,
];

function defaultLogger(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  if (config.env === 'development') {
    return { level: config.logLevel, transport: { target: 'pino-pretty', options: { singleLine: true } } };
  }
  return { level: config.logLevel };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  installZodErrorMap();

  const app = Fastify({
    logger: options.logger ?? defaultLogger(config),
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Resources, each a named plugin that closes what it opened (hooks run in reverse order
  // on close: jobs stop, then background tasks drain, then the mailer and Redis shut).
  await app.register(redisPlugin, {
    url: config.redisUrl,
    ...(options.redis === undefined ? {} : { client: options.redis }),
  });
  await app.register(mailerPlugin, { config: config.mail, ...(options.mailer ? { mailer: options.mailer } : {}) });
  await app.register(backgroundTasksPlugin);
  const clock = options.clock ?? systemClock;
  // The provider reports payments (checkout completed) to the subscriptions module, which
  // needs the app's context: by the time a payment happens, the app is built.
  const onPaymentEvent: PaymentEventSink = (event) =>
    event.type === 'bank_payout.updated' ? recordBankPayout(app.ctx, event) : handlePaymentEvent(app.ctx, event);
  const providerOptions = { db: database.db, clock, log: app.log, onEvent: onPaymentEvent };
  const payments =
    options.payments?.(providerOptions) ??
    (config.stripe
      ? new StripeProvider({ ...providerOptions, config: config.stripe, origin: config.linkOrigin })
      : new TestModeProvider(providerOptions));
  await app.register(appContextPlugin, {
    config,
    database,
    clock,
    random: options.random ?? systemRandom,
    // The avatars module's caches and markers: one per app, never module-level.
    avatars: createAvatarsState(),
    payments,
  });
  await app.register(jobsPlugin, options.jobs ?? {});
  const { ctx, redis } = app;
  for (const job of moduleJobs) app.jobs.define(job);
  // Paid and unreviewed files leave the public folder before the first request is served.
  await prepareMedia(ctx);
  // Shutdown lets requests already running finish, but Fastify only marks requests routed
  // after close() began as `Connection: close`: a keep-alive connection (any browser's)
  // would outlive its last response and hold the process open until it is killed.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { redis });
  await app.register(openApiPlugin, { title: config.brand.mainName });
  await app.register(sessionPlugin, { store: createSessionStore() });
  // Before the modules: they provide the data the SPA plugin embeds in pages.
  await app.register(pageDataPlugin);

  await app.register(chatEventsPlugin);
  await app.register(replyWorkerPlugin, { engine: options.replyEngine, tuning: options.replyWorker });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(avatarRoutes);
      // Accounts: sign-up/in, profile, favourites, activity, dashboard, password reset.
      await api.register(passwordResetRoutes);
      await api.register(emailChangeRoutes);
      await api.register(userRoutes);
      await api.register(favoriteRoutes);
      await api.register(activityRoutes);
      await api.register(dashboardRoutes);
      // Public forms.
      await api.register(waitlistRoutes);
      await api.register(contactRoutes);
      await api.register(chatRoutes);
      await api.register(chatMemoryRoutes);
      await api.register(chatTransferRoutes);
      await api.register(contentRoutes);
      await api.register(contentLikeRoutes);
      await api.register(subscriptionRoutes);
      await api.register(earningsRoutes);
      // The test provider's own endpoints (its checkout page and card field), only while it runs.
      if (payments instanceof TestModeProvider) await api.register(testCheckoutRoutes, { provider: payments });
      // Stripe's webhook, with the raw body its signature needs (its own parser, in its own scope).
      if (payments instanceof StripeProvider) await api.register(stripeWebhookRoutes, { provider: payments });
      await api.register(creatorMediaRoutes);
      await api.register(mediaRoutes);
      await api.register(creatorAvatarRoutes);
      await api.register(lorebookRoutes);
      await api.register(characterCardRoutes);
      await api.register(creatorContentRoutes);
      await api.register(creatorAnalyticsRoutes);
      await api.register(creatorSettingsRoutes);
      await api.register(moderationRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, {
    clientDir: config.clientDir,
    uploadsDir: path.join(config.dataDir, 'media', 'uploads'),
    brand: config.brand,
  });

  return app;
}
