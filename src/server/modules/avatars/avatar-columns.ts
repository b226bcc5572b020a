import { type Insertable, type RawBuilder, sql, type Updateable } from 'kysely';
import { type AvatarRecord, ZAvatarRecord } from '../../../shared/contracts/avatars.ts';
import type { Dialect } from '../../db/database.ts';
import type { AvatarsTable, Flag } from '../../db/schema.ts';

/**
 * The one mapping between the `avatars` table and the shared avatar record: each field is
 * stored in the column of the same name in snake_case (`firstMessage` in `first_message`).
 * Repos select the columns of the fields a shape picks, so a new field needs no line here
 * unless it is stored in another form than the record's (see the codecs below).
 */
export type StoredAvatar = AvatarRecord & {
  /** A picture waiting for review (media_files.id); the record's images are reviewed ones. */
  mainImagePendingId: number | null;
  profileImagePendingId: number | null;
  /** UTC hours [start, end) the avatar is usually online; end may exceed 24 (wraps). */
  onlineStartHour: number;
  onlineEndHour: number;
  /** A card's data fields we have no field for (V3 nickname, source, …), given back on export. */
  cardExtra: Record<string, unknown>;
};
export type StoredField = keyof StoredAvatar;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
type AvatarColumn = Snake<StoredField>;

// Field and column lists must match both ways: a field without its migration and schema.ts
// column, or a column nobody added to the record, fails to compile here.
type Unmatched = Exclude<AvatarColumn, keyof AvatarsTable> | Exclude<keyof AvatarsTable, AvatarColumn>;
const fieldsMatchColumns: [Unmatched] extends [never] ? true : Unmatched = true;
void fieldsMatchColumns;

const INTERNAL_FIELDS = [
  'mainImagePendingId',
  'profileImagePendingId',
  'onlineStartHour',
  'onlineEndHour',
  'cardExtra',
] as const;

const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A list column (a JSON array of strings: interests, greetings, tags); anything else reads as none. */
export function parseInterests(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** An object column (a JSON object: extensions, card extras); anything else reads as empty. */
function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const LIST: Codec<'interests', string> = { read: parseInterests, write: (list) => JSON.stringify(list) };
const OBJECT: Codec<'extensions', string> = { read: parseObject, write: (value) => JSON.stringify(value) };

interface Codec<F extends StoredField, C> {
  read: (stored: C) => StoredAvatar[F];
  write: (value: StoredAvatar[F]) => C;
}
/** Fields stored in another form than the record's. */
const CODECS: { isVisible: Codec<'isVisible', Flag> } & Record<
  'interests' | 'alternateGreetings' | 'tags',
  Codec<'interests', string>
> &
  Record<'extensions' | 'cardExtra', Codec<'extensions', string>> = {
  isVisible: { read: (flag) => flag === 1, write: (visible) => (visible ? 1 : 0) },
  interests: LIST,
  alternateGreetings: LIST,
  tags: LIST,
  extensions: OBJECT,
  cardExtra: OBJECT,
};
const codecOf = (field: string): Codec<StoredField, unknown> | undefined =>
  (CODECS as Record<string, Codec<StoredField, unknown>>)[field];

const COLUMNS: ReadonlyMap<string, string> = new Map<string, string>(
  [...Object.keys(ZAvatarRecord.shape), ...INTERNAL_FIELDS].map((field) => [field, columnOf(field)]),
);

/** The qualified columns the fields are stored in, for `select`. */
export function avatarColumns(fields: readonly StoredField[]): `avatars.${keyof AvatarsTable}`[] {
  return fields.map((field) => `avatars.${COLUMNS.get(field)}` as `avatars.${keyof AvatarsTable}`);
}

/** The record fields a shape (a zod object picked from ZAvatarRecord) carries, in its order. */
export function fieldsOf<T extends object>(schema: { shape: T }): Extract<keyof T, StoredField>[] {
  return Object.keys(schema.shape).filter((key) => COLUMNS.has(key)) as Extract<keyof T, StoredField>[];
}

/**
 * Reads selected rows back into the record's form: `rows.map(avatarReader(fields))`. The
 * column and codec of each field are looked up once per query, not once per row.
 */
export function avatarReader<K extends StoredField>(fields: readonly K[]): (row: object) => Pick<StoredAvatar, K> {
  const plan = fields.map((field) => [field, COLUMNS.get(field) as string, codecOf(field)] as const);
  return (row) => {
    const stored = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [field, column, codec] of plan) {
      out[field] = codec ? codec.read(stored[column]) : stored[column];
    }
    return out as Pick<StoredAvatar, K>;
  };
}

/**
 * The fields as one JSON object per row, written by the database in the record's form (a
 * page read then hands the text on, without building objects to stringify): SQLite's
 * `json_object`; on PostgreSQL `row_to_json` of a row `c` joined laterally (see
 * avatarJsonRow), whose text has no spaces where json_build_object's has. Fields stored in
 * another form than the record's have no JSON form here but the flag.
 */
export function avatarJson(dialect: Dialect, fields: readonly StoredField[]): RawBuilder<string> {
  if (dialect === 'postgres') return sql<string>`row_to_json(c)::text`;
  const pairs = fields.map((field) => sql`${sql.lit(field)}, ${jsonValue(dialect, field)}`);
  return sql<string>`json_object(${sql.join(pairs)})`;
}

/** PostgreSQL's row for avatarJson: select it as `c` in a lateral join beside `avatars`. */
export function avatarJsonRow(fields: readonly StoredField[]): RawBuilder<unknown> {
  const columns = fields.map((field) => sql`${jsonValue('postgres', field)} as ${sql.id(field)}`);
  return sql`(select ${sql.join(columns)})`;
}

function jsonValue(dialect: Dialect, field: StoredField): RawBuilder<unknown> {
  const column = sql.ref(`avatars.${COLUMNS.get(field)}`);
  if (field === 'isVisible') {
    return dialect === 'postgres'
      ? sql`${column} = 1`
      : sql`json(case when ${column} = 1 then 'true' else 'false' end)`;
  }
  if (codecOf(field)) throw new Error(`avatarJson has no JSON form for ${field}`);
  return column;
}

/** Column values for the fields given (fields left undefined are left out). */
export function avatarValues(values: Partial<StoredAvatar>): Updateable<AvatarsTable> {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = COLUMNS.get(field);
    if (!column) throw new Error(`avatars has no column for field ${field}`);
    const codec = codecOf(field);
    row[column] = codec ? codec.write(value as never) : value;
  }
  return row as Updateable<AvatarsTable>;
}

/** What a new avatar must have; the rest takes the table's defaults. */
export type NewAvatar = Pick<
  StoredAvatar,
  'creatorId' | 'name' | 'category' | 'monthlyPrice' | 'createdAt' | 'updatedAt'
> &
  Partial<StoredAvatar>;

export function newAvatarValues(values: NewAvatar): Insertable<AvatarsTable> {
  return avatarValues(values) as Insertable<AvatarsTable>;
}
