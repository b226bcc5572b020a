import { z } from 'zod';
import { ZEmail } from './common.ts';

export const EMAIL_CHANGE_NOTE = 'Email address cannot be changed here. Please contact support for email changes.';

export const ZUpdateProfileBody = z.object({
  displayName: z.string().trim().max(50, 'Display name must be at most 50 characters'),
  email: ZEmail,
  bio: z.string().trim().max(500, 'Bio must be at most 500 characters'),
});
export type UpdateProfileBody = z.infer<typeof ZUpdateProfileBody>;
