import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';

const message = { to: 'ana@example.com', subject: 'Reset your password', text: 'Open https://x/y', html: '<p>x</p>' };

describe('createMailer without SMTP', () => {
  it('writes the email to the server log so an admin can relay it', async () => {
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'Brand <support@brand.example>', outboxDir: undefined },
      log,
    );
    await mailer.send(message);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toEqual({
      mail: { from: 'Brand <support@brand.example>', to: message.to, subject: message.subject, text: message.text },
    });
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/SMTP_URL is not set/);
    await mailer.close();
  });
});
