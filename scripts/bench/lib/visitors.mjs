// Visitors for the chat benchmarks, made through the public API of a running server:
// guest sessions (the first chat message creates one) and signed-in members.

/** Messages the chat benchmark sends: small talk, and some that the companion remembers (name, likes, mood). */
export const CHAT_MESSAGES = [
  'Hi! How was your day?',
  'My name is Sam and I love hiking in the mountains.',
  'I feel a bit tired today, work was long.',
  'What do you like to do on a rainy Sunday?',
  'I really like jazz and old films.',
  'Tell me a story from your craft, please.',
];

/** Runs `task(i)` for i in [0, count) with at most `parallel` at a time. */
async function inBatches(count, parallel, task) {
  const results = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, j) => task(start + j));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

async function expectStatus(response, status, what) {
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${await response.text()}`);
  }
}

function sessionCookie(response) {
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('the server set no session cookie');
  return sid.split(';')[0];
}

export async function sendChatMessage(baseUrl, { avatarId, message, cookie }) {
  const response = await fetch(`${baseUrl}/api/chats/${avatarId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ message }),
  });
  await expectStatus(response, 201, `POST /api/chats/${avatarId}`);
  return cookie ?? sessionCookie(response);
}

/**
 * `count` guest visitors, each with a conversation of `messages` messages and their
 * replies with the avatar. Each waits for the reply before sending the next message, as a
 * person does: a message sent while a reply is owed continues the path from itself, and
 * the late reply becomes an alternative off the path (conversations are trees), so the
 * history would not hold both. Returns their cookies.
 */
export async function guestsWithConversation(baseUrl, { count, avatarId, messages }) {
  return inBatches(count, 20, async (i) => {
    let cookie;
    for (let m = 0; m < messages; m++) {
      cookie = await sendChatMessage(baseUrl, {
        avatarId,
        message: CHAT_MESSAGES[(i + m) % CHAT_MESSAGES.length],
        cookie,
      });
      await repliesWritten(baseUrl, { cookies: [cookie], avatarId });
    }
    return cookie;
  });
}

/** `count` members, registered and signed in (argon2 makes this the slow part). Returns their cookies. */
export async function signedInMembers(baseUrl, { count }) {
  const tag = Date.now().toString(36);
  return inBatches(count, 4, async (i) => {
    const account = {
      email: `bench-${tag}-${i}@bench.example`,
      password: 'correct horse battery',
      accountType: 'member',
    };
    const json = { 'content-type': 'application/json' };
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...account, username: `bench_${tag}_${i}`, role: 'user' }),
    });
    await expectStatus(registered, 201, 'POST /api/auth/register');
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...account, rememberMe: true }),
    });
    await expectStatus(login, 200, 'POST /api/auth/login');
    return sessionCookie(login);
  });
}

/**
 * Waits until the reply worker has answered every message of these conversations (after
 * the greeting, each history holds as many assistant messages as user messages), so that reads are not
 * measured against a worker still busy with set-up work.
 */
export async function repliesWritten(baseUrl, { cookies, avatarId, timeoutMs = 120_000 }) {
  const deadline = Date.now() + timeoutMs;
  for (const cookie of cookies) {
    for (;;) {
      const response = await fetch(`${baseUrl}/api/chats/${avatarId}`, { headers: { cookie } });
      await expectStatus(response, 200, `GET /api/chats/${avatarId}`);
      const history = await response.json();
      // The conversation opens with the avatar's greeting: replies are what follows the first question.
      const firstAsked = history.findIndex((m) => m.role === 'user');
      const turns = firstAsked < 0 ? [] : history.slice(firstAsked);
      const asked = turns.filter((m) => m.role === 'user').length;
      if (turns.length === 2 * asked) break;
      if (Date.now() > deadline) throw new Error('the reply worker did not answer the set-up messages in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
