import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions } from 'sharp';
import {
  formatProblem,
  MB,
  type MediaKind,
  tooLargeMessage,
  type UploadPurpose,
} from '../../../shared/contracts/uploads.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Files on local disk under DATA_DIR/media:
 * - private/…    what uploads are viewed as (resized images, videos, audio): served only by
 *                GET /api/media/:id, which asks who may see each file on every request;
 * - originals/…  images exactly as uploaded (EXIF, GPS and all), never served;
 * - uploads/…    public at /media/uploads/: blurred previews (uploads/previews/…) and
 *                avatar and profile pictures stored before private/ existed;
 * - tmp/…        partial uploads, removed on failure.
 * Paths stored in the database are relative to DATA_DIR/media.
 */
export interface MediaRoot {
  dataDir: string;
}

const HEAD_BYTES = 4100; // what file-type needs to recognise every format it knows

export function mediaDir(root: MediaRoot): string {
  return path.join(root.dataDir, 'media');
}

/** Public URL of a stored path, or null when the path is not under uploads/. */
export function publicUrl(relative: string | null): string | null {
  if (!relative?.startsWith('uploads/')) return null;
  return `/media/${relative}`;
}

/** The gated URL of a media file: every request is checked against who may see it. */
export function gatedMediaUrl(id: number): string {
  return `/api/media/${id}`;
}

/** Preview size: enough to suggest colours and layout, far too small to show anything. */
const PREVIEW_BOX = 32;

/**
 * Writes the blurred preview of an image (any format sharp reads, SVG included) and
 * returns its path relative to the media folder, public under uploads/previews/.
 */
export async function writePreview(root: MediaRoot, input: string | Buffer, relative: string): Promise<string> {
  const file = path.join(mediaDir(root), relative);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  // A low density renders an SVG straight at thumbnail size instead of at full size first.
  await sharp(input, typeof input === 'string' && input.endsWith('.svg') ? { density: 8 } : {})
    .rotate()
    .resize(PREVIEW_BOX, PREVIEW_BOX, { fit: 'inside' })
    .blur(1.2)
    .webp({ quality: 40 })
    .toFile(file);
  return relative;
}

export function previewPathFor(folder: string, id: string): string {
  return `uploads/previews/${folder}/${id}.webp`;
}

export interface StoredFile {
  storagePath: string;
  webPath: string | null;
  previewPath: string | null;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}

/**
 * Reads the first bytes to learn the real type (magic bytes, not the name or the browser's
 * claim), refuses a type the kind does not accept, and counts bytes so a file over the
 * limit stops the stream at once instead of after the whole body arrived.
 */
class SniffAndCount extends Transform {
  head: Buffer[] = [];
  headLength = 0;
  checked = false;
  bytes = 0;
  mime = '';
  ext = '';

  constructor(
    private readonly kind: MediaKind,
    private readonly maxBytes: number,
    private readonly maxMb: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(this.maxMb), { headers: { Connection: 'close' } }));
      return;
    }
    if (this.checked) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) {
      done();
      return;
    }
    this.check().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) {
      done();
      return;
    }
    this.check().then(() => done(), done);
  }

  private async check(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
    const mime = detected?.mime ?? 'application/octet-stream';
    const problem = formatProblem(this.kind, mime);
    if (problem) throw new AppError('UNSUPPORTED_MEDIA_TYPE', problem);
    this.mime = mime;
    this.ext = detected?.ext ?? 'bin';
    this.checked = true;
    this.push(head);
  }
}

/** Shapes of the web version: content keeps its ratio; avatars are 9:12; profiles square. */
const WEB_SIZES: Record<UploadPurpose, ResizeOptions> = {
  content: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
  avatar: { width: 900, height: 1200, fit: 'cover', position: 'attention' },
  profile: { width: 400, height: 400, fit: 'cover', position: 'attention' },
};

function datedFolder(now: Date): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function removeQuietly(file: string | null): Promise<void> {
  if (file) await fs.promises.rm(file, { force: true }).catch(() => {});
}

export async function saveUpload(
  root: MediaRoot,
  options: {
    stream: NodeJS.ReadableStream;
    kind: MediaKind;
    purpose: UploadPurpose;
    maxMb: number;
    now: Date;
    /** True when the multipart parser cut the file at its own limit. */
    wasTruncated: () => boolean;
  },
): Promise<StoredFile> {
  const base = mediaDir(root);
  const id = randomUUID();
  const tmp = path.join(base, 'tmp', `${id}.part`);
  await fs.promises.mkdir(path.dirname(tmp), { recursive: true });
  const sniffer = new SniffAndCount(options.kind, options.maxMb * MB, options.maxMb);
  let final: string | null = null;
  let web: string | null = null;
  let preview: string | null = null;
  const writer = fs.createWriteStream(tmp, { flags: 'wx' });
  try {
    await pipeline(options.stream, sniffer, writer);
    if (options.wasTruncated()) {
      throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(options.maxMb), { headers: { Connection: 'close' } });
    }
    if (sniffer.bytes === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
    const folder = datedFolder(options.now);
    const isImage = options.kind === 'image';
    const storagePath = `${isImage ? 'originals' : 'private'}/${folder}/${id}.${sniffer.ext}`;
    final = path.join(base, storagePath);
    await fs.promises.mkdir(path.dirname(final), { recursive: true });
    await fs.promises.rename(tmp, final);
    if (!isImage) {
      return {
        storagePath,
        webPath: null,
        previewPath: null,
        mimeType: sniffer.mime,
        sizeBytes: sniffer.bytes,
        width: null,
        height: null,
      };
    }
    const webPath = `private/${folder}/${id}.webp`;
    web = path.join(base, webPath);
    await fs.promises.mkdir(path.dirname(web), { recursive: true });
    // rotate() applies EXIF orientation; the output carries no metadata (no GPS leaks).
    const info = await sharp(final, { animated: sniffer.mime === 'image/gif' })
      .rotate()
      .resize(WEB_SIZES[options.purpose])
      .webp({ quality: 82 })
      .toFile(web)
      .catch(() => {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'This image could not be read. Please upload JPG, PNG, WebP or GIF.',
        );
      });
    // Content images get the blurred preview a locked item shows in their place.
    // Its own name: the public preview's URL tells nothing about the private file.
    const previewPath = options.purpose === 'content' ? previewPathFor(folder, randomUUID()) : null;
    if (previewPath) {
      preview = path.join(base, previewPath);
      await writePreview(root, web, previewPath);
    }
    return {
      storagePath,
      webPath,
      previewPath,
      mimeType: sniffer.mime,
      sizeBytes: sniffer.bytes,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    // A stream stopped early may still be opening its file: removed before that, it would reappear.
    if (!writer.closed) await once(writer, 'close').catch(() => {});
    await Promise.all([removeQuietly(tmp), removeQuietly(final), removeQuietly(web), removeQuietly(preview)]);
    throw error;
  }
}

/** Removes stored files (best effort: a missing file is already gone). */
export async function deleteStoredFiles(root: MediaRoot, relativePaths: (string | null)[]): Promise<void> {
  const base = mediaDir(root);
  await Promise.all(
    relativePaths
      .filter((p): p is string => Boolean(p))
      .map((p) => {
        const full = path.resolve(base, p);
        // Only ever inside the media folder, whatever the database says.
        if (!full.startsWith(`${path.resolve(base)}${path.sep}`)) return Promise.resolve();
        return removeQuietly(full);
      }),
  );
}
