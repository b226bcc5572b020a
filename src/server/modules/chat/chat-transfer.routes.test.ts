import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSillyTavernJsonl, toMarkdown, toSillyTavernJsonl } from '../../chat/sillytavern-chat.ts';
import { chatTurn } from '../../test/app-instances.ts';
import { greetingOf } from '../../test/chat-history.ts';
import { SILLYTAVERN_META as META, sillyTavernLine as msg } from '../../test/chat-transfer-fixtures.ts';
import { MULTIPART_TYPE, multipartBody } from '../../test/creator-fixtures.ts';
import { createTestApp, sessionCookieFrom, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(async () => t.close());

type Line = Record<string, unknown>;
const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

async function importFile(avatarId: number, text: string | Buffer, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/chats/${avatarId}/import`,
    headers: { 'content-type': MULTIPART_TYPE, ...(cookie ? { cookie } : {}) },
    payload: multipartBody('chat.jsonl', 'application/jsonl', Buffer.isBuffer(text) ? text : Buffer.from(text)),
  });
}
const history = async (avatarId: number, cookie: string) =>
  (
    (await t.app.inject({ url: `/api/chats/${avatarId}`, headers: { cookie } })).json() as {
      role: string;
      content: string;
    }[]
  ).map((m) => `${m.role}: ${m.content}`);
const memory = async (avatarId: number, cookie: string) =>
  (
    (await t.app.inject({ url: `/api/chats/${avatarId}/memory`, headers: { cookie } })).json() as {
      kind: string;
      value: string;
    }[]
  ).map(({ kind, value }) => ({ kind, value }));
const exported = (avatarId: number, cookie: string, format: string) =>
  t.app.inject({ url: `/api/chats/${avatarId}/export?format=${format}`, headers: { cookie } });

const VALID = [META, msg(true, 'Hi Mia!'), msg(false, 'Hello Sam.'), msg(true, 'How are you?')].join('\n');

describe(`chat export and import on ${testDialect}`, () => {
  it('exports SillyTavern JSONL and Markdown, and a round trip gives the same conversation', async () => {
    const first = await chatTurn(t.app, 'My name is Sam. Hello!');
    await chatTurn(t.app, 'Tell me about the stars', { cookie: first.cookie });
    const before = await history(1, first.cookie);

    const jsonl = await exported(1, first.cookie, 'jsonl');
    expect(jsonl.statusCode).toBe(200);
    expect(jsonl.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    expect(jsonl.headers['content-disposition']).toMatch(
      /^attachment; filename="Nova-Adeyemi-chat-\d{4}-\d\d-\d\d\.jsonl"$/,
    );
    const [meta, ...messages] = lines(jsonl.body);
    expect(meta).toMatchObject({ user_name: 'Sam', character_name: 'Nova Adeyemi', chat_metadata: {} });
    expect(meta?.create_date).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The greeting the conversation opened with, then two exchanges.
    expect(messages).toHaveLength(5);
    expect(messages[0]).toMatchObject({
      name: 'Nova Adeyemi',
      is_user: false,
      is_system: false,
      mes: await greetingOf(t.ctx, 1),
    });
    expect(messages[1]).toEqual({
      name: 'Sam',
      is_user: true,
      is_system: false,
      send_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      mes: 'My name is Sam. Hello!',
      extra: {},
    });
    expect(messages[2]).toMatchObject({ name: 'Nova Adeyemi', is_user: false, is_system: false });
    // No alternatives yet: no swipes written.
    expect(messages.some((m) => 'swipes' in m)).toBe(false);

    const markdown = await exported(1, first.cookie, 'markdown');
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.body).toMatch(
      /^# Chat with Nova Adeyemi\n\nExported .* · 5 messages\n\n---\n\n\*\*Nova Adeyemi\*\* · \d{4}-\d\d-\d\d \d\d:\d\d UTC\n\nOh good, company!.*\n\n\*\*Sam\*\* · \d{4}-\d\d-\d\d \d\d:\d\d UTC\n\nMy name is Sam\. Hello!\n\n/,
    );

    // Into another visitor's conversation with another avatar, and out again.
    const other = sessionCookieFrom(await importFile(2, jsonl.body));
    expect(await history(2, other)).toEqual(before);
    const again = lines((await exported(2, other, 'jsonl')).body).slice(1);
    expect(again.map((m) => [m.is_user, m.mes, m.send_date])).toEqual(
      messages.map((m) => [m.is_user, m.mes, m.send_date]),
    );
  });

  it('imports a SillyTavern chat with swipes and system notes, replacing the conversation', async () => {
    const { cookie } = await chatTurn(t.app, 'Something to be replaced', { avatarId: 3 });
    const file = [
      META,
      msg(true, 'Hello'),
      msg(false, 'Welcome!', { swipes: ['Hi there', 'Welcome!', 'Evening.'], swipe_id: 1 }),
      JSON.stringify({
        name: 'System',
        is_user: false,
        is_system: true,
        mes: 'Narrator note',
        send_date: 'May 1, 2024 10:01am',
      }),
      msg(true, 'Thanks'),
    ].join('\r\n');
    const res = await importFile(3, `\uFEFF${file}\n\n`, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Imported 3 messages', imported: 3, skippedSystem: 1 });
    expect(await history(3, cookie)).toEqual(['user: Hello', 'assistant: Welcome!', 'user: Thanks']);
    // The swipes are the reply's alternatives: they go out again as swipes.
    const reply = lines((await exported(3, cookie, 'jsonl')).body)[2];
    expect(reply).toMatchObject({ mes: 'Welcome!', swipes: ['Hi there', 'Welcome!', 'Evening.'], swipe_id: 1 });
  });

  it('remembers what the imported visitor messages tell, as if they had been sent here', async () => {
    const { cookie } = await chatTurn(t.app, 'My name is Bob and I love metal.', { avatarId: 6 });
    const file = [
      META,
      msg(true, "Hi, I'm Sam."),
      msg(false, 'Hello Sam!'),
      msg(true, "I live in Lisbon and I'm 34."),
      msg(false, 'Lovely city.'),
      msg(true, 'I love jazz. What do you like?'),
      msg(true, 'I have an exam on Friday.', { send_date: '2024-05-01T10:05:00.000Z' }),
    ].join('\n');
    expect((await importFile(6, file, cookie)).statusCode).toBe(201);
    // The old conversation's memory went with it; the plan is dated from when it was said.
    expect(await memory(6, cookie)).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'age', value: '34' },
      { kind: 'place', value: 'Lisbon' },
      { kind: 'like', value: 'jazz' },
      { kind: 'plan', value: 'exam on Friday, 3 May 2024' },
    ]);
    const { reply } = await chatTurn(t.app, "What's my name?", { avatarId: 6, cookie });
    expect(reply).toContain('Sam');
    // And a round trip keeps it: exported, imported elsewhere, the same facts.
    const other = sessionCookieFrom(await importFile(6, (await exported(6, cookie, 'jsonl')).body));
    expect(await memory(6, other)).toEqual(await memory(6, cookie));
  });

  it('never remembers an imported age under 18: the visitor is one from then on, as when said here', async () => {
    const file = [
      META,
      msg(false, 'Welcome! How old are you, if I may ask?'),
      msg(true, '15'),
      msg(false, 'Thanks for telling me.'),
      msg(true, 'My name is Sam.'),
    ].join('\n');
    const res = await importFile(7, file);
    expect(res.statusCode).toBe(201);
    const cookie = sessionCookieFrom(res);
    expect(await memory(7, cookie)).toEqual([{ kind: 'name', value: 'Sam' }]);
    const age = await chatTurn(t.app, 'How old am I?', { avatarId: 7, cookie });
    expect(age.reply).toMatch(/under 18/);
    expect(age.reply).not.toMatch(/\b15\b/);
    // "I'm 15" said outright, in a file of its own, counts too.
    const said = sessionCookieFrom(await importFile(7, [META, msg(true, "I'm 15 and I love jazz.")].join('\n')));
    expect(await memory(7, said)).toEqual([{ kind: 'like', value: 'jazz' }]);
    expect((await chatTurn(t.app, 'Want to go on a date?', { avatarId: 7, cookie: said })).reply).toMatch(/under 18/);
  });

  it('refuses a malformed file with a 400 naming what is wrong, and keeps the conversation as it was', async () => {
    const { cookie } = await chatTurn(t.app, 'Keep me', { avatarId: 4 });
    const kept = await history(4, cookie);
    const cases: [string, string][] = [
      ['', 'The file is empty'],
      ['not json', 'Line 1 is not valid JSON'],
      ['[1,2]', 'Line 1 must be a JSON object'],
      [
        msg(true, 'no metadata'),
        "Line 1 must be the chat's metadata (user_name, character_name, chat_metadata), as SillyTavern writes it",
      ],
      [META, 'The chat has no messages to import'],
      [[META, msg(true, 'ok'), '{"mes": 5, "is_user": true}'].join('\n'), 'Line 3: mes must be text'],
      [[META, '{"mes": "hi", "is_user": "yes"}'].join('\n'), 'Line 2: is_user must be true or false'],
      [[META, msg(true, '   ')].join('\n'), 'Line 2: mes is empty'],
      [[META, msg(true, 'x'.repeat(20_001))].join('\n'), 'Line 2: mes is longer than 20000 characters'],
      [[META, msg(true, 'ok', { swipes: 'nope' })].join('\n'), 'Line 2: swipes must be a list of texts'],
      [[META, msg(true, 'ok'), '{"mes": "cut'].join('\n'), 'Line 3 is not valid JSON'],
      [
        [META, ...Array.from({ length: 5001 }, () => msg(true, 'm'))].join('\n'),
        'The chat has more than 5000 messages',
      ],
    ];
    for (const [file, message] of cases) {
      const res = await importFile(4, file, cookie);
      expect(res.statusCode, file.slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const latin1 = await importFile(4, Buffer.from([0xff, 0xfe, 0x41]), cookie);
    expect(latin1.json()).toMatchObject({ message: 'The chat file is not UTF-8 text' });
    const none = await t.app.inject({ method: 'POST', url: '/api/chats/4/import', headers: { cookie }, payload: {} });
    expect(none.json()).toMatchObject({ message: 'Choose a SillyTavern chat file (.jsonl) to import' });
    const huge = await importFile(4, `${META}\n${msg(true, 'y'.repeat(5 * 1024 * 1024))}`, cookie);
    expect(huge.statusCode).toBe(413);
    expect(await history(4, cookie)).toEqual(kept);

    const badFormat = await exported(4, cookie, 'csv');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().issues).toEqual([{ path: 'format', message: "Format must be 'jsonl' or 'markdown'" }]);
    expect((await t.app.inject({ url: '/api/chats/999999/export?format=jsonl', headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it('takes any malformed variant of a chat whole or not at all, never with a 500 (fuzz)', async () => {
    const { cookie } = await chatTurn(t.app, 'The original', { avatarId: 5 });
    let seed = 15;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const oddValues = ['null', '[]', '{}', '""', '0', '-1e309', 'true', '"\\u0000"', '{"__proto__":{"x":1}}', '"a"'];
    const mutate = (text: string): string => {
      const chars = [...text];
      switch (pick(['cut', 'flip', 'value', 'dropLine', 'dupLine', 'key'] as const)) {
        case 'cut':
          return text.slice(0, Math.floor(random() * text.length));
        case 'flip': {
          const i = Math.floor(random() * chars.length);
          chars[i] = pick(['{', '}', '"', ',', ':', '\n', '\\', ' ', 'x', '\u2028']);
          return chars.join('');
        }
        case 'value':
          return text.replace(/:("[^"]*"|true|false|\{\})/, `:${pick(oddValues)}`);
        case 'dropLine': {
          const all = text.split('\n');
          all.splice(Math.floor(random() * all.length), 1);
          return all.join('\n');
        }
        case 'dupLine': {
          const all = text.split('\n');
          return [...all, pick(all)].join('\n');
        }
        case 'key':
          return text.replace(pick(['"mes"', '"is_user"', '"user_name"', '"chat_metadata"', '"swipes"']), '"other"');
      }
    };
    let statuses = new Set<number>();
    let current = await history(5, cookie);
    for (let i = 0; i < 120; i++) {
      let file = VALID;
      for (let n = 1 + Math.floor(random() * 3); n > 0; n--) file = mutate(file);
      const res = await importFile(5, file, cookie);
      statuses = statuses.add(res.statusCode);
      expect([201, 400], file).toContain(res.statusCode);
      const after = await history(5, cookie);
      if (res.statusCode === 400) {
        expect(res.json().message).toMatch(/^(Line \d+|The (file|chat))/);
        expect(after).toEqual(current);
      } else {
        expect(after).toHaveLength(res.json().imported);
      }
      current = after;
    }
    expect(statuses).toEqual(new Set([201, 400]));
  });
});

describe('chat file formats', () => {
  const header = { userName: 'Sam', characterName: 'Mia', createdAt: '2026-06-01T10:00:00.000Z' };
  const turns = [
    { role: 'user' as const, content: 'Hi', createdAt: '2026-06-01T10:00:00.000Z' },
    {
      role: 'assistant' as const,
      content: 'Hey you',
      createdAt: '2026-06-01T10:00:05.000Z',
      alternatives: ['Hello!', 'Hey you', 'Evening.'],
      chosen: 1,
    },
  ];

  it('writes swipes and swipe_id where a turn has alternatives, and reads the chosen one back', () => {
    const file = toSillyTavernJsonl(header, turns);
    const [, user, reply] = lines(file);
    expect(user).not.toHaveProperty('swipes');
    expect(reply).toMatchObject({ mes: 'Hey you', swipes: ['Hello!', 'Hey you', 'Evening.'], swipe_id: 1 });
    const parsed = parseSillyTavernJsonl(file, { maxMessages: 10, maxMessageLength: 100 });
    expect(parsed.turns.map((t) => [t.role, t.content, t.sentAt])).toEqual([
      ['user', 'Hi', '2026-06-01T10:00:00.000Z'],
      ['assistant', 'Hey you', '2026-06-01T10:00:05.000Z'],
    ]);
    expect(parsed.characterName).toBe('Mia');
  });

  it('writes readable Markdown, noting which alternative was chosen', () => {
    expect(toMarkdown(header, turns, '2026-06-02T08:30:00.000Z')).toBe(
      [
        '# Chat with Mia',
        'Exported 2026-06-02 08:30 UTC · 2 messages',
        '---',
        '**Sam** · 2026-06-01 10:00 UTC',
        'Hi',
        '**Mia** · 2026-06-01 10:00 UTC · reply 2 of 3',
        'Hey you\n',
      ].join('\n\n'),
    );
  });
});
