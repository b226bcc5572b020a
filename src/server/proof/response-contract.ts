/**
 * What every answer must look like, whatever was sent: never a 5xx, never a stack trace,
 * JSON where JSON is promised, and errors in the contract's `{ message, issues? }` shape.
 * Returns what is wrong, or null.
 */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Frames of a stack trace, or paths of the code on disk. */
const STACK = /\n\s+at |\bat [\w$.<>]+ \(|node:internal|node_modules\/|\/src\/server\/|\.ts:\d+:\d+/;
/** Markup an attacker may have sent, echoed into an error message. */
const MARKUP = /<\s*(script|img|svg|iframe|html)\b/i;

function isErrorShape(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'an error that is not an object';
  const { message, issues, ...rest } = value as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return 'an error without a message';
  if (MARKUP.test(message)) return 'markup in an error message';
  if (Object.keys(rest).length > 0) return `unexpected error fields ${Object.keys(rest).join(', ')}`;
  if (issues === undefined) return null;
  if (!Array.isArray(issues)) return 'issues that are not a list';
  for (const issue of issues) {
    const ok =
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as { path?: unknown }).path === 'string' &&
      typeof (issue as { message?: unknown }).message === 'string';
    if (!ok) return 'an issue without path and message';
  }
  return null;
}

/** Paths where the SPA's not-found page (HTML) is a fair answer to a GET. */
function isPagePath(pathname: string): boolean {
  return !/^\/(api|media|assets)(\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function contractViolation(request: { method: string; url: string }, answer: Answer): string | null {
  const { statusCode, body } = answer;
  const type = String(answer.headers['content-type'] ?? '');
  if (statusCode >= 500) return `status ${statusCode}`;
  if (statusCode < 100) return `status ${statusCode}`;
  if (statusCode >= 400 && STACK.test(body)) return 'a stack trace or source path in the answer';
  if (request.method === 'HEAD' || statusCode === 204 || statusCode === 304 || body === '') return null;
  // As the router sees it: dot segments resolved ('/api/./docs' is '/api/docs').
  const pathname = new URL(`http://localhost${request.url}`).pathname;
  const api = pathname.startsWith('/api/') && !pathname.startsWith('/api/docs');

  // JSON lines are not one JSON document: each line is.
  if (/^application\/jsonl/i.test(type)) {
    const bad = body.split('\n').filter((line) => line !== '' && !isJson(line));
    if (bad.length > 0) return `content-type ${type} but a line is not JSON`;
  } else if (/json/i.test(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `content-type ${type} but the body is not JSON`;
    }
    if (statusCode >= 400) return isErrorShape(parsed);
    return null;
  }
  // The API routes that answer with files: an uploaded image, video or audio; a PNG Character
  // Card; a conversation exported as Markdown or JSON lines.
  const file =
    statusCode < 300 &&
    ((/^\/api\/media\/[^/]+$/.test(pathname) && /^(image|video|audio)\//.test(type)) ||
      (/^\/api\/creator\/avatars\/[^/]+\/character-card\.png$/.test(pathname) && /^image\/png/.test(type)) ||
      (/^\/api\/chats\/[^/]+\/export$/.test(pathname) && /^(text\/markdown|application\/jsonl)/.test(type)));
  if (api && !file && !/^text\/event-stream/.test(type)) return `an API answer of type '${type}'`;
  if (statusCode >= 400) {
    const page = statusCode === 404 && /^text\/html/.test(type) && request.method === 'GET' && isPagePath(pathname);
    if (!page) return `a ${statusCode} of type '${type}' instead of a JSON error`;
  }
  return null;
}
