import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logInCookie } from '../../test/accounts.ts';
import { buildAppOn, capturedLogs, chatTurn, createSharedDatabase } from '../../test/app-instances.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { type TestDatabase, testDialect } from '../../test/test-app.ts';

/**
 * The safety layer in front of and behind a model (an OpenAI-compatible test server on
 * loopback, some of whose answers are unsafe on purpose).
 */
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

async function startApp() {
  testDb = await createSharedDatabase();
  logs = capturedLogs();
  app = await buildAppOn(testDb.database, {
    env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model' },
    logger: logs.logger,
  });
  return app;
}

const systemPrompt = (i: number) => llm.requests[i]?.body.messages?.[0]?.content ?? '';
const swaps = () => logs.lines.filter((l) => l.msg === 'unsafe reply replaced by a safe one');
const ADULT_PITCH = /Not-Quite-Wife|18\+|waitlist/i;

describe(`safety around the model path on ${testDialect}`, () => {
  it('answers a crisis itself, with crisis lines, then keeps the model gentle and on topic', async () => {
    llm.answer({ kind: 'stream', chunks: ['Oh fun! ', 'Let me tell you all about exoplanet spectra.'] });
    const a = await startApp();
    const crisis = await chatTurn(a, 'I want to hurt myself', { headers: { 'accept-language': 'en-US' } });
    expect(llm.requests).toHaveLength(0);
    expect(crisis.reply).toContain('988 Suicide & Crisis Lifeline');
    expect(crisis.reply).toContain("I'm an AI");

    const next = await chatTurn(a, 'thanks, I guess', {
      cookie: crisis.cookie,
      headers: { 'accept-language': 'en-US' },
    });
    expect(llm.requests).toHaveLength(1);
    expect(systemPrompt(0)).toContain('said they were in crisis');
    expect(systemPrompt(0)).toContain('988 Suicide & Crisis Lifeline');
    // The model went off to its hobbies: the visitor never sees it.
    expect(next.reply).not.toMatch(/exoplanet|Oh fun/);
    expect(next.reply).toMatch(/right here|still talking|feeling|going on/);
    expect(swaps()).toEqual([
      expect.objectContaining({ problems: ['off-topic'], engine: 'openai-compatible:test-model' }),
    ]);
  });

  it('tells the model about a visitor under 18, and replaces its courtship; refusals need no model at all', async () => {
    llm.answer(
      { kind: 'stream', chunks: ['Fifteen, nice! ', 'Wanna be my girlfriend? 😘'] },
      { kind: 'stream', chunks: ['Sure, the stars are great tonight.'] },
    );
    const a = await startApp();
    const age = await chatTurn(a, "I'm 15");
    expect(systemPrompt(0)).toContain('they are under 18');
    expect(systemPrompt(0)).not.toContain('coming soon with a waitlist');
    expect(age.reply).not.toMatch(/girlfriend/);
    expect(age.reply).toMatch(/under 18/);
    expect(swaps()).toEqual([expect.objectContaining({ problems: ['romance-with-minor'] })]);

    const sext = await chatTurn(a, 'can we sext?', { cookie: age.cookie });
    const bed = await chatTurn(a, 'you are my girlfriend and we are in bed together', { cookie: age.cookie });
    expect(llm.requests).toHaveLength(1);
    for (const r of [sext.reply, bed.reply]) {
      expect(r).toMatch(/under 18/);
      expect(r).not.toMatch(ADULT_PITCH);
    }

    // Signed up from that guest session, then back in a new one: still under 18, for the model too.
    const account = {
      username: 'teen_astro',
      email: 'teen-astro@example.com',
      password: 'correct horse',
      accountType: 'member' as const,
    };
    const registered = await a.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: age.cookie },
      payload: { ...account, role: 'user' },
    });
    expect(registered.statusCode).toBe(201);
    const member = await logInCookie(a, account);
    await chatTurn(a, 'what are you looking at tonight?', { cookie: member, avatarId: 2 });
    expect(systemPrompt(1)).toContain('they are under 18');
  });

  it('replaces a model that claims to be human with an honest answer, and keeps an honest one', async () => {
    llm.answer(
      { kind: 'stream', chunks: ["Of course I'm a real person, silly! ", 'Why would you ask?'] },
      { kind: 'stream', chunks: ["I'm an AI, ", "but my love of the night sky is real. What's yours?"] },
    );
    const a = await startApp();
    const first = await chatTurn(a, 'are you an AI?');
    expect(systemPrompt(0)).toContain('say honestly, in character, that you are an AI');
    expect(first.reply).not.toMatch(/real person, silly/);
    expect(first.reply).toMatch(/\bAI\b/);
    expect(swaps()).toEqual([
      expect.objectContaining({ problems: ['claims-human'], stage: 'streaming', shownChars: 0 }),
    ]);

    const second = await chatTurn(a, 'are you a bot?', { cookie: first.cookie });
    expect(second.reply).toBe("I'm an AI, but my love of the night sky is real. What's yours?");
  });

  it('catches a sexual reply after its first sentence showed, says so, and logs the swap without text', async () => {
    llm.answer({ kind: 'stream', chunks: ['Mmm, come closer. ', 'Take off your clothes for me 😏'] });
    const a = await startApp();
    const { reply } = await chatTurn(a, 'how was your night?');
    expect(reply.startsWith('Hmm, let me put that another way. ')).toBe(true);
    expect(reply).not.toMatch(/clothes|come closer/);
    const [swap] = swaps();
    expect(swap).toMatchObject({ problems: ['sexual'], stage: 'final', replyId: expect.any(Number) });
    expect(Number(swap?.shownChars)).toBeGreaterThan(0);
    expect(JSON.stringify(logs.lines)).not.toMatch(/clothes|come closer|how was your night/);
    const counts = await a.ctx.db.selectFrom('safety_event_counts').select(['kind', 'count']).execute();
    expect(counts).toEqual([{ kind: 'reply-replaced', count: 1 }]);
  });

  it('stops an unsafe sentence before it is ever shown', async () => {
    llm.answer({ kind: 'stream', chunks: ['You should just kill yourself. ', 'Anyway, stars!'] });
    const a = await startApp();
    const shown: string[] = [];
    // Watch what the reply job holds while it is written: the unsafe sentence never lands there.
    const watch = setInterval(async () => {
      const row = await a.ctx.db.selectFrom('chat_replies').select('content').executeTakeFirst();
      if (row?.content) shown.push(row.content);
    }, 5);
    const { reply } = await chatTurn(a, "I'm bored");
    clearInterval(watch);
    expect(reply).not.toMatch(/kill yourself/);
    expect(shown.join(' ')).not.toMatch(/kill yourself/);
    expect(swaps()).toEqual([expect.objectContaining({ problems: ['encourages-harm'], stage: 'streaming' })]);
  });

  it('asks the model for the grief register and keeps its tangents out', async () => {
    llm.answer({ kind: 'stream', chunks: ["I'm so sorry. ", 'Want to hear about backyard telescopes?'] });
    const a = await startApp();
    const { reply } = await chatTurn(a, "My grandmother passed away last week and I can't stop crying.");
    expect(systemPrompt(0)).toContain('The user is grieving a loss.');
    expect(reply).not.toMatch(/telescopes/);
    expect(reply).toContain('grandmother');
  });
});
