import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { expect } from 'vitest';
import type { StressDatabase } from './databases.ts';
import { HttpClient, type HttpResponse } from './http.ts';
import type { RequestStats } from './stats.ts';

export const PASSWORD = 'stress-test-password';
const SEARCH_TERMS = ['an', 'coach', 'Mateo', 'é', 'night shift', 'zzz-no-match'];
const LIKES = ['hiking', 'jazz', 'cooking', 'night swims', 'chess', 'old films'];

/**
 * Every write the server acknowledged (2xx). After a crash, a restart or a load run, all
 * of it must still be there. Anything a visitor asks to destroy (its session on logout)
 * leaves the ledger before the request is sent: an unanswered delete may have happened.
 */
export interface Ledger {
  /** Sign-ups answered 201: email -> username. */
  accounts: Map<string, string>;
  /** Logins answered 200 and not logged out since: session token -> email. */
  sessions: Map<string, string>;
  /** Favourites answered 200, as `email|avatarId`. */
  favourites: Set<string>;
  /** Chat messages answered 201: message id -> content. */
  messages: Map<number, string>;
}

export function newLedger(): Ledger {
  return { accounts: new Map(), sessions: new Map(), favourites: new Set(), messages: new Map() };
}

export function ledgerCounts(ledger: Ledger): Record<string, number> {
  return {
    'sign-ups': ledger.accounts.size,
    sessions: ledger.sessions.size,
    favourites: ledger.favourites.size,
    'chat messages': ledger.messages.size,
  };
}

export type Action =
  | 'browse'
  | 'profile'
  | 'search'
  | 'sign-up'
  | 'relogin'
  | 'favourite'
  | 'favourites'
  | 'chat'
  | 'history';

/** What the visitors of one run share. */
export interface World {
  ledger: Ledger;
  stats: RequestStats;
  /** Visible avatars of the seeded catalogue. */
  avatarIds: number[];
  agent: http.Agent;
}

const runId = randomBytes(3).toString('hex');
let sequence = 0;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** One simulated browser: a cookie jar, a guest until it signs up, remembering its own writes. */
export class Visitor {
  client: HttpClient;
  email: string | null = null;
  /** The last request got no answer at all (refused, reset, timed out). */
  lastUnanswered = false;
  private readonly ownMessages = new Map<number, number[]>();
  private readonly ownFavourites = new Set<number>();

  constructor(
    baseUrl: string,
    private readonly world: World,
  ) {
    this.client = new HttpClient(baseUrl, { agent: world.agent });
  }

  get isMember(): boolean {
    return this.email !== null;
  }

  /**
   * After an unanswered sign-up, login or logout nobody knows which session this browser
   * holds: it starts over as a new browser (the ledger keeps what was acknowledged).
   */
  private startOver(): void {
    this.client = new HttpClient(this.client.baseUrl, { agent: this.world.agent });
    this.email = null;
    this.ownMessages.clear();
    this.ownFavourites.clear();
  }

  /** Runs one action; failures are recorded in the world's stats, never thrown. */
  async do(action: Action): Promise<void> {
    switch (action) {
      case 'browse':
        await this.call(action, 'GET', `/api/avatars?limit=8&offset=${Math.floor(Math.random() * 20)}`);
        return;
      case 'profile':
        await this.call(action, 'GET', `/api/avatars/${pick(this.world.avatarIds)}`);
        return;
      case 'search':
        await this.call(action, 'GET', `/api/avatars?limit=8&search=${encodeURIComponent(pick(SEARCH_TERMS))}`);
        return;
      case 'sign-up':
        return this.signUp();
      case 'relogin':
        return this.relogin();
      case 'favourite':
        return this.favourite();
      case 'favourites':
        return this.checkFavourites();
      case 'chat':
        return this.chat();
      case 'history':
        return this.checkHistory();
    }
  }

  private async signUp(): Promise<void> {
    const n = ++sequence;
    const email = `${runId}-${n}@stress.example`;
    const username = `st${runId}${n}`;
    const body = { username, email, password: PASSWORD };
    const created = await this.call('sign-up', 'POST', '/api/auth/register', body, 201);
    if (!created) return this.startOver();
    this.world.ledger.accounts.set(email, username);
    await this.logIn(email);
  }

