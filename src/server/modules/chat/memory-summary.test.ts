import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/contracts/chats.ts';
import { extractiveSummary } from '../../chat/summary-writer.ts';
import { chatTurn, foldDueSummaries, waitFor } from '../../test/app-instances.ts';
import { llmHarness } from '../../test/llm-harness.ts';
import { testDialect } from '../../test/test-app.ts';
import { historyBudget, messagesToFold } from './memory-summary.service.ts';

const h = llmHarness();

async function startApp(
  env: Record<string, string> = {},
  card?: { system_prompt: string; post_history_instructions: string },
) {
  if (card) await (await h.database()).db.updateTable('avatars').set(card).where('id', '=', 1).execute();
  return h.start(env);
}
const withModel = (env: Record<string, string> = {}) =>
  h.modelEnv({ LLM_CONTEXT_TOKENS: '512', LLM_MAX_TOKENS: '64', ...env });

/** Long visitor turns (about 100 tokens each), each telling one thing. */
const LONG = [
  `My name is Sam and I keep bees on a rooftop in Lisbon. ${'The hives hum all summer long. '.repeat(11)}`,
  `My sister Ana is visiting next month from Porto. ${'We will walk by the river every evening. '.repeat(9)}`,
  `I started a pottery class on Tuesdays. ${'The wheel keeps throwing my bowls off centre. '.repeat(8)}`,
];

/** Long turns on another branch, none of them telling what LONG tells. */
const STAMPS = [
  `I collect stamps from small islands. ${'Each one came in a letter from a friend. '.repeat(9)}`,
  `My favourite is a blue one from Tonga. ${'It shows a whale under a full moon. '.repeat(10)}`,
  `On Sundays I sort them into albums. ${'The old glue smells of summer afternoons. '.repeat(9)}`,
];

const summaryRequests = () => h.llm.requests.filter((r) => r.body.stream !== true);
const replyRequests = () => h.llm.requests.filter((r) => r.body.stream === true);

