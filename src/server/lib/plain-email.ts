import { escapeHtml } from './escape-html.ts';
import type { MailMessage } from './mailer.ts';

/** A paragraph of text, or a link on a line of its own (shown in full in the text part). */
export type EmailBlock = string | { link: string; label: string };

/**
 * A transactional email from paragraphs: plain text first (what the log and the outbox
 * show), with a simple HTML twin in which every piece of text is escaped.
 */
export function plainEmail(options: { to: string; subject: string; blocks: EmailBlock[] }): MailMessage {
  const text = options.blocks.map((b) => (typeof b === 'string' ? b : b.link)).join('\n\n');
  const paragraphs = options.blocks.map((b) =>
    typeof b === 'string'
      ? `<p>${escapeHtml(b)}</p>`
      : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`,
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">\n${paragraphs.join('\n')}\n</body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}
