import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** No form of the product nests deeper than a few levels; 64 leaves room for any honest client. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text opens more than `max` arrays or objects inside one another. One pass
 * over the characters, no recursion and no allocation, so a hostile body costs no more than
 * reading it; brackets inside strings do not count. Malformed text is left to the parser.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype-poisoning checks included), behind a depth
 * cap. Without the cap, a body of 40,000 nested arrays (80 KB) parses fine and then costs
 * every later walk over the value, and each of them is a stack or time bomb.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new AppError('BAD_REQUEST', JSON_TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
