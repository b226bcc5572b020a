import net from 'node:net';
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

/** The smallest SMTP server nodemailer will talk to: it records what it is sent. */
async function fakeSmtpServer(): Promise<{ port: number; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('createMailer with SMTP_URL', () => {
  it('sends through the SMTP server from the configured sender', async () => {
    const smtp = await fakeSmtpServer();
    const warn = vi.fn();
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Brand <support@brand.example>', outboxDir: undefined },
      { warn } as unknown as FastifyBaseLogger,
    );
    try {
      await mailer.send(message);
      const text = smtp.received.join('\n');
      expect(text).toMatch(/^From: Brand <support@brand\.example>$/m);
      expect(text).toMatch(/^To: ana@example\.com$/m);
      expect(text).toMatch(/^Subject: Reset your password$/m);
      expect(text).toContain('Open https://x/y');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
