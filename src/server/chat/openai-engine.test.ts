import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, createSharedDatabase, waitFor } from '../test/app-instances.ts';
import { sessionCookieFrom, type TestDatabase, testDialect } from '../test/test-app.ts';
import { buildSystemPrompt, trimHistory } from './prompt.ts';

/**
 * A local OpenAI-compatible server on loopback: streams the configured chunks as SSE
 * `chat.completion.chunk`s, or fails / stalls on demand, and records what it was asked.
 */
type Mode = { kind: 'stream'; chunks: string[] } | { kind: 'error' } | { kind: 'stall'; after: string[] };
let mode: Mode = { kind: 'stream', chunks: [] };
const requests: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
const open = new Set<http.ServerResponse>();
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
    if (mode.kind === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    open.add(res);
    res.on('close', () => open.delete(res));
    const chunk = (content: string) =>
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
    const chunks = mode.kind === 'stream' ? mode.chunks : mode.after;
    for (const c of chunks) res.write(chunk(c));
    if (mode.kind === 'stream') res.end('data: [DONE]\n\n');
    // 'stall': keep the connection open and silent until the client gives up.
  });
});
let baseUrl = '';

let testDb: TestDatabase;
let app: FastifyInstance | null = null;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(async () => {
  await app?.close();
  app = null;
  await testDb?.drop();
  requests.length = 0;
});

/** Log lines the app wrote (warnings and worse). */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

async function startApp(env: Record<string, string>) {
  testDb = await createSharedDatabase();
  logLines.length = 0;
  app = await buildAppOn(testDb.database, {
    env: { LLM_MODEL: 'test-model', ...env },
    logger: { level: 'warn', stream: logStream },
  });
  return app;
}

async function chat(a: FastifyInstance, message: string, cookie?: string) {
  const sent = await a.inject({
    method: 'POST',
    url: '/api/chats/1',
    payload: { message },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(sent.statusCode).toBe(201);
  const sid = cookie ?? sessionCookieFrom(sent);
  const history = await waitFor(async () => {
    const h = (await a.inject({ url: '/api/chats/1', headers: { cookie: sid } })).json() as {
      role: string;
      content: string;
    }[];
    return h.at(-1)?.role === 'assistant' ? h : undefined;
  }, 10_000);
  return { cookie: sid, history };
}

describe(`OpenAI-compatible engine on ${testDialect}`, () => {
  it('streams the reply from the endpoint with the persona as system prompt', async () => {
    mode = { kind: 'stream', chunks: ['Hey ', 'there, ', 'stargazer!'] };
    const a = await startApp({ LLM_BASE_URL: baseUrl, LLM_API_KEY: 'sk-test', LLM_MAX_TOKENS: '123' });
    const { history } = await chat(a, 'My name is Sam. Hi Nova!');
    expect(history.map((m) => m.content)).toEqual(['My name is Sam. Hi Nova!', 'Hey there, stargazer!']);

    const [request] = requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.auth).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'test-model', stream: true, max_tokens: 123 });
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('You are Nova Adeyemi');
    expect(messages[0]?.content).toContain('late shift at the university observatory');
    expect(messages[0]?.content).toContain("The user's name is Sam.");
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'My name is Sam. Hi Nova!' });
  });

  it('falls back to the offline persona engine when the provider fails, keeping the user message', async () => {
    mode = { kind: 'error' };
    const a = await startApp({ LLM_BASE_URL: baseUrl });
    const { history } = await chat(a, "What's your name?");
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ role: 'user', content: "What's your name?" });
    expect(history[1]?.content).toContain('Nova');
    expect(requests).toHaveLength(1);
    const logged = logLines.map((l) => JSON.parse(l) as { level: number; msg: string; engine?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'reply engine failed; answering with the offline persona engine',
        engine: 'openai-compatible:test-model',
      }),
    );
  });

  it('falls back when nothing listens at the configured address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const a = await startApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1` });
    const { history } = await chat(a, 'What do you like?');
    expect(history[0]?.content).toBe('What do you like?');
    expect(history[1]?.role).toBe('assistant');
    expect(history[1]?.content.length).toBeGreaterThan(10);
  });

  it('gives up on a stalled stream after the timeout and replaces the half reply', async () => {
    mode = { kind: 'stall', after: ['Half a thou'] };
    const a = await startApp({ LLM_BASE_URL: baseUrl, LLM_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const { history } = await chat(a, "What's your name?");
    expect(Date.now() - started).toBeLessThan(8000);
    expect(history[1]?.content).not.toContain('Half a thou');
    expect(history[1]?.content).toContain('Nova');
  });
});

describe('prompt building', () => {
  it('keeps the newest turns within the budget, always the last one', () => {
    const turns = Array.from({ length: 30 }, (_, i) => ({
      role: (i % 2 === 0 ? 'user' : 'assistant') as 'user' | 'assistant',
      content: `turn ${i} ${'x'.repeat(200)}`,
    }));
    const kept = trimHistory(turns, 300);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(turns.length);
    expect(kept.at(-1)).toEqual(turns.at(-1));
    expect(kept[0]?.content.startsWith(`turn ${30 - kept.length} `)).toBe(true);
    const huge = trimHistory([{ role: 'user', content: 'y'.repeat(10_000) }], 100);
    expect(huge).toHaveLength(1);
    expect(huge[0]?.content.length).toBeLessThanOrEqual(400);
  });

  it('puts persona, remembered facts and the 18+ rule in the system prompt', () => {
    const prompt = buildSystemPrompt(
      {
        id: 1,
        name: 'June',
        tagline: 'jazz pianist',
        description: '{{char}} plays for {{user}}.',
        personality: 'wry',
        scenario: '',
        firstMessage: '',
        exampleDialogue: '',
        interests: ['bebop'],
      },
      [
        { kind: 'name', value: 'Sam' },
        { kind: 'like', value: 'trains' },
      ],
      'Not-Quite-Wife',
    );
    expect(prompt).toContain('June plays for Sam.');
    expect(prompt).toContain('The user likes trains.');
    expect(prompt).toContain('Interests: bebop.');
    expect(prompt).toContain('Not-Quite-Wife');
  });
});
