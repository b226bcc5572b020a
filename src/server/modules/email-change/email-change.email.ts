import type { Brand } from '../../../shared/brand.ts';
import { EMAIL_CHANGE_TTL_HOURS } from '../../../shared/contracts/email-change.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { plainEmail } from '../../lib/plain-email.ts';

/** To the new address: the link that makes the change. */
export function confirmNewEmail(options: { to: string; username: string; link: string; brand: Brand }): MailMessage {
  const { brand } = options;
  return plainEmail({
    to: options.to,
    subject: `Confirm your new ${brand.mainName} email address`,
    blocks: [
      `Hi ${options.username},`,
      `You asked to use this address for your ${brand.mainName} account. Confirm it within ${EMAIL_CHANGE_TTL_HOURS} hours:`,
      { link: options.link, label: 'Confirm my new email address' },
      'Until you do, your account keeps its current address. When you confirm, every other device signed in to your account is signed out.',
      `Did not ask for this? Ignore this email: nothing changes. Questions? Write to ${brand.supportEmail}.`,
    ],
  });
}

/** To the old address, once the change is made: the owner hears of it even if it was not them. */
export function emailChangedNotice(options: {
  to: string;
  username: string;
  newEmail: string;
  brand: Brand;
}): MailMessage {
  const { brand } = options;
  return plainEmail({
    to: options.to,
    subject: `Your ${brand.mainName} email address was changed`,
    blocks: [
      `Hi ${options.username},`,
      `The email address of your ${brand.mainName} account was changed to ${options.newEmail}. From now on we write there, and you log in with it.`,
      `If you did not do this, write to ${brand.supportEmail} at once: someone else may have your password.`,
    ],
  });
}
