import { z } from 'zod';
import { ZEmail, ZIsoDateTime } from './common.ts';

export const ZWaitlistBody = z.object({ email: ZEmail });
export type WaitlistBody = z.infer<typeof ZWaitlistBody>;

/** Spec §8 success toast text. */
export const WAITLIST_JOINED_MESSAGE =
  "You've been added to our exclusive waitlist. Check your email for confirmation!";

/**
 * The same for a first sign-up and a repeat: the answer must not tell who has already
 * signed up for the adult brand.
 */
export const ZWaitlistResponse = z.object({ message: z.string() });
export type WaitlistResponse = z.infer<typeof ZWaitlistResponse>;

/** One stored sign-up, as the admin CLI lists it. */
export const ZWaitlistEntry = z.object({ id: z.number(), email: z.string(), createdAt: ZIsoDateTime });
export type WaitlistEntry = z.infer<typeof ZWaitlistEntry>;
