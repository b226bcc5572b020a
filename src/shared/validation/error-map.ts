import { z } from 'zod';

function describeReceived(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/**
 * Spec §5: generic schema messages read 'Required' and 'Expected X, received Y'. Zod 4's
 * default wording differs, so both the server and the browser install this once at start.
 */
export function installZodErrorMap(): void {
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      if (issue.input === undefined) return 'Required';
      return `Expected ${issue.expected}, received ${describeReceived(issue.input)}`;
    },
  });
}
