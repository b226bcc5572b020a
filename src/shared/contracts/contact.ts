import { z } from 'zod';
import { CONTACT_MESSAGE_MIN } from '../constants.ts';
import { ZEmail, ZIsoDateTime } from './common.ts';

export const CONTACT_MESSAGE_MAX = 5000;

export const ZContactBody = z.object({
  email: ZEmail,
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters long`)
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters long`),
});
export type ContactBody = z.infer<typeof ZContactBody>;

/** Spec §8: the success toast's text follows whether the message carried a portfolio link. */
export const CONTACT_SUCCESS_MESSAGES = {
  portfolio: "We've received your portfolio and will review it soon.",
  general: "Thank you for your message. We'll get back to you shortly.",
} as const;

export function contactSuccessMessage(portfolioDetected: boolean): string {
  return portfolioDetected ? CONTACT_SUCCESS_MESSAGES.portfolio : CONTACT_SUCCESS_MESSAGES.general;
}

export const ZContactResponse = z.object({
  portfolioDetected: z.boolean(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof ZContactResponse>;

/** One stored message, as the admin CLI lists it. */
export const ZContactMessage = z.object({
  id: z.number(),
  email: z.string(),
  message: z.string(),
  portfolioDetected: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type ContactMessage = z.infer<typeof ZContactMessage>;
