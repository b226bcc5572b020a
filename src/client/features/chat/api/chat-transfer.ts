import { useMutation } from '@tanstack/react-query';
import type { ChatExportFormat, ChatImportResponse } from '../../../../shared/contracts/chat-transfer.ts';
import { postFile } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

/** Where the browser downloads the conversation as a file (the server names it). */
export const chatExportUrl = (avatarId: number, format: ChatExportFormat) =>
  `/api/chats/${avatarId}/export?format=${format}`;

/** Replaces the conversation with a SillyTavern chat file; history and memory are read again. */
export function useImportChat(avatarId: number) {
  return useMutation({
    mutationFn: (file: File) => postFile<ChatImportResponse>(`/api/chats/${avatarId}/import`, file),
    meta: {
      invalidates: [chatKeys.of(avatarId)],
      errorToast: serverMessageToast('Import failed', 'Could not import the chat'),
    },
  });
}
