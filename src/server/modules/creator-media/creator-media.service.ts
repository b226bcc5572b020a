import type { ContentMedia } from '../../../shared/contracts/creator-content.ts';
import {
  type MediaKind,
  UPLOAD_RULES,
  type UploadedMedia,
  type UploadPurpose,
} from '../../../shared/contracts/uploads.ts';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import * as repo from './creator-media.repo.ts';
import { deleteStoredFiles, publicUrl, saveUpload } from './media-storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type MediaRow = repo.MediaRow;

function viewUrl(row: MediaRow): string {
  return publicUrl(row.web_path) ?? publicUrl(row.storage_path) ?? '';
}

export function toUploadedMedia(row: MediaRow): UploadedMedia {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    originalName: row.original_name,
    url: viewUrl(row),
    webUrl: publicUrl(row.web_path),
    width: row.width,
    height: row.height,
  };
}

export function toContentMedia(row: MediaRow): ContentMedia {
  return {
    id: row.id,
    kind: row.kind,
    url: viewUrl(row),
    webUrl: publicUrl(row.web_path),
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
  };
}

/** Largest request body an upload of this kind may send (file plus multipart framing). */
export function uploadBodyLimit(kind: MediaKind): number {
  return UPLOAD_RULES[kind].maxMb * 1024 * 1024 + 64 * 1024;
}

/** The uploaded file's name as shown back to its creator: no control characters (NUL breaks PostgreSQL text). */
function displayName(name: string): string {
  const printable = [...name].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return printable.slice(0, 200) || 'file';
}

/** Streams one uploaded file to disk, checks it, makes the web version, records it. */
export async function storeUpload(
  ctx: AppContext,
  options: {
    ownerId: number;
    kind: MediaKind;
    purpose: UploadPurpose;
    originalName: string;
    stream: NodeJS.ReadableStream;
    wasTruncated: () => boolean;
  },
): Promise<UploadedMedia> {
  if (options.purpose !== 'content' && options.kind !== 'image') {
    throw new AppError('BAD_REQUEST', 'Avatar and profile pictures must be images.');
  }
  const now = ctx.clock.now();
  const stored = await saveUpload(ctx.config, {
    stream: options.stream,
    kind: options.kind,
    purpose: options.purpose,
    maxMb: UPLOAD_RULES[options.kind].maxMb,
    now,
    wasTruncated: options.wasTruncated,
  });
  try {
    const row = await repo.insertMedia(ctx.db, {
      owner_id: options.ownerId,
      content_id: null,
      kind: options.kind,
      purpose: options.purpose,
      mime_type: stored.mimeType,
      size_bytes: stored.sizeBytes,
      original_name: displayName(options.originalName),
      storage_path: stored.storagePath,
      web_path: stored.webPath,
      width: stored.width,
      height: stored.height,
      created_at: now.toISOString(),
    });
    return toUploadedMedia(row);
  } catch (error) {
    await deleteStoredFiles(ctx.config, [stored.storagePath, stored.webPath]);
    throw error;
  }
}

/**
 * The owner's media for these ids, in the order given. A foreign id is 403, an unknown
 * one 404, so a form can never attach someone else's file.
 */
export async function getOwnedMedia(ctx: AppContext, ownerId: number, ids: number[]): Promise<MediaRow[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.findOwnedMedia(ctx.db, ownerId, unique);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result: MediaRow[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) {
      if (await repo.mediaExists(ctx.db, id)) throw forbidden('That file belongs to someone else');
      throw notFound('File not found');
    }
    result.push(row);
  }
  return result;
}

/** The public URL of the owner's uploaded image (avatar or profile picture). */
export async function getOwnedImageUrl(ctx: AppContext, ownerId: number, id: number): Promise<string> {
  const [row] = await getOwnedMedia(ctx, ownerId, [id]);
  if (row?.kind !== 'image') throw new AppError('BAD_REQUEST', 'Choose an image file');
  return viewUrl(row);
}

export async function attachMediaToContent(
  ctx: AppContext,
  options: { ownerId: number; contentId: number; ids: number[] },
): Promise<void> {
  await repo.attachMedia(ctx.db, options);
}

export async function listContentMedia(
  ctx: Pick<AppContext, 'db'>,
  contentIds: number[],
): Promise<Map<number, MediaRow[]>> {
  const rows = await repo.listMediaOfContent(ctx.db, contentIds);
  const map = new Map<number, MediaRow[]>();
  for (const row of rows) {
    if (row.content_id === null) continue;
    const list = map.get(row.content_id) ?? [];
    list.push(row);
    map.set(row.content_id, list);
  }
  return map;
}

/** Deletes media rows and their files (the rows first: a stray file is harmless, a dangling row is not). */
export async function deleteMedia(ctx: AppContext, rows: MediaRow[]): Promise<void> {
  await repo.deleteMediaRows(
    ctx.db,
    rows.map((r) => r.id),
  );
  await deleteStoredFiles(
    ctx.config,
    rows.flatMap((r) => [r.storage_path, r.web_path]),
  );
}

/** Discards an unattached upload of the owner (a file removed from the form). */
export async function discardUpload(ctx: AppContext, ownerId: number, id: number): Promise<void> {
  const [row] = await getOwnedMedia(ctx, ownerId, [id]);
  if (!row) return;
  if (row.content_id !== null) throw new AppError('CONFLICT', 'This file belongs to published content');
  await deleteMedia(ctx, [row]);
}

/** Removes content uploads abandoned for a day (the form was never submitted). */
export async function purgeOrphanUploads(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - DAY_MS).toISOString();
  const rows = await repo.listOrphanContentMedia(ctx.db, before);
  await deleteMedia(ctx, rows);
  return rows.length;
}
