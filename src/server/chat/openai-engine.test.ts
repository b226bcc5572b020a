import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, capturedLogs, chatTurn, createSharedDatabase } from '../test/app-instances.ts';
import { greetingOf, isReply } from '../test/chat-history.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../test/fake-llm-server.ts';
import type { TestDatabase } from '../test/test-app.ts';
import { testDialect } from '../test/test-app.ts';
import { buildSystemPrompt, conversationForModel, trimHistory } from './prompt.ts';

let llm: FakeLlmServer;
let testDb: TestDatabase;
let app: FastifyInstance | null = null;
let logs = capturedLogs();

beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(async () => llm.close());
afterEach(async () => {
  await app?.close();
  app = null;
  await testDb?.drop();
  llm.reset();
});

async function startApp(env: Record<string, string> = {}) {
  testDb = await createSharedDatabase();
  logs = capturedLogs();
  app = await buildAppOn(testDb.database, {
    env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', ...env },
    logger: logs.logger,
  });
  return app;
}

const messagesOf = (i: number) => llm.requests[i]?.body.messages ?? [];

describe(`OpenAI-compatible engine on ${testDialect}`, () => {
  it('streams the reply from the endpoint with the persona as system prompt', async () => {
    llm.answer({ kind: 'stream', chunks: ['Hey ', 'there, ', 'stargazer!'] });
    const a = await startApp({ LLM_API_KEY: 'sk-test', LLM_MAX_TOKENS: '123' });
    const { history } = await chatTurn(a, 'My name is Sam. Hi Nova!');
    expect(history.map((m) => m.content)).toEqual([
      await greetingOf(a.ctx, 1),
      'My name is Sam. Hi Nova!',
      'Hey there, stargazer!',
    ]);

    const [request] = llm.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.auth).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'test-model', stream: true, max_tokens: 123 });
    const messages = messagesOf(0);
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('You are Nova Adeyemi');
    expect(messages[0]?.content).toContain('late shift at the university observatory');
    expect(messages[0]?.content).toContain("The user's name is Sam.");
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'My name is Sam. Hi Nova!' });
  });

  it('sends a conversation that starts with a user turn and holds the greeting it opened with', async () => {
    llm.answer({ kind: 'stream', chunks: ['Clear skies tonight.'] });
    const a = await startApp();
    const first = await chatTurn(a, 'Hello!');
    await chatTurn(a, 'What are you looking at?', { cookie: first.cookie });
    const messages = messagesOf(1);
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(messages[1]?.content).toMatch(/opens a chat with Nova Adeyemi/);
    expect(messages[2]?.content).toContain('Oh good, company! The clouds have parked themselves');
    expect(messages.slice(3).map((m) => m.content)).toEqual([
      'Hello!',
      'Clear skies tonight.',
      'What are you looking at?',
    ]);
  });

  it('keeps a reply that streams for longer than the old whole-reply deadline', async () => {
    const pieces = ['The ', 'rings ', 'of ', 'Saturn ', 'are ', 'mostly ', 'ice, ', 'and ', 'they ', 'shimmer.'];
    llm.answer({ kind: 'stream', chunks: pieces, delayMs: 250 });
    // LLM_TIMEOUT_MS was a deadline for the whole reply; it now only bounds the first token.
    const a = await startApp({ LLM_TIMEOUT_MS: '1000', LLM_IDLE_TIMEOUT_MS: '1500' });
    const started = Date.now();
    const { reply } = await chatTurn(a, 'Tell me about Saturn');
    expect(Date.now() - started).toBeGreaterThan(1000 + 500);
    expect(reply).toBe(pieces.join(''));
    expect(llm.requests).toHaveLength(1);
  });

  it('accepts a stream that ends with [DONE] but no finish_reason, or the reverse', async () => {
    llm.answer(
      { kind: 'stream', chunks: ['First whole reply.'], end: 'done-only' },
      { kind: 'stream', chunks: ['Second whole reply.'], end: 'finish-only' },
    );
    const a = await startApp();
    const one = await chatTurn(a, 'Hi');
    const two = await chatTurn(a, 'And again', { cookie: one.cookie });
    expect([one.reply, two.reply]).toEqual(['First whole reply.', 'Second whole reply.']);
    expect(llm.requests).toHaveLength(2);
  });

  it('asks once more when a stream ends without a finish signal, and says so if text had shown', async () => {
    llm.answer(
      { kind: 'stream', chunks: ['Good evening. ', 'I was just thinking ab'], end: 'cut' },
      { kind: 'stream', chunks: ['Evening! The telescope is cooling down.'] },
    );
    const a = await startApp();
    const { reply, history } = await chatTurn(a, 'Hey Nova');
    expect(llm.requests).toHaveLength(2);
    expect(reply).toBe('Sorry, I lost my train of thought there. Evening! The telescope is cooling down.');
    expect(history.filter(isReply)).toHaveLength(1);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'reply stream ended without a finish signal; asking once more' }),
    );
  });

  it('falls back offline when the retried stream is cut too, never storing a cut reply', async () => {
    llm.answer({ kind: 'stream', chunks: ['Half a tho'], end: 'cut' });
    const a = await startApp();
    const { reply } = await chatTurn(a, "What's your name?");
    expect(llm.requests).toHaveLength(2);
    expect(reply).not.toContain('Half a tho');
    // Nothing had shown (no whole sentence), so no apology is needed.
    expect(reply).not.toMatch(/lost my train of thought/);
    expect(reply).toContain('Nova');
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'reply engine failed; answering with the offline persona engine' }),
    );
  });

  it('falls back to the offline persona engine when the provider fails, keeping the user message', async () => {
    llm.answer({ kind: 'error' });
    const a = await startApp();
    const { history } = await chatTurn(a, "What's your name?");
    // The greeting, the message, the offline reply.
    expect(history).toHaveLength(3);
    expect(history[1]).toMatchObject({ role: 'user', content: "What's your name?" });
    expect(history[2]?.content).toContain('Nova');
    expect(llm.requests).toHaveLength(1);
    expect(logs.lines).toContainEqual(
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
    const { history } = await chatTurn(a, 'What do you like?');
    expect(history[1]?.content).toBe('What do you like?');
    expect(history[2]?.role).toBe('assistant');
    expect(history[2]?.content.length).toBeGreaterThan(10);
  });

  it('gives up on a stream that falls silent mid-reply, and says so when text had shown', async () => {
    llm.answer({ kind: 'stream', chunks: ['Oh, hi there. ', 'Half a thou'], end: 'stall' });
    const a = await startApp({ LLM_IDLE_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const { reply } = await chatTurn(a, "What's your name?");
    expect(Date.now() - started).toBeLessThan(8000);
    expect(reply).not.toContain('Half a thou');
    expect(reply.startsWith('Sorry, I lost my train of thought there. ')).toBe(true);
    expect(reply).toContain('Nova');
  });

  it('gives up when the first token does not come in time', async () => {
    llm.answer({ kind: 'stream', chunks: [], end: 'stall' });
    const a = await startApp({ LLM_FIRST_TOKEN_TIMEOUT_MS: '1000' });
    const { reply } = await chatTurn(a, "What's your name?");
    expect(reply).toContain('Nova');
    expect(reply).not.toMatch(/lost my train of thought/);
  });

  it('leaves forgotten facts out of what the model is sent', async () => {
    llm.answer({ kind: 'stream', chunks: ['Nice to meet you.'] });
    const a = await startApp();
    const { cookie } = await chatTurn(a, 'My name is Sam and I love hiking in the mountains.');
    const memory = (await a.inject({ url: '/api/chats/1/memory', headers: { cookie } })).json() as {
      id: number;
      value: string;
    }[];
    const hiking = memory.find((m) => m.value === 'hiking in the mountains');
    expect(hiking).toBeDefined();
    const forget = await a.inject({ method: 'DELETE', url: `/api/chats/1/memory/${hiking?.id}`, headers: { cookie } });
    expect(forget.statusCode).toBe(200);
    await chatTurn(a, 'What should we talk about?', { cookie });
    const afterOne = llm.requests.at(-1)?.raw ?? '';
    expect(afterOne).not.toMatch(/hiking/i);
    expect(afterOne).toContain('Sam');

    await a.inject({ method: 'DELETE', url: '/api/chats/1/memory', headers: { cookie } });
    await chatTurn(a, 'Do you remember me?', { cookie });
    const afterAll = llm.requests.at(-1)?.raw ?? '';
    expect(afterAll).not.toMatch(/hiking|\bSam\b/i);

    // Told again, known again.
    await chatTurn(a, 'Call me Sam, by the way.', { cookie });
    await chatTurn(a, 'Hi again', { cookie });
    expect(llm.requests.at(-1)?.raw).toContain('Sam');

    await a.inject({ method: 'DELETE', url: '/api/chats/1', headers: { cookie } });
    await chatTurn(a, 'Fresh start!', { cookie });
    expect(llm.requests.at(-1)?.raw).not.toMatch(/\bSam\b/);
  });
});

describe('prompt building', () => {
  const persona = {
    id: 1,
    name: 'June',
    tagline: 'jazz pianist',
    description: '{{char}} plays for {{user}}.',
    personality: 'wry',
    scenario: '',
    firstMessage: 'Evening, {{user}}. Requests?',
    exampleDialogue: '',
    interests: ['bebop'],
  };

  it('keeps the newest turns within the budget, always the last one, starting with a user turn', () => {
    const turns = Array.from({ length: 30 }, (_, i) => ({
      role: (i % 2 === 0 ? 'user' : 'assistant') as 'user' | 'assistant',
      content: `turn ${i} ${'x'.repeat(200)}`,
    }));
    for (const budget of [300, 301, 420, 555]) {
      const kept = trimHistory(turns, budget);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(turns.length);
      expect(kept.at(-1)).toEqual(turns.at(-1));
      expect(kept[0]?.role).toBe('user');
    }
    const huge = trimHistory([{ role: 'user', content: 'y'.repeat(10_000) }], 100);
    expect(huge).toHaveLength(1);
    expect(huge[0]?.content.length).toBeLessThanOrEqual(400);
  });

  it('opens with the conversation greeting after a user turn, keeps it however tight, and alternates speakers', () => {
    const sent = conversationForModel(
      persona,
      [
        { role: 'assistant', content: 'Evening, Sam. Requests?' },
        { role: 'user', content: 'hi' },
        { role: 'user', content: 'are you there?' },
        { role: 'assistant', content: 'Right here.' },
        { role: 'user', content: 'play something' },
      ],
      [{ kind: 'name', value: 'Sam' }],
      2000,
      true,
    );
    expect(sent.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(sent[0]?.content).toBe('(Sam opens a chat with June.)');
    expect(sent[1]?.content).toBe('Evening, Sam. Requests?');
    expect(sent[2]?.content).toBe('hi\n\nare you there?');
    // With no room for more, the greeting and the message being answered remain.
    const tight = conversationForModel(
      persona,
      [
        { role: 'assistant', content: 'Good evening.' },
        { role: 'assistant', content: 'x'.repeat(800) },
        { role: 'user', content: 'ok' },
      ],
      [],
      64,
      true,
    );
    expect(tight.map((t) => t.role)).toEqual(['user', 'assistant', 'user']);
    expect(tight[1]?.content).toBe('Good evening.');
    expect(tight.at(-1)?.content).toBe('ok');
    // A conversation that opened without a greeting (an avatar with none, an imported chat
    // that began with the visitor) is sent as it is: nothing the visitor never saw.
    const plain = conversationForModel(persona, [{ role: 'user', content: 'hi' }], [], 2000);
    expect(plain).toEqual([{ role: 'user', content: 'hi' }]);
  });

  it('puts persona, remembered facts, honesty about being an AI and the 18+ rule in the system prompt', () => {
    const prompt = buildSystemPrompt(
      persona,
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
    expect(prompt).toContain('say honestly, in character, that you are an AI');
    expect(prompt).not.toMatch(/never claim to be an AI/i);
  });

  it('tells the model what safety requires: no 18+ brand for a minor, the register, the crisis lines', () => {
    const minor = buildSystemPrompt(persona, [], 'Not-Quite-Wife', {
      minor: true,
      minorJustSaid: false,
      register: 'gentle',
      aiQuestion: false,
      resources: ['Samaritans: call 116 123'],
    });
    expect(minor).toContain('under 18');
    expect(minor).toContain('never mention Not-Quite-Wife');
    expect(minor).not.toContain('coming soon with a waitlist');
    expect(minor).toContain('Samaritans: call 116 123');
    expect(minor).toContain('do not change the subject or bring up your own hobbies');
  });
});
