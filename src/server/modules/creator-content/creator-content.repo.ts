import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ContentTab } from '../../../shared/contracts/creator-content.ts';
import type { ContentItemsTable, DB } from '../../db/schema.ts';

const COLUMNS = [
  'content_items.id',
  'content_items.avatar_id',
  'content_items.title',
  'content_items.description',
  'content_items.teaser',
  'content_items.type',
  'content_items.area',
  'content_items.status',
  'content_items.category',
  'content_items.tags',
  'content_items.is_preview',
  'content_items.tier',
  'content_items.image_url',
  'content_items.rejection_reason',
  'content_items.created_at',
  'content_items.published_at',
  'content_items.scheduled_at',
  'content_items.view_count',
  'content_items.like_count',
  'content_items.comment_count',
] as const;

export type CreatorContentRow = Pick<
  Selectable<ContentItemsTable>,
  | 'id'
  | 'avatar_id'
  | 'title'
  | 'description'
  | 'teaser'
  | 'type'
  | 'area'
  | 'status'
  | 'category'
  | 'tags'
  | 'is_preview'
  | 'tier'
  | 'image_url'
  | 'rejection_reason'
  | 'created_at'
  | 'published_at'
  | 'scheduled_at'
  | 'view_count'
  | 'like_count'
  | 'comment_count'
>;

/**
 * A creator's items are those of their avatars: `avatarIds` comes from the avatars module
 * (listOwnedAvatars), so ownership is still part of every query. Callers skip the query
 * when the creator has no avatar (`in ()` is not SQL).
 */
function ownedBy(db: Kysely<DB>, avatarIds: readonly number[]) {
  return db.selectFrom('content_items').where('content_items.avatar_id', 'in', avatarIds);
}

/** `%`, `_` and `\` typed by the creator are literals, not wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listCreatorContent(
  db: Kysely<DB>,
  options: { avatarIds: readonly number[]; tab: ContentTab; search: string; limit: number; offset: number },
): Promise<CreatorContentRow[]> {
  if (options.avatarIds.length === 0) return [];
  let q = ownedBy(db, options.avatarIds).select(COLUMNS);
  if (options.tab === 'life' || options.tab === 'wife') q = q.where('content_items.area', '=', options.tab);
  if (options.tab === 'published') q = q.where('content_items.status', '=', 'published');
  if (options.tab === 'pending') q = q.where('content_items.status', '=', 'pending');
  if (options.tab === 'drafts') q = q.where('content_items.status', '=', 'draft');
  if (options.search) {
    const pattern = likePattern(options.search);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['content_items.title']), 'like', pattern),
        eb(eb.fn('lower', ['content_items.description']), 'like', pattern),
      ]),
    );
  }
  return q
    .orderBy('content_items.created_at', 'desc')
    .orderBy('content_items.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function findOwnedContent(
  db: Kysely<DB>,
  options: { id: number; avatarIds: readonly number[] },
): Promise<CreatorContentRow | undefined> {
  if (options.avatarIds.length === 0) return undefined;
  return ownedBy(db, options.avatarIds).select(COLUMNS).where('content_items.id', '=', options.id).executeTakeFirst();
}

export async function contentExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('content_items').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertContent(db: Kysely<DB>, row: Insertable<ContentItemsTable>): Promise<number> {
  const inserted = await db.insertInto('content_items').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Updates only when the item's avatar belongs to the creator. */
export async function updateOwnedContent(
  db: Kysely<DB>,
  options: { id: number; avatarIds: readonly number[]; changes: Updateable<ContentItemsTable> },
): Promise<boolean> {
  if (options.avatarIds.length === 0) return false;
  const result = await db
    .updateTable('content_items')
    .set(options.changes)
    .where('id', '=', options.id)
    .where('avatar_id', 'in', options.avatarIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteOwnedContent(
  db: Kysely<DB>,
  options: { id: number; avatarIds: readonly number[] },
): Promise<boolean> {
  if (options.avatarIds.length === 0) return false;
  const result = await db
    .deleteFrom('content_items')
    .where('id', '=', options.id)
    .where('avatar_id', 'in', options.avatarIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countCreatorContent(db: Kysely<DB>, avatarIds: readonly number[]): Promise<number> {
  if (avatarIds.length === 0) return 0;
  const row = await ownedBy(db, avatarIds)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Scheduled drafts whose time has come become published, keeping their scheduled time. */
export async function publishDue(db: Kysely<DB>, now: string): Promise<number> {
  const result = await db
    .updateTable('content_items')
    .set((eb) => ({ status: 'published', published_at: eb.ref('scheduled_at'), scheduled_at: null, updated_at: now }))
    .where('status', '=', 'draft')
    .where('scheduled_at', 'is not', null)
    .where('scheduled_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function statDays(db: Kysely<DB>, options: { contentId: number; fromDay: string }) {
  return db
    .selectFrom('content_stat_days')
    .select(['day', 'views', 'likes', 'comments'])
    .where('content_id', '=', options.contentId)
    .where('day', '>=', options.fromDay)
    .orderBy('day')
    .execute();
}
