import { z } from 'zod';

/** The one error shape every 4xx/5xx answer carries. `issues` places messages on form fields. */
export const ZFieldIssue = z.object({ path: z.string(), message: z.string() });
export const ZErrorResponse = z.object({
  message: z.string(),
  issues: z.array(ZFieldIssue).optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
export type FieldIssue = z.infer<typeof ZFieldIssue>;

export const ZMessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof ZMessageResponse>;

/** Largest value an `integer` column holds on PostgreSQL; ids beyond it can't exist. */
export const MAX_DB_INT = 2_147_483_647;

/** A positive integer id from a path segment; '1.5', 'abc', '-1' and '' are 400s. */
export const ZIdParam = z
  .string()
  .regex(/^\d{1,10}$/, 'Expected a positive integer id')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Expected a positive integer id').max(MAX_DB_INT, 'Id is out of range'));

/** A positive integer id in a JSON body ('Id is out of range' beyond what a row can have). */
export const ZIdNumber = z.number().int().min(1).max(MAX_DB_INT, 'Id is out of range');

export const ZIsoDateTime = z.string().describe('UTC ISO-8601 date-time');

/** Email as every form in the spec validates it, normalised (trim, lower-case). */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** A token from an emailed link: 43 base64url characters (256 random bits), judged loosely. */
export const emailedToken = (invalidMessage: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, invalidMessage);