  private async logIn(email: string): Promise<void> {
    const res = await this.call('login', 'POST', '/api/auth/login', { email, password: PASSWORD, rememberMe: true });
    const token = this.client.jar.get('sid');
    if (!res || !token) return this.startOver();
    this.email = email;
    this.world.ledger.sessions.set(token, email);
  }

  private async relogin(): Promise<void> {
    const email = this.email;
    const token = this.client.jar.get('sid');
    if (!email || !token) return;
    this.world.ledger.sessions.delete(token);
    if (await this.call('logout', 'POST', '/api/auth/logout')) await this.logIn(email);
    else this.startOver();
  }

  private async favourite(): Promise<void> {
    if (!this.email) return this.chat();
    const avatarId = pick(this.world.avatarIds);
    const res = await this.call('favourite', 'POST', '/api/user-favorites', { avatarId });
    if (!res) return;
    this.world.ledger.favourites.add(`${this.email}|${avatarId}`);
    this.ownFavourites.add(avatarId);
  }

  /** Reads the favourites back: every acknowledged one must be listed. */
  private async checkFavourites(): Promise<void> {
    if (!this.email) return this.do('browse');
    const expected = [...this.ownFavourites];
    const res = await this.call('favourites', 'GET', '/api/user-favorites');
    if (!res) return;
    const listed = new Set((res.json() as Array<{ id: number }>).map((a) => a.id));
    const missing = expected.filter((id) => !listed.has(id));
    if (missing.length > 0)
      this.world.stats.fail('favourites', res.status, `acknowledged favourites missing: ${missing}`);
  }

  private async chat(): Promise<void> {
    const avatarId = pick(this.world.avatarIds);
    const message = `Hi, I'm visitor ${runId}-${++sequence} and I like ${pick(LIKES)}.`;
    const res = await this.call('chat', 'POST', `/api/chats/${avatarId}`, { message }, 201);
    if (!res) return;
    const id = res.json().message.id as number;
    this.world.ledger.messages.set(id, message);
    this.ownMessages.set(avatarId, [...(this.ownMessages.get(avatarId) ?? []), id]);
  }

  /** Reads a conversation back: every acknowledged message of this visitor must be in it. */
  private async checkHistory(): Promise<void> {
    const talkedTo = [...this.ownMessages.keys()];
    const avatarId = talkedTo.length > 0 ? pick(talkedTo) : pick(this.world.avatarIds);
    const expected = [...(this.ownMessages.get(avatarId) ?? [])];
    const res = await this.call('history', 'GET', `/api/chats/${avatarId}`);
    if (!res) return;
    const history = res.json() as Array<{ id: number }>;
    const ids = new Set(history.map((m) => m.id));
    // The history is capped (newest 500): only what falls inside the window must be there.
    const oldest = history.length >= 500 ? Math.min(...ids) : 0;
    const missing = expected.filter((id) => id >= oldest && !ids.has(id));
    if (missing.length > 0) this.world.stats.fail('history', res.status, `acknowledged messages missing: ${missing}`);
  }

  /** One request: recorded as ok (with its latency) or as a failure; returns the response when ok. */
  private async call(
    action: string,
    method: string,
    path: string,
    body?: unknown,
    expected = 200,
  ): Promise<HttpResponse | null> {
    let res: HttpResponse;
    try {
      res = await this.client.request(method, path, body);
      this.lastUnanswered = false;
    } catch (error) {
      this.lastUnanswered = true;
      this.world.stats.fail(action, null, `${method} ${path}: ${(error as Error).message}`);
      return null;
    }
    if (res.status !== expected) {
      this.world.stats.fail(action, res.status, `${method} ${path}: ${res.text}`);
      return null;
    }
    this.world.stats.ok(action, res.ms);
    return res;
  }
}

/** Mostly writes: sign-ups, chat messages, favourites, with reads that check them. */
export function writeHeavy(visitor: Visitor): Action {
  const r = Math.random();
  if (!visitor.isMember) return r < 0.25 ? 'sign-up' : r < 0.85 ? 'chat' : 'history';
  if (r < 0.4) return 'favourite';
  if (r < 0.8) return 'chat';
  if (r < 0.9) return 'history';
  return r < 0.97 ? 'favourites' : 'relogin';
}

