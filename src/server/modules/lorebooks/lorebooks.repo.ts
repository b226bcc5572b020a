import type { Kysely, Selectable } from 'kysely';
import type { Lorebook, LorebookEntry } from '../../../shared/contracts/lorebooks.ts';
import type { DB, Flag, LorebookEntriesTable } from '../../db/schema.ts';

/** SQL on `lorebooks` and `lorebook_entries`; only this module names them. */

function parseJson<T>(json: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const value: unknown = JSON.parse(json);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const flag = (value: boolean): Flag => (value ? 1 : 0);

function toEntry(row: Selectable<LorebookEntriesTable>): LorebookEntry {
  return {
    name: row.name,
    comment: row.comment,
    keys: parseJson(row.keys, isStringList, []),
    secondaryKeys: parseJson(row.secondary_keys, isStringList, []),
    content: row.content,
    constant: row.constant === 1,
    enabled: row.enabled === 1,
    selective: row.selective === 1,
    caseSensitive: row.case_sensitive === 1,
    useRegex: row.use_regex === 1,
    insertionOrder: row.insertion_order,
    priority: row.priority,
    scanDepth: row.scan_depth,
    position: row.position,
    extensions: parseJson(row.extensions, isObject, {}),
  };
}

/** The avatar's book with its entries in the creator's order, or undefined when it has none. */
export async function findLorebook(db: Kysely<DB>, avatarId: number): Promise<Lorebook | undefined> {
  const book = await db
    .selectFrom('lorebooks')
    .select(['name', 'description', 'scan_depth', 'token_budget', 'recursive_scanning', 'extensions'])
    .where('avatar_id', '=', avatarId)
    .executeTakeFirst();
  if (!book) return undefined;
  const entries = await db
    .selectFrom('lorebook_entries')
    .selectAll()
    .where('avatar_id', '=', avatarId)
    .orderBy('sort_index')
    .execute();
  return {
    name: book.name,
    description: book.description,
    scanDepth: book.scan_depth,
    tokenBudget: book.token_budget,
    recursiveScanning: book.recursive_scanning === 1,
    extensions: parseJson(book.extensions, isObject, {}),
    entries: entries.map(toEntry),
  };
}

/** Replaces the avatar's book and all its entries (the caller holds a transaction). */
export async function replaceLorebook(
  db: Kysely<DB>,
  options: { avatarId: number; book: Lorebook; now: string },
): Promise<void> {
  const { avatarId, book, now } = options;
  await db.deleteFrom('lorebook_entries').where('avatar_id', '=', avatarId).execute();
  const settings = {
    name: book.name,
    description: book.description,
    scan_depth: book.scanDepth,
    token_budget: book.tokenBudget,
    recursive_scanning: flag(book.recursiveScanning),
    extensions: JSON.stringify(book.extensions),
    updated_at: now,
  };
  await db
    .insertInto('lorebooks')
    .values({ avatar_id: avatarId, ...settings })
    .onConflict((oc) => oc.column('avatar_id').doUpdateSet(settings))
    .execute();
  if (book.entries.length === 0) return;
  await db
    .insertInto('lorebook_entries')
    .values(
      book.entries.map((entry, index) => ({
        avatar_id: avatarId,
        sort_index: index,
        name: entry.name,
        comment: entry.comment,
        keys: JSON.stringify(entry.keys),
        secondary_keys: JSON.stringify(entry.secondaryKeys),
        content: entry.content,
        constant: flag(entry.constant),
        enabled: flag(entry.enabled),
        selective: flag(entry.selective),
        case_sensitive: flag(entry.caseSensitive),
        use_regex: flag(entry.useRegex),
        insertion_order: entry.insertionOrder,
        priority: entry.priority,
        scan_depth: entry.scanDepth,
        position: entry.position,
        extensions: JSON.stringify(entry.extensions),
      })),
    )
    .execute();
}
