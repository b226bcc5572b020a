import { useMutation } from '@tanstack/react-query';
import type { CreateContentBodyInput, CreatorContent } from '../../../../shared/contracts/creator-content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast, unlessOnFields } from '../../../lib/error-toasts.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

export function createContent(body: CreateContentBodyInput): Promise<CreatorContent> {
  return apiRequest<CreatorContent>('/api/creator/content', { method: 'POST', body });
}

export interface NewContent {
  /** Stores the item's files first (the uploader), answering their media ids. */
  uploadFiles: () => Promise<number[]>;
  /** The item, given its files' media ids. */
  body: (mediaIds: number[]) => CreateContentBodyInput;
}

/**
 * Uploads the files, then creates the item that shows them; every creator figure changes.
 * A failure the form places beside a field is not toasted (file problems are: the
 * uploader shows them as well).
 */
export function useCreateContent() {
  return useMutation({
    mutationFn: async ({ uploadFiles, body }: NewContent) => createContent(body(await uploadFiles())),
    meta: {
      invalidates: [creatorKeys.all],
      errorToast: unlessOnFields(serverMessageToast('Upload failed', 'Please try again.'), (issue) =>
        Boolean(issue.path && issue.path !== 'mediaIds'),
      ),
    },
  });
}
