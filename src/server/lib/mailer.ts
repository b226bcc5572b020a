import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends transactional email. buildApp takes one as an option so tests can capture mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@mail.example:465). */
function smtpMailer(config: MailConfig & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP the email goes to the server log (warn, so it survives the default level):
 * a self-hosted admin can relay a reset link by hand.
 */
function logMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.warn(
        { mail: { from: config.from, to: message.to, subject: message.subject, text: message.text } },
        'SMTP_URL is not set: email written to the log instead of being sent',
      );
    },
    async close() {},
  };
}

/** Also writes each email as a JSON file (MAIL_OUTBOX_DIR), e.g. for end-to-end tests. */
function withOutbox(inner: Mailer, dir: string): Mailer {
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
      const tmp = path.join(dir, `.${name}.tmp`);
      // Written under a temporary name and renamed, so a reader never sees half a file.
      await fs.writeFile(tmp, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2));
      await fs.rename(tmp, path.join(dir, name));
      await inner.send(message);
    },
    close: () => inner.close(),
  };
}

export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  const base = config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }) : logMailer(config, log);
  return config.outboxDir ? withOutbox(base, config.outboxDir) : base;
}

/** Collects messages in memory; for tests. */
export function memoryMailer(): Mailer & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    async close() {},
  };
}
