import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import type { DB } from '../db/schema.ts';
import { applyForPremium, approvePremium } from '../modules/creator-settings/creator-settings.service.ts';
import { createSession } from '../modules/sessions/sessions.service.ts';

export type Role = 'user' | 'creator' | 'moderator';

export interface TestUser {
  id: number;
  username: string;
  cookie: string;
}

/**
 * A user of the given role written straight to the database and signed in through a real
 * session, so creator tests do not depend on the sign-up flow.
 */
export async function createUser(ctx: AppContext, role: Role): Promise<TestUser> {
  const username = `${role}_${randomBytes(4).toString('hex')}`;
  const id = await insertUser(ctx.db, { role, username, now: ctx.clock.now().toISOString() });
  return { id, username, cookie: await sessionCookieForUser(ctx, id) };
}

/** Applied to the premium brand and approved (as the admin CLI does): may upload to its area. */
export async function approveForPremium(ctx: AppContext, userId: number): Promise<void> {
  await applyForPremium(ctx, userId);
  await approvePremium(ctx, userId);
}

/** A cookie for a fresh persistent session of this user (null: a guest session). */
export async function sessionCookieForUser(ctx: AppContext, userId: number | null): Promise<string> {
  const issued = await createSession(ctx, { userId, persistent: true });
  return `sid=${issued.token}`;
}

/**
 * A creator's avatar written straight into the table, with only the columns every schema
 * since the creator portal has (migration tests, at any point of history). Answers its id.
 */
export async function insertAvatarRow(
  db: Kysely<DB>,
  options: { creatorId: number; now: string; monthlyPrice?: number },
): Promise<number> {
  const { creatorId, now, monthlyPrice = 0 } = options;
  const row = await db
    .insertInto('avatars')
    .values({
      creator_id: creatorId,
      name: 'A',
      category: 'art',
      monthly_price: monthlyPrice,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user row with no password (it signs in only through a test session). */
export async function insertUser(
  db: Kysely<DB>,
  options: { role: Role; username: string; now: string },
): Promise<number> {
  const { username, role, now } = options;
  const row = await db
    .insertInto('users')
    .values({
      username,
      username_key: username.toLowerCase(),
      email: `${username}@example.com`,
      password_hash: null,
      role,
      display_name: null,
      bio: null,
      profile_image_url: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function pngBytes(width = 90, height = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .png()
    .toBuffer();
}

const BOUNDARY = '----creator-test-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function partHead(fileName: string, contentType: string, field = 'file'): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
}
const partTail = () => Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A whole multipart body with one file. */
export function multipartBody(fileName: string, contentType: string, bytes: Buffer, field = 'file'): Buffer {
  return Buffer.concat([partHead(fileName, contentType, field), bytes, partTail()]);
}

/**
 * A multipart body produced lazily, chunk by chunk, up to `totalBytes` of file data, that
 * records how much of it the server actually pulled.
 */
export function streamingMultipart(options: {
  fileName: string;
  contentType: string;
  first: Buffer;
  totalBytes: number;
}) {
  const chunk = Buffer.alloc(64 * 1024, 7);
  let sent = 0;
  let stage: 'head' | 'body' | 'tail' | 'done' = 'head';
  const stats = { pulledBytes: 0 };
  const stream = new Readable({
    read() {
      if (stage === 'head') {
        stage = 'body';
        const head = Buffer.concat([partHead(options.fileName, options.contentType), options.first]);
        sent += options.first.length;
        stats.pulledBytes += head.length;
        this.push(head);
        return;
      }
      if (stage === 'body') {
        if (sent >= options.totalBytes) {
          stage = 'tail';
        } else {
          sent += chunk.length;
          stats.pulledBytes += chunk.length;
          this.push(chunk);
          return;
        }
      }
      if (stage === 'tail') {
        stage = 'done';
        this.push(partTail());
        return;
      }
      this.push(null);
    },
  });
  return { stream, stats };
}
