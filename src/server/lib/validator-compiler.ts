import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Where the first NUL character sits in a parsed body, query or params (keys count too). */
export function findNul(value: unknown): (string | number)[] | null {
  // Each frame points at its parent instead of carrying a copy of its path, so the walk
  // costs O(nodes) however deep the value; the path is built only for the one NUL found.
  const stack: Frame[] = [{ value, key: null, parent: null }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const current = frame.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(frame);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: frame });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, v] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...pathOf(frame), key];
        stack.push({ value: v, key, parent: frame });
      }
    }
  }
  return null;
}

interface Frame {
  value: unknown;
  key: string | number | null;
  parent: Frame | null;
}

function pathOf(frame: Frame): (string | number)[] {
  const path: (string | number)[] = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) path.push(f.key);
  return path.reverse();
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
