import { z } from 'zod';
import {
  UPLOAD_AUDIO_MAX_MB,
  UPLOAD_DEFAULT_MAX_FILES,
  UPLOAD_DEFAULT_MAX_MB,
  UPLOAD_IMAGE_MAX_FILES,
  UPLOAD_IMAGE_MAX_MB,
  UPLOAD_VIDEO_MAX_MB,
} from '../constants.ts';

/**
 * Upload rules of spec §5/§9, shared so the browser and the server refuse the same files
 * with the same words.
 */
export const MEDIA_KINDS = ['image', 'video', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** What an uploaded image is for: content keeps its shape; avatar is cut 9:12; profile square. */
export const UPLOAD_PURPOSES = ['content', 'avatar', 'profile'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploaderRule {
  /** MIME patterns; 'video/*' matches by prefix. */
  accept: string[];
  maxFiles: number;
  maxMb: number;
}

/** @public Spec §9's multi-file defaults; every uploader here is of one kind, so UPLOAD_RULES applies. */
export const UPLOADER_DEFAULTS: UploaderRule = {
  accept: ['*/*'],
  maxFiles: UPLOAD_DEFAULT_MAX_FILES,
  maxMb: UPLOAD_DEFAULT_MAX_MB,
};

export const UPLOAD_RULES: Record<MediaKind, UploaderRule> = {
  image: { accept: ['image/*'], maxFiles: UPLOAD_IMAGE_MAX_FILES, maxMb: UPLOAD_IMAGE_MAX_MB },
  video: { accept: ['video/*'], maxFiles: 1, maxMb: UPLOAD_VIDEO_MAX_MB },
  audio: { accept: ['audio/*'], maxFiles: 1, maxMb: UPLOAD_AUDIO_MAX_MB },
};

export const MB = 1024 * 1024;

export const ONLY_IMAGES_MESSAGE = 'Only image files are allowed.';
export const IMAGE_FORMATS_HINT = 'JPG, PNG, WebP, HEIC or GIF';
export const tooManyFilesMessage = (n: number) => `You can only upload up to ${n} files at once.`;
export const tooLargeMessage = (mb: number) => `Some files exceed the maximum size of ${mb} MB.`;
export const unsupportedFormatsMessage = (accept: string[]) =>
  `Some files have unsupported formats. Accepted formats: ${accept.join(', ')}`;
export const tooManyImagesMessage = (n: number) => `You can only upload up to ${n} images.`;

/** 'video/*' matches any video type; 'image/png' only itself; '*\/*' anything. */
export function mimeMatches(mime: string, accept: string[]): boolean {
  const type = mime.toLowerCase();
  return accept.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p === '*/*' || p === '*') return true;
    if (p.endsWith('/*')) return type.startsWith(p.slice(0, -1));
    return type === p;
  });
}

/** The refusal message for a file of this MIME type under a kind's rule, or null. */
export function formatProblem(kind: MediaKind, mime: string): string | null {
  const rule = UPLOAD_RULES[kind];
  if (mimeMatches(mime, rule.accept)) return null;
  return kind === 'image' ? ONLY_IMAGES_MESSAGE : unsupportedFormatsMessage(rule.accept);
}

/** Spec §9: sizes shown in B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

export const ZUploadQuery = z.object({
  kind: z.enum(MEDIA_KINDS),
  purpose: z.enum(UPLOAD_PURPOSES).default('content'),
});
export type UploadQuery = z.infer<typeof ZUploadQuery>;

export const ZUploadedMedia = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  originalName: z.string(),
  /** The file as uploaded. */
  url: z.string(),
  /** Resized web version (images only). */
  webUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedMedia = z.infer<typeof ZUploadedMedia>;

export interface CandidateFile {
  name: string;
  size: number;
  type: string;
}

/**
 * The browser-side check of a new selection, in the spec's words. The multi-file uploader
 * refuses the whole selection on a problem; the single-image uploader keeps only the first
 * file. The server applies the same limits again.
 */
export function checkSelection<F extends CandidateFile>(
  mode: 'files' | 'images' | 'single-image',
  rule: UploaderRule,
  existing: number,
  files: F[],
): { accepted: F[]; error: string | null } {
  const picked = mode === 'single-image' ? files.slice(0, 1) : files;
  if (mode === 'images' && existing + picked.length > rule.maxFiles) {
    return { accepted: [], error: tooManyImagesMessage(rule.maxFiles) };
  }
  if (mode === 'files' && existing + picked.length > rule.maxFiles) {
    return { accepted: [], error: tooManyFilesMessage(rule.maxFiles) };
  }
  if (mode !== 'files' && picked.some((f) => !mimeMatches(f.type, ['image/*']))) {
    return { accepted: [], error: ONLY_IMAGES_MESSAGE };
  }
  if (mode === 'files' && picked.some((f) => !mimeMatches(f.type, rule.accept))) {
    return { accepted: [], error: unsupportedFormatsMessage(rule.accept) };
  }
  if (picked.some((f) => f.size > rule.maxMb * MB)) return { accepted: [], error: tooLargeMessage(rule.maxMb) };
  return { accepted: picked, error: null };
}
