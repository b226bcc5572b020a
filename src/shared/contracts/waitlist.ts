import { z } from 'zod';
import { ZEmail, ZIsoDateTime } from './common.ts';

export const ZWaitlistBody = z.object({ email: ZEmail });
export type WaitlistBody = z.infer<typeof ZWaitlistBody>;

/** Spec §8 success toast text for a first sign-up. */
export const WAITLIST_JOINED_MESSAGE =
  "You've been added to our exclusive waitlist. Check your email for confirmation!";
/** A second sign-up with the same address is a friendly success, not an error. */
export const WAITLIST_ALREADY_JOINED_MESSAGE =
  "You're already on our exclusive waitlist. We'll let you know as soon as we launch.";

export const ZWaitlistResponse = z.object({
  message: z.string(),
  /** True when this address was already on the list (still a success). */
  alreadyJoined: z.boolean(),
});
export type WaitlistResponse = z.infer<typeof ZWaitlistResponse>;

/** One stored sign-up, as the admin CLI lists it. */
export const ZWaitlistEntry = z.object({ id: z.number(), email: z.string(), createdAt: ZIsoDateTime });
export type WaitlistEntry = z.infer<typeof ZWaitlistEntry>;
