import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Where the first NUL character sits in a parsed body, query or params (keys count too). */
export function findNul(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return item.path;
    } else if (Array.isArray(current)) {
      for (const [i, v] of current.entries()) stack.push({ value: v, path: [...item.path, i] });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, v] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...item.path, key];
        stack.push({ value: v, path: [...item.path, key] });
      }
    }
  }
  return null;
}

const ZNoNul = z.unknown().superRefine((value, ctx) => {
  const path = findNul(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE });
});

/**
 * The zod validator of every route, refusing NUL characters anywhere in the input first:
 * PostgreSQL cannot store them in text (a 500 there, silently stored on SQLite), and no
 * form of the product has a use for them. The refusal is an ordinary 400 with its issue.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const guard = zodValidatorCompiler({ ...route, schema: ZNoNul });
  return (data) => {
    const refused = guard(data);
    return typeof refused === 'object' && 'error' in refused && refused.error ? refused : validate(data);
  };
};
