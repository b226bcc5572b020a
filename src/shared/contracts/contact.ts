import { z } from 'zod';
import { CONTACT_MESSAGE_MIN } from '../constants.ts';
import { ZEmail } from './common.ts';

export const ZContactBody = z.object({
  email: ZEmail,
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters long`)
    .max(5000, 'Message must be at most 5000 characters long'),
});
export type ContactBody = z.infer<typeof ZContactBody>;

export const ZContactResponse = z.object({
  portfolioDetected: z.boolean(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof ZContactResponse>;
