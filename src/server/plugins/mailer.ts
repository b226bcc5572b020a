import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../config.ts';
import { createMailer, type Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Transactional email: SMTP_URL, else the server log (plus MAIL_OUTBOX_DIR). */
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  config: MailConfig;
  /** A mailer the caller owns (tests capture mail with one); it is not closed here. */
  mailer?: Mailer;
}

export const mailerPlugin = fp(
  async (app: FastifyInstance, opts: MailerPluginOptions) => {
    if (opts.mailer) {
      app.decorate('mailer', opts.mailer);
      return;
    }
    const mailer = createMailer(opts.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => void (await mailer.close().catch(() => {})));
  },
  { name: 'mailer' },
);
