import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SignedInUser } from '../../plugins/session.ts';
import { contentMediaAccess } from '../content/content.service.ts';
import { findMedia } from '../creator-media/creator-media.service.ts';

/** A stored file this viewer may have, and how it may be cached. */
export interface ServedMedia {
  /** Relative to DATA_DIR/media; never an original. */
  path: string;
  mimeType: string;
  cacheControl: string;
}

/** Free, published content: anyone, but asked again on every use (it may turn premium). */
const PUBLIC_REVALIDATE = 'public, no-cache';
/** A reviewed avatar picture: public for good. */
const PUBLIC_LASTING = 'public, max-age=86400';
/** Paid, unreviewed or someone's own: only this viewer, never stored. */
const PRIVATE = 'private, no-store';

const hidden = () => notFound('File not found');

/**
 * Who may see an uploaded file, asked on every request:
 * - its uploader and moderators always;
 * - a content file: as its item allows (free and published: anyone; premium: whoever
 *   canReadPremium lets in, 403 for the rest; unpublished or pending review: nobody else);
 * - an avatar picture: everyone once a moderator approved it;
 * - anything else (profile pictures, files not yet attached): nobody else (404).
 */
export async function resolveMedia(
  ctx: AppContext,
  options: { id: number; viewer: SignedInUser | null },
): Promise<ServedMedia> {
  const row = await findMedia(ctx, options.id);
  const path = row?.web_path ?? row?.storage_path;
  if (!row || !path || path.startsWith('originals/')) throw hidden();
  // An image is served as its web version (WebP; SVG for the seeded art), not as uploaded.
  const mimeType = row.web_path ? (row.web_path.endsWith('.svg') ? 'image/svg+xml' : 'image/webp') : row.mime_type;
  const served = (cacheControl: string): ServedMedia => ({ path, mimeType, cacheControl });
  const { viewer } = options;
  if (row.content_id !== null) {
    const access = await contentMediaAccess(ctx, { contentId: row.content_id, viewer });
    if (access === 'public') return served(PUBLIC_REVALIDATE);
    if (access === 'private') return served(PRIVATE);
    if (access === 'locked') throw new AppError('FORBIDDEN', 'This content is locked: it needs a subscription');
  }
  if (viewer && (viewer.role === 'moderator' || viewer.userId === row.owner_id)) return served(PRIVATE);
  if (row.review_status === 'approved') return served(PUBLIC_LASTING);
  throw hidden();
}
