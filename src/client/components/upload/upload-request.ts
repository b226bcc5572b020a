import type { MediaKind, UploadedMedia, UploadPurpose } from '../../../shared/contracts/uploads.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * One file to POST /api/creator/uploads. XMLHttpRequest rather than fetch because only it
 * reports upload progress; `onProgress` gets 0-100 as bytes leave the browser.
 */
export function uploadFile(
  file: File,
  options: { kind: MediaKind; purpose?: UploadPurpose; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = `/api/creator/uploads?kind=${options.kind}&purpose=${options.purpose ?? 'content'}`;
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(JSON.parse(xhr.responseText) as UploadedMedia);
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', ''));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
