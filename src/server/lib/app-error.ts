import type { FieldIssue } from '../../shared/contracts/common.ts';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** A card declined: nothing was charged (the processors' own status for it). */
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * What domain code throws. The error plugin maps `code` to the HTTP status from one table;
 * `message` is shown to the user, `issues` place messages on form fields.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { issues?: FieldIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message = 'Not Found') => new AppError('NOT_FOUND', message);
export const unauthorized = (message = 'You need to be logged in') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError('FORBIDDEN', message);
