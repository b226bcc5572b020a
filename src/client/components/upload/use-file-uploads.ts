import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaKind, UploadedMedia, UploadPurpose } from '../../../shared/contracts/uploads.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { uploadFile } from './upload-request.ts';

export interface SelectedFile {
  id: string;
  file: File;
  /** null until the upload starts; 100 once the server has stored it. */
  progress: number | null;
  error: string | null;
  previewUrl: string | null;
  media: UploadedMedia | null;
}

let counter = 0;

/** Files picked in a form, their previews, and their real upload progress. */
export function useFileUploads() {
  const [items, setItems] = useState<SelectedFile[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const patch = useCallback((id: string, change: Partial<SelectedFile>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback((files: File[], replace = false): SelectedFile[] => {
    const next: SelectedFile[] = files.map((file) => ({
      id: `f${++counter}`,
      file,
      progress: null,
      error: null,
      media: null,
      previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    }));
    setItems((list) => {
      if (replace) for (const item of list) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      return replace ? next : [...list, ...next];
    });
    return next;
  }, []);

  const remove = useCallback((id: string) => {
    setItems((list) => {
      const gone = list.find((i) => i.id === id);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((i) => i.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setItems((list) => {
      for (const item of list) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      return [];
    });
  }, []);

  /**
   * Uploads every file not yet stored, one after another; throws on the first failure.
   * Pass the items `add` returned to upload them before React has re-rendered.
   */
  const uploadAll = useCallback(
    async (
      kind: MediaKind,
      purpose: UploadPurpose = 'content',
      items: SelectedFile[] = itemsRef.current,
    ): Promise<UploadedMedia[]> => {
      const done: UploadedMedia[] = [];
      for (const item of items) {
        if (item.media) {
          done.push(item.media);
          continue;
        }
        patch(item.id, { progress: 0, error: null });
        try {
          const media = await uploadFile(item.file, {
            kind,
            purpose,
            onProgress: (progress) => patch(item.id, { progress }),
          });
          patch(item.id, { progress: 100, media });
          done.push(media);
        } catch (error) {
          patch(item.id, { progress: null, error: errorMessage(error, 'Upload failed') });
          throw error;
        }
      }
      return done;
    },
    [patch],
  );

  return { items, add, remove, clear, uploadAll };
}
