import type { Brand } from '../../../shared/brand.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The confirmation the waitlist success toast promises ('Check your email for confirmation!'). */
export function waitlistConfirmationEmail(options: { to: string; brand: Brand }): MailMessage {
  const { brand } = options;
  const subject = `You're on the ${brand.premiumName} waitlist`;
  const text = [
    'Hi,',
    '',
    `Thanks for joining the ${brand.premiumName} waitlist. You're on the list!`,
    "We'll write to this address once, when the premium tier opens. You must be 18+ to access it.",
    '',
    `Until then, the free experience is open at ${brand.mainName}.`,
    `Didn't sign up? Ignore this email or write to ${brand.supportEmail} and we'll remove you.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hi,</p>
<p>Thanks for joining the ${escapeHtml(brand.premiumName)} waitlist. <strong>You're on the list!</strong></p>
<p>We'll write to this address once, when the premium tier opens. You must be 18+ to access it.</p>
<p>Until then, the free experience is open at ${escapeHtml(brand.mainName)}.</p>
<p>Didn't sign up? Ignore this email or write to <a href="mailto:${escapeHtml(brand.supportEmail)}">${escapeHtml(brand.supportEmail)}</a> and we'll remove you.</p>
</body></html>`;
  return { to: options.to, subject, text, html };
}
