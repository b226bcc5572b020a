import { z } from 'zod';
import { ZEmail } from './common.ts';

export const ZWaitlistBody = z.object({ email: ZEmail });
export type WaitlistBody = z.infer<typeof ZWaitlistBody>;

export const ZWaitlistResponse = z.object({
  message: z.string(),
  /** True when this address was already on the list (still a success). */
  alreadyJoined: z.boolean(),
});
export type WaitlistResponse = z.infer<typeof ZWaitlistResponse>;