/** The ids of the visible seeded avatars. */
export async function visibleAvatarIds(baseUrl: string): Promise<number[]> {
  const res = await new HttpClient(baseUrl).get('/api/avatars?limit=50');
  if (res.status !== 200) throw new Error(`GET /api/avatars answered ${res.status}`);
  return (res.json() as Array<{ id: number }>).map((a) => a.id);
}

/** Runs every visitor's loop of `next(visitor)` actions until `done()`. */
export async function drive(visitors: Visitor[], next: (v: Visitor) => Action, done: () => boolean): Promise<void> {
  await Promise.all(
    visitors.map(async (visitor) => {
      while (!done()) {
        await visitor.do(next(visitor));
        // A server that is down refuses at once: do not spin while it restarts.
        if (visitor.lastUnanswered) await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }),
  );
}

function chunks<T>(list: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function inBatches<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/**
 * Everything in the ledger that is not where it should be (empty = nothing lost): accounts,
 * favourites, messages and their owed replies in the database; sessions through the API of
 * the running server at `baseUrl`.
 */
async function lostWrites(ledger: Ledger, database: StressDatabase, baseUrl: string): Promise<string[]> {
  const connection = database.open();
  try {
    return await findLost(ledger, connection.db, baseUrl);
  } finally {
    await connection.close();
  }
}

/** Fails the test with the first lost writes, if any. */
export async function expectNothingLost(ledger: Ledger, database: StressDatabase, baseUrl: string): Promise<void> {
  const lost = await lostWrites(ledger, database, baseUrl);
  expect(lost.slice(0, 20), `${lost.length} acknowledged writes lost`).toEqual([]);
}

async function findLost(
  ledger: Ledger,
  db: ReturnType<StressDatabase['open']>['db'],
  baseUrl: string,
): Promise<string[]> {
  const lost: string[] = [];

  const emails = [...ledger.accounts.keys()];
  const foundEmails = new Set<string>();
  for (const part of chunks(emails)) {
    for (const row of await db.selectFrom('users').select('email').where('email', 'in', part).execute()) {
      foundEmails.add(row.email);
    }
  }
  for (const email of emails) if (!foundEmails.has(email)) lost.push(`account ${email}`);

  const favouriteEmails = [...new Set([...ledger.favourites].map((f) => f.split('|')[0] as string))];
  const foundFavourites = new Set<string>();
  for (const part of chunks(favouriteEmails)) {
    const rows = await db
      .selectFrom('favorites')
      .innerJoin('users', 'users.id', 'favorites.user_id')
      .select(['users.email', 'favorites.avatar_id'])
      .where('users.email', 'in', part)
      .execute();
    for (const row of rows) foundFavourites.add(`${row.email}|${row.avatar_id}`);
  }
  for (const f of ledger.favourites) if (!foundFavourites.has(f)) lost.push(`favourite ${f}`);

  const messageIds = [...ledger.messages.keys()];
  const stored = new Map<number, string>();
  const owed = new Set<number>();
  for (const part of chunks(messageIds)) {
    const rows = await db
      .selectFrom('chat_messages')
      .select(['id', 'content'])
      .where('id', 'in', part)
      .where('role', '=', 'user')
      .execute();
    for (const row of rows) stored.set(row.id, row.content);
    const jobs = await db
      .selectFrom('chat_replies')
      .select('user_message_id')
      .where('user_message_id', 'in', part)
      .execute();
    for (const job of jobs) owed.add(job.user_message_id);
  }
  for (const [id, content] of ledger.messages) {
    if (stored.get(id) !== content) lost.push(`chat message ${id}`);
    else if (!owed.has(id)) lost.push(`reply owed to chat message ${id}`);
  }

  const broken = await db
    .selectFrom('chat_replies')
    .select('id')
    .where('status', '=', 'done')
    .where('assistant_message_id', 'is', null)
    .execute();
  for (const row of broken) lost.push(`reply job ${row.id} is done without its message`);

  await inBatches([...ledger.sessions], 8, async ([token, email]) => {
    const client = new HttpClient(baseUrl);
    client.jar.store([`sid=${token}`]);
    const res = await client.get('/api/auth/user');
    if (res.status !== 200 || res.json().email !== email) lost.push(`session of ${email} (${res.status})`);
  });
  return lost;
}
