import fs from 'node:fs';
import path from 'node:path';
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
import { deleteStoredFiles, gatedMediaUrl, mediaDir, publicUrl, saveUpload } from './media-storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 500;
const MAX_PURGE_BATCHES = 20;

export type MediaRow = repo.MediaRow;

/**
 * Where the file is viewed: the gated /api/media/:id, or its public path for pictures
 * stored under uploads/ before private storage existed. Never the original.
 */
export function viewUrl(row: Pick<MediaRow, 'id' | 'web_path' | 'storage_path'>): string {
  return publicUrl(row.web_path) ?? publicUrl(row.storage_path) ?? gatedMediaUrl(row.id);
}

/** The public blurred preview of an image, if it has one. */
export function previewUrl(row: Pick<MediaRow, 'preview_path'>): string | null {
  return publicUrl(row.preview_path);
}

export function toUploadedMedia(row: MediaRow): UploadedMedia {
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    originalName: row.original_name,
    url: viewUrl(row),
    webUrl: row.web_path ? viewUrl(row) : null,
    width: row.width,
    height: row.height,
  };
}

export function toContentMedia(row: MediaRow): ContentMedia {
  return {
    id: row.id,
    kind: row.kind,
    url: viewUrl(row),
    webUrl: row.web_path ? viewUrl(row) : null,
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
      preview_path: stored.previewPath,
      width: stored.width,
      height: stored.height,
      created_at: now.toISOString(),
    });
    return toUploadedMedia(row);
  } catch (error) {
    await deleteStoredFiles(ctx.config, [stored.storagePath, stored.webPath, stored.previewPath]);
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

export async function findMedia(ctx: Pick<AppContext, 'db'>, id: number): Promise<MediaRow | undefined> {
  return repo.findMedia(ctx.db, id);
}

export async function findMediaByIds(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Map<number, MediaRow>> {
  const rows = await repo.findMediaByIds(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A picture the creator chose for an avatar. One a moderator approved applies at once;
 * any other waits for review (the public keeps seeing what it saw, or the placeholder).
 */
export async function chooseAvatarImage(
  ctx: AppContext,
  ownerId: number,
  id: number,
): Promise<{ mediaId: number; url: string; approved: boolean }> {
  const [row] = await getOwnedMedia(ctx, ownerId, [id]);
  if (row?.kind !== 'image' || row.purpose !== 'avatar') throw new AppError('BAD_REQUEST', 'Choose an image file');
  if (row.review_status !== 'approved') await repo.requestReview(ctx.db, row.id);
  return { mediaId: row.id, url: viewUrl(row), approved: row.review_status === 'approved' };
}

/**
 * The bytes of a picture the owner gave an avatar (its web version), for a card export:
 * by media id (one waiting for review), or by the URL the avatar shows (an approved one).
 * Null for a picture that is not the owner's upload (the seed's, a placeholder).
 */
export async function readOwnedAvatarPicture(
  ctx: AppContext,
  ownerId: number,
  picture: { mediaId: number } | { url: string },
): Promise<Buffer | null> {
  const base = path.resolve(mediaDir(ctx.config));
  let relative: string | null = null;
  const gated = 'url' in picture ? /^\/api\/media\/(\d+)$/.exec(picture.url) : null;
  const id = 'mediaId' in picture ? picture.mediaId : gated ? Number(gated[1]) : null;
  if (id !== null) {
    const [row] = await repo.findOwnedMedia(ctx.db, ownerId, [id]);
    relative = row?.kind === 'image' ? (row.web_path ?? row.storage_path) : null;
  } else if ('url' in picture && picture.url.startsWith('/media/uploads/')) {
    relative = picture.url.slice('/media/'.length);
  }
  if (!relative) return null;
  const file = path.resolve(base, relative);
  // Only ever inside the media folder, whatever the database says.
  if (!file.startsWith(`${base}${path.sep}`)) return null;
  return fs.promises.readFile(file).catch(() => null);
}

/** Where the owner's uploaded image is viewed (profile pictures: only by its owner and moderators). */
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
    rows.flatMap((r) => [r.storage_path, r.web_path, r.preview_path]),
  );
}

/** Discards an unattached upload of the owner (a file removed from the form). */
export async function discardUpload(ctx: AppContext, ownerId: number, id: number): Promise<void> {
  const [row] = await getOwnedMedia(ctx, ownerId, [id]);
  if (!row) return;
  if (row.content_id !== null) throw new AppError('CONFLICT', 'This file belongs to published content');
  await deleteMedia(ctx, [row]);
}

/**
 * Removes content uploads abandoned for a day (the form was never submitted), a batch at a
 * time until none is left, the app closes, or the run has done its share (the next run
 * goes on).
 */
export async function purgeOrphanUploads(ctx: AppContext, options: { signal?: AbortSignal } = {}): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - DAY_MS).toISOString();
  let purged = 0;
  for (let batch = 0; batch < MAX_PURGE_BATCHES && !options.signal?.aborted; batch++) {
    const rows = await repo.listOrphanContentMedia(ctx.db, before, PURGE_BATCH);
    await deleteMedia(ctx, rows);
    purged += rows.length;
    if (rows.length < PURGE_BATCH) break;
  }
  return purged;
}
