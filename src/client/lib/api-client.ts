import type { FieldIssue } from '../../shared/contracts/common.ts';

/**
 * A failed HTTP response. Its message is the spec's '{status}: {response body or status
 * text}'; `serverMessage` and `issues` are the parsed `{ message, issues }` when present.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly serverMessage: string | undefined;
  readonly issues: FieldIssue[];

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    let parsed: { message?: unknown; issues?: unknown } | undefined;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      parsed = undefined;
    }
    this.serverMessage = typeof parsed?.message === 'string' ? parsed.message : undefined;
    this.issues = Array.isArray(parsed?.issues) ? (parsed.issues as FieldIssue[]) : [];
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Every call sends cookies; a body is JSON. Throws ApiError on a non-OK answer. */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends one file (multipart field "file"); the server checks it whole and answers JSON. */
export async function postFile<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as T;
}

/** The default query function: GET as JSON; optionally a 401 means null instead of an error. */
export async function getJson<T>(
  url: string,
  options: { on401?: 'throw' | 'returnNull'; signal?: AbortSignal } = {},
): Promise<T | null> {
  try {
    return await apiRequest<T>(url, options.signal ? { signal: options.signal } : {});
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Query string from defined, non-empty values only. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The message a form or toast shows for a failed call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
