import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context.ts';
import { SEED_ART_DIR, SEED_CONTENT_URL_PREFIX } from '../../db/seed/seed-art.ts';
import { getAvatarRefs } from '../avatars/avatars.service.ts';
import { gatedMediaUrl, mediaDir, previewPathFor, publicUrl, writePreview } from '../creator-media/media-storage.ts';
import * as repo from './media.repo.ts';

type StartupContext = Pick<AppContext, 'db' | 'config' | 'clock' | 'log'>;

/** 'private/2026/11/x.webp' → 'uploads/previews/2026/11/<new name>.webp': nothing of the private name. */
function previewPathOf(webPath: string): string {
  return previewPathFor(path.posix.dirname(webPath).split('/').slice(1).join('/'), randomUUID());
}

/** Moves a file unless it already moved (another instance, or an earlier interrupted start). */
async function moveFile(base: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  const target = path.join(base, to);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.promises.rename(path.join(base, from), target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !fs.existsSync(target)) throw error;
  }
}

const toPrivate = (p: string | null) => (p?.startsWith('uploads/') ? `private/${p.slice('uploads/'.length)}` : p);

/** Content files of installs from before private storage leave the public folder. */
async function privatiseContentFiles(ctx: StartupContext): Promise<number> {
  const base = mediaDir(ctx.config);
  const rows = await repo.listPublicContentMedia(ctx.db);
  for (const row of rows) {
    const to = { storage_path: toPrivate(row.storage_path) ?? row.storage_path, web_path: toPrivate(row.web_path) };
    await moveFile(base, row.storage_path, to.storage_path);
    if (row.web_path && to.web_path) await moveFile(base, row.web_path, to.web_path);
    await repo.relocateContentMedia(ctx.db, {
      id: row.id,
      from: row,
      to,
      oldUrl: publicUrl(row.web_path ?? row.storage_path) ?? '',
      newUrl: gatedMediaUrl(row.id),
    });
  }
  return rows.length;
}

/**
 * The seed art's blurred preview, copied to where a rendered one would be written, or null
 * when none ships (fillPreviews renders it then, as for any picture). The previews ship
 * beside the art (scripts/seed-previews.ts renders them with writePreview): rendering 56
 * took ~570 ms of every new install's first start, and of every test app.
 */
async function copyShippedPreview(base: string, name: string, storagePath: string): Promise<string | null> {
  const shipped = path.join(SEED_ART_DIR, 'previews', name.replace(/\.svg$/, '.webp'));
  if (!fs.existsSync(shipped)) return null;
  const preview = previewPathOf(storagePath);
  await fs.promises.mkdir(path.dirname(path.join(base, preview)), { recursive: true });
  await fs.promises.copyFile(shipped, path.join(base, preview));
  return preview;
}

/**
 * Seeded premium items get their picture from the packaged seed art as private media: the
 * files first, then every row in one transaction (one commit, not one per picture).
 */
async function privatiseSeededPictures(ctx: StartupContext): Promise<number> {
  const base = mediaDir(ctx.config);
  const items = await repo.listSeededPremiumItems(ctx.db, SEED_CONTENT_URL_PREFIX);
  const avatars = await getAvatarRefs(
    ctx,
    items.map((item) => item.avatar_id),
  );
  const pictures: repo.SeededPicture[] = [];
  for (const item of items) {
    const creatorId = avatars.get(item.avatar_id)?.creatorId;
    if (creatorId === undefined) continue;
    const oldUrl = item.image_url ?? '';
    const name = path.basename(oldUrl);
    const source = path.join(SEED_ART_DIR, 'content', name);
    if (!/^[\w-]+\.svg$/.test(name) || !fs.existsSync(source)) {
      ctx.log.warn({ contentId: item.id, image: oldUrl }, 'seeded premium picture not found; item left without one');
      continue;
    }
    const storagePath = `private/seed/content/${name}`;
    await fs.promises.mkdir(path.join(base, 'private/seed/content'), { recursive: true });
    await fs.promises.copyFile(source, path.join(base, storagePath));
    pictures.push({
      row: {
        owner_id: creatorId,
        content_id: item.id,
        kind: 'image',
        purpose: 'content',
        mime_type: 'image/svg+xml',
        size_bytes: (await fs.promises.stat(source)).size,
        original_name: name,
        storage_path: storagePath,
        web_path: storagePath,
        preview_path: await copyShippedPreview(base, name, storagePath),
        width: 1600,
        height: 900,
        created_at: ctx.clock.now().toISOString(),
      },
      contentId: item.id,
      oldUrl,
    });
  }
  await repo.attachSeededPictures(ctx.db, pictures, gatedMediaUrl);
  return pictures.length;
}

/** Every content image gets its blurred preview; every item the preview of its first image. */
async function fillPreviews(ctx: StartupContext): Promise<number> {
  const base = mediaDir(ctx.config);
  const images = await repo.listImagesWithoutPreview(ctx.db);
  for (const image of images) {
    if (!image.web_path) continue;
    const source = path.join(base, image.web_path);
    if (!fs.existsSync(source)) continue;
    const preview = await writePreview(ctx.config, source, previewPathOf(image.web_path)).catch((error: unknown) => {
      ctx.log.warn({ err: error, mediaId: image.id }, 'could not make a preview');
      return null;
    });
    if (preview) await repo.setPreviewPath(ctx.db, image.id, preview);
  }
  const seen = new Set<number>();
  for (const row of await repo.listMissingItemPreviews(ctx.db)) {
    if (row.content_id === null || seen.has(row.content_id)) continue;
    seen.add(row.content_id);
    const url = publicUrl(row.preview_path);
    if (url) await repo.setItemPreview(ctx.db, row.content_id, url);
  }
  return images.length;
}

/**
 * Start-up step (idempotent; instances starting together are safe): brings stored media
 * to the layout of migration 0610. Content files leave the public folder, seeded premium
 * pictures become private media, and pictures get their blurred previews. Once done, each
 * later start costs three small queries.
 */
export async function prepareMedia(ctx: StartupContext): Promise<void> {
  const moved = await privatiseContentFiles(ctx);
  const seeded = await privatiseSeededPictures(ctx);
  const previews = await fillPreviews(ctx);
  if (moved + seeded + previews > 0) {
    ctx.log.info({ moved, seeded, previews }, 'media: paid and unreviewed files moved to private storage');
  }
}