// Several turns through a model and a job run each: slow on a busy machine.
describe(`rolling summary on ${testDialect}`, { timeout: 60_000 }, () => {
  it('folds older turns into a summary written by the model, and the next request carries it', async () => {
    h.llm.answer(
      { kind: 'stream', chunks: ['Bees! Lovely.'] },
      { kind: 'stream', chunks: ['How nice for you both.'] },
      { kind: 'stream', chunks: ['Pottery takes patience.'] },
      { kind: 'stream', chunks: ['Sam keeps rooftop bees in Lisbon; sister Ana visits next month.'] },
      { kind: 'stream', chunks: ['Of course I remember.'] },
    );
    const app = await startApp(withModel());
    let cookie: string | undefined;
    for (const text of LONG) cookie = (await chatTurn(app, text, cookie ? { cookie } : {})).cookie;
    expect(summaryRequests()).toHaveLength(0);

    const outcome = await foldDueSummaries(app);
    expect(outcome).toEqual({ name: 'fold-chat-summaries', status: 'done', handled: 1 });
    const [summaryCall] = summaryRequests();
    expect(summaryCall?.body).toMatchObject({ model: 'test-model', max_tokens: 256 });
    expect(summaryCall?.raw).toContain('rooftop in Lisbon');

    await chatTurn(app, 'Do you remember my bees?', { cookie: cookie as string });
    const last = replyRequests().at(-1)?.body.messages ?? [];
    expect(last[0]?.role).toBe('system');
    expect(last[0]?.content).toContain(
      'What happened earlier in this conversation (a summary of turns not shown below):\nSam keeps rooftop bees in Lisbon; sister Ana visits next month.',
    );
    // What the summary folded in is not sent a second time.
    expect(last.some((m) => m.content.includes('The hives hum all summer long.'))).toBe(false);
    expect(last.at(-1)).toEqual({ role: 'user', content: 'Do you remember my bees?' });

    const shown = await app.inject({ url: '/api/chats/1/memory/summary', headers: { cookie: cookie as string } });
    expect(shown.json()).toMatchObject({
      summary: { content: 'Sam keeps rooftop bees in Lisbon; sister Ana visits next month.' },
    });
  });

  it('follows the branch: a summary of turns edited away does not reach the new branch, and returns with the old one', async () => {
    h.llm.answer(
      { kind: 'stream', chunks: ['Bees! Lovely.'] },
      { kind: 'stream', chunks: ['How nice for you both.'] },
      { kind: 'stream', chunks: ['Pottery takes patience.'] },
      { kind: 'stream', chunks: ['Sam keeps rooftop bees in Lisbon; sister Ana visits next month.'] },
      { kind: 'stream', chunks: ['Stamps, how lovely.'] },
      { kind: 'stream', chunks: ['Of course I remember.'] },
      ...STAMPS.map(() => ({ kind: 'stream' as const, chunks: ['Tell me more.'] })),
      { kind: 'stream', chunks: ['Alex collects island stamps.'] },
    );
    const app = await startApp(withModel());
    let cookie = '';
    for (const text of LONG) cookie = (await chatTurn(app, text, cookie ? { cookie } : {})).cookie;
    expect(await foldDueSummaries(app)).toMatchObject({ status: 'done', handled: 1 });
    const read = async () => (await app.inject({ url: '/api/chats/1', headers: { cookie } })).json() as ChatMessage[];
    const choose = async (messageId: number) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/chats/1/messages/${messageId}/choose`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
    };
    const original = (await read()).find((m) => m.role === 'user') as ChatMessage;
    expect(original.content).toBe(LONG[0]?.trim());

    // The first message, folded into the summary, is edited: the new branch never told of bees.
    const edited = await app.inject({
      method: 'POST',
      url: `/api/chats/1/messages/${original.id}/edit`,
      headers: { cookie },
      payload: { message: 'Call me Alex. I collect stamps.' },
    });
    expect(edited.statusCode, edited.body).toBe(201);
    const editedId = edited.json().message.id as number;
    await waitFor(async () => ((await read()).at(-1)?.parentId === editedId ? true : undefined));
    const onNewBranch = replyRequests().at(-1)?.body.messages ?? [];
    expect(onNewBranch[0]?.content).not.toContain('What happened earlier in this conversation');
    expect(JSON.stringify(onNewBranch)).not.toContain('rooftop');
    expect(onNewBranch.at(-1)).toEqual({ role: 'user', content: 'Call me Alex. I collect stamps.' });

    // Back on the branch the summary tells of, it is in the prompt again.
    await choose(original.id);
    await chatTurn(app, 'Do you remember my bees?', { cookie });
    expect(replyRequests().at(-1)?.body.messages?.[0]?.content).toContain(
      'Sam keeps rooftop bees in Lisbon; sister Ana visits next month.',
    );

    // The edited branch, grown past the budget, folds from its own start: the other
    // branch's summary is no part of what the model is asked to keep.
    await choose(editedId);
    for (const text of STAMPS) await chatTurn(app, text, { cookie });
    expect(await foldDueSummaries(app)).toMatchObject({ status: 'done', handled: 1 });
    const fold = summaryRequests().at(-1)?.raw ?? '';
    expect(fold).toContain('Call me Alex. I collect stamps.');
    expect(fold).not.toContain('Sam keeps rooftop bees');
  });

  it('writes nothing while the conversation fits the budget', async () => {
    h.llm.answer({ kind: 'stream', chunks: ['Hi!'] });
    const app = await startApp(withModel());
    await chatTurn(app, 'Hello there');
    expect(await app.jobs.run('fold-chat-summaries')).toMatchObject({ status: 'done', handled: 0 });
    expect(summaryRequests()).toHaveLength(0);
  });

  it('falls back to the offline extract when the model fails, and the due mark survives a restart', async () => {
    h.llm.answer(
      { kind: 'stream', chunks: ['Bees! Lovely.'] },
      { kind: 'stream', chunks: ['How nice.'] },
      { kind: 'stream', chunks: ['Patience!'] },
      { kind: 'error' },
    );
    const first = await startApp(withModel());
    let cookie: string | undefined;
    for (const text of LONG) cookie = (await chatTurn(first, text, cookie ? { cookie } : {})).cookie;
    await h.stop(first);

    // Another instance, after a restart: the mark is a row, the job finds it.
    const second = await startApp(withModel());
    expect(await second.jobs.run('fold-chat-summaries')).toMatchObject({ status: 'done', handled: 1 });
    expect(summaryRequests()).toHaveLength(1);
    const shown = await second.inject({ url: '/api/chats/1/memory/summary', headers: { cookie: cookie as string } });
    const content = shown.json().summary.content as string;
    expect(content).toContain('The user said: "My name is Sam and I keep bees on a rooftop in Lisbon."');
  });

  it('summarises offline when no model is configured', async () => {
    const app = await startApp({ LLM_CONTEXT_TOKENS: '512' });
    let cookie: string | undefined;
    for (const text of [...LONG, ...LONG.map((t) => t.replace('My', 'And my'))]) {
      cookie = (await chatTurn(app, text, cookie ? { cookie } : {})).cookie;
    }
    // Without a model the default window applies: fill it past its budget.
    const filler = `I also love old maps of the sea. ${'x'.repeat(1900)}`;
    while (true) {
      const budget = historyBudget({ llm: undefined });
      const history = (await app.inject({ url: '/api/chats/1', headers: { cookie: cookie as string } })).json() as {
        content: string;
      }[];
      if (history.reduce((sum, m) => sum + m.content.length / 4 + 4, 0) > budget) break;
      await chatTurn(app, filler, { cookie: cookie as string });
    }
    expect(await foldDueSummaries(app)).toMatchObject({ status: 'done', handled: 1 });
    const shown = await app.inject({ url: '/api/chats/1/memory/summary', headers: { cookie: cookie as string } });
    expect(shown.json().summary.content).toContain('keep bees on a rooftop in Lisbon');
    expect(h.llm.requests).toHaveLength(0);
  });
});

describe(`card prompts in the model request on ${testDialect}`, () => {
  it('puts the card system prompt at the top and the post-history instructions after the last turn', async () => {
    h.llm.answer({ kind: 'stream', chunks: ['Evening.'] });
    const a = await startApp(withModel(), {
      system_prompt: 'Write as {{char}} in short, vivid sentences.',
      post_history_instructions: 'Stay in the present tense; {{user}} is new here.',
    });
    const first = await chatTurn(a, 'Hello!');
    await chatTurn(a, 'My name is Sam.', { cookie: first.cookie });
    const messages = h.llm.requests.at(-1)?.body.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    expect(
      messages[0]?.content.startsWith('Write as Nova Adeyemi in short, vivid sentences.\n\nYou are Nova Adeyemi'),
    ).toBe(true);
    // Our honesty rule follows whatever the card says.
    expect(messages[0]?.content).toContain('Never claim to be human.');
    expect(messages.at(-2)).toEqual({ role: 'user', content: 'My name is Sam.' });
    expect(messages.at(-1)).toEqual({ role: 'system', content: 'Stay in the present tense; Sam is new here.' });
  });

  it('replaces our opening line where the card says {{original}}, and sends nothing extra when the card has none', async () => {
    h.llm.answer({ kind: 'stream', chunks: ['Hi.'] });
    const a = await startApp(withModel(), {
      system_prompt: 'House rules first. {{original}} Be kind.',
      post_history_instructions: '',
    });
    await chatTurn(a, 'Hi');
    const messages = h.llm.requests.at(-1)?.body.messages ?? [];
    expect(messages[0]?.content).toMatch(/^House rules first\. You are Nova Adeyemi, .* Be kind\.\n\n/);
    expect(messages[0]?.content.match(/You are Nova Adeyemi/g)).toHaveLength(1);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Hi' });
    expect(messages.filter((m) => m.role === 'system')).toHaveLength(1);
  });
});

describe('summary building blocks', () => {
  it('folds the oldest turns until the rest fits half the budget, never the newest two', () => {
    const turns = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, content: 'x'.repeat(384) }));
    expect(messagesToFold(turns.slice(0, 2), 150)).toEqual([]);
    const fold = messagesToFold(turns, 500);
    // 100 tokens each: 1000 in all, fold until at most 250 remain.
    expect(fold.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(messagesToFold(turns, 10).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(messagesToFold(turns, 1000)).toEqual([]);
  });

  it('extracts what the visitor tells about themselves, drops questions and small talk, keeps it short', () => {
    const summary = extractiveSummary('The user said: "I live in Oslo."', [
      { role: 'user', content: 'Hi! How are you today? My dog Rex ate my homework again.' },
      { role: 'assistant', content: 'Oh no, poor homework. I love dogs.' },
      { role: 'user', content: 'ok. I live in Oslo.' },
    ]);
    expect(summary.split('\n')).toEqual([
      'The user said: "I live in Oslo."',
      'The user said: "My dog Rex ate my homework again."',
    ]);
    const long = extractiveSummary(
      '',
      Array.from({ length: 80 }, (_, i) => ({
        role: 'user' as const,
        content: `I walked ${i} miles today with my dog.`,
      })),
    );
    expect(long.length).toBeLessThanOrEqual(1200);
    expect(long).toContain('I walked 79 miles');
    expect(long).not.toContain('I walked 0 miles');
  });
});
