import type { Brand } from '../../../shared/brand.ts';
import { PASSWORD_RESET_TTL_MINUTES } from '../../../shared/contracts/password-reset.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The reset email: plain text first (what the log shows), with a simple HTML twin. */
export function passwordResetEmail(options: { to: string; username: string; link: string; brand: Brand }): MailMessage {
  const { brand, link, username } = options;
  const subject = `Reset your ${brand.mainName} password`;
  const text = [
    `Hi ${username},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${brand.mainName} account.`,
    `Choose a new password here within ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    `Questions? Write to ${brand.supportEmail}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hi ${escapeHtml(username)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(brand.mainName)} account.
Choose a new password within ${PASSWORD_RESET_TTL_MINUTES} minutes:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once. If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>Questions? Write to <a href="mailto:${escapeHtml(brand.supportEmail)}">${escapeHtml(brand.supportEmail)}</a>.</p>
</body></html>`;
  return { to: options.to, subject, text, html };
}
