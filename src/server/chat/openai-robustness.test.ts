import { describe, expect, it } from 'vitest';
import { chatTurn } from '../test/app-instances.ts';
import type { FakeAnswer } from '../test/fake-llm-server.ts';
import { llmHarness } from '../test/llm-harness.ts';
import { testDialect } from '../test/test-app.ts';

const h = llmHarness();

const LOST = 'Sorry, I lost my train of thought there. ';

/**
 * A provider that misbehaves one way; the visitor's message must be kept, exactly one reply
 * stored, the reply job done, and the app still answering.
 */
const cases: { name: string; answer: FakeAnswer; env?: Record<string, string>; check: (reply: string) => void }[] = [
  {
    name: 'streams slowly: the whole reply, nothing lost',
    answer: { kind: 'stream', chunks: ['Slow ', 'and ', 'steady, ', 'like ', 'the ', 'tide.'], delayMs: 200 },
    env: { LLM_IDLE_TIMEOUT_MS: '3000' },
    check: (reply) => expect(reply).toBe('Slow and steady, like the tide.'),
  },
  {
    name: 'fails with a 500: the offline companion answers',
    answer: { kind: 'error' },
    check: (reply) => {
      expect(reply).toContain('Nova');
      expect(reply.startsWith(LOST)).toBe(false);
    },
  },
  {
    name: 'hangs without a byte: the first-token timeout ends it, answered offline',
    answer: { kind: 'hang' },
    env: { LLM_FIRST_TOKEN_TIMEOUT_MS: '1000' },
    check: (reply) => {
      expect(reply).toContain('Nova');
      expect(reply.startsWith(LOST)).toBe(false);
    },
  },
  {
    name: 'drops the connection mid-stream: what had shown is owned up to, then answered offline',
    answer: { kind: 'stream', chunks: ['Oh, hi there. ', 'I was about to tell you ab'], end: 'drop' },
    check: (reply) => {
      expect(reply, reply).toMatch(/^Sorry, I lost my train of thought there. /);
      expect(reply).not.toContain('I was about to tell you ab');
      expect(reply).toContain('Nova');
    },
  },
];

describe(`OpenAI-compatible engine robustness on ${testDialect}`, { timeout: 60_000 }, () => {
  for (const c of cases) {
    it(c.name, async () => {
      h.llm.answer(c.answer);
      const app = await h.start(h.modelEnv(c.env));
      const { reply, history, cookie } = await chatTurn(app, "What's your name?", { timeoutMs: 20_000 });
      c.check(reply);
      // The greeting the conversation opened with, the message, its one reply.
      expect(history.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
      expect(history[1]?.content).toBe("What's your name?");
      const jobs = await (await h.database()).db.selectFrom('chat_replies').select(['status', 'content']).execute();
      expect(jobs).toEqual([{ status: 'done', content: reply }]);
      // No crash: the app goes on answering, and the next turn works.
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      h.llm.answer({ kind: 'stream', chunks: ['Still here.'] });
      expect((await chatTurn(app, 'Are you there?', { cookie })).reply).toBe('Still here.');
    });
  }
});
