import http from 'node:http';

/** One browser's cookies (name -> value), shared by every server it talks to. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Milliseconds from sending the request to the end of the response. */
  ms: number;
  // biome-ignore lint/suspicious/noExplicitAny: test code reads what it asserts on
  json(): any;
}

export interface ClientOptions {
  jar?: CookieJar;
  /** Keep-alive pool to use (one per load run, so connections are reused). */
  agent?: http.Agent;
  /** Source address on loopback (127.x.y.z): the server sees this as the client IP. */
  localAddress?: string;
  timeoutMs?: number;
}

/** A small HTTP client over node:http with a cookie jar; network failures reject. */
export class HttpClient {
  readonly jar: CookieJar;

  constructor(
    readonly baseUrl: string,
    private readonly options: ClientOptions = {},
  ) {
    this.jar = options.jar ?? new CookieJar();
  }

  /** The same browser (cookies, address) talking to another server. */
  to(baseUrl: string): HttpClient {
    return new HttpClient(baseUrl, { ...this.options, jar: this.jar });
  }

  get(path: string): Promise<HttpResponse> {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown): Promise<HttpResponse> {
    return this.request('POST', path, body);
  }

  delete(path: string): Promise<HttpResponse> {
    return this.request('DELETE', path);
  }

  request(method: string, path: string, body?: unknown): Promise<HttpResponse> {
    return this.requestText(method, path, body === undefined ? undefined : JSON.stringify(body));
  }

  /** A request whose JSON body is sent exactly as given (hostile or malformed text included). */
  requestText(method: string, path: string, text: string | undefined): Promise<HttpResponse> {
    const payload = text === undefined ? undefined : Buffer.from(text);
    const req = this.open(method, path, payload?.length);
    const response = this.send(req);
    req.end(payload);
    return response;
  }

  /**
   * A request whose body arrives slowly: the headers and the first half of the body are
   * sent now, the rest when `finish()` is called. The server holds it as in flight.
   */
  slow(method: string, path: string, body: unknown): { finish(): Promise<HttpResponse> } {
    const payload = Buffer.from(JSON.stringify(body));
    const req = this.open(method, path, payload.length);
    const half = Math.floor(payload.length / 2);
    const response = this.send(req);
    response.catch(() => {}); // reported by finish()
    req.flushHeaders();
    req.write(payload.subarray(0, half));
    return {
      finish: () => {
        if (!req.writableEnded) req.end(payload.subarray(half));
        return response;
      },
    };
  }

  /** Opens `GET path` as a Server-Sent Events stream. */
  stream(path: string, headers: Record<string, string> = {}): Promise<EventStream> {
    return new Promise((resolve, reject) => {
      const req = this.open('GET', path, undefined, { accept: 'text/event-stream', ...headers }, false);
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        resolve(new EventStream(req, res));
      });
      req.on('error', reject);
      req.end();
    });
  }

  private open(
    method: string,
    path: string,
    contentLength: number | undefined,
    extraHeaders: Record<string, string> = {},
    pooled = true,
  ): http.ClientRequest {
    const url = new URL(path, this.baseUrl);
    const cookie = this.jar.header();
    return http.request(url, {
      method,
      agent: pooled ? this.options.agent : false,
      ...(this.options.localAddress ? { localAddress: this.options.localAddress } : {}),
      headers: {
        accept: 'application/json',
        ...(contentLength !== undefined
          ? { 'content-type': 'application/json', 'content-length': String(contentLength) }
          : {}),
        ...(cookie ? { cookie } : {}),
        ...extraHeaders,
      },
    });
  }

  /** The response to `req` (which the caller ends). */
  private send(req: http.ClientRequest): Promise<HttpResponse> {
    const started = performance.now();
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    return new Promise((resolve, reject) => {
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          this.jar.store(res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            ms: performance.now() - started,
            json: () => JSON.parse(text),
          });
        });
      });
    });
  }
}

export interface ServerSentEvent {
  id?: string;
  event?: string;
  // biome-ignore lint/suspicious/noExplicitAny: test code reads what it asserts on
  data: any;
}

/** The events of one open SSE response, parsed as they arrive. */
export class EventStream {
  readonly events: ServerSentEvent[] = [];
  private buffer = '';
  private waiters: Array<() => void> = [];

  constructor(
    private readonly req: http.ClientRequest,
    res: http.IncomingMessage,
  ) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (let cut = this.buffer.indexOf('\n\n'); cut >= 0; cut = this.buffer.indexOf('\n\n')) {
        const block = this.buffer.slice(0, cut);
        this.buffer = this.buffer.slice(cut + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          const colon = line.indexOf(': ');
          if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
        }
        if (fields.data) this.events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    res.on('error', () => {});
  }

  /** The first event matching `predicate`, waiting up to `timeoutMs` for it. */
  async next(predicate: (event: ServerSentEvent) => boolean, timeoutMs = 10_000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.req.destroy();
  }
}
