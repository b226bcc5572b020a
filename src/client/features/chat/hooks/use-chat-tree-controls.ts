import { useChooseAlternative } from '../api/choose-alternative.ts';
import { useDeleteLastExchange } from '../api/delete-last-exchange.ts';
import { useEditChatMessage } from '../api/edit-chat-message.ts';
import { useRateChatMessage } from '../api/rate-chat-message.ts';
import { useRegenerateReply } from '../api/regenerate-reply.ts';
import { useStopReply } from '../api/stop-reply.ts';
import type { MessageControls } from '../components/chat-message-item.tsx';

/** What waits for a reply (usePendingReply) as far as these controls need it. */
interface ReplyWait {
  isWaiting: boolean;
  start: (userMessageId: number) => void;
  reset: () => void;
}

/**
 * The conversation-tree actions of the chat panel: regenerate, ← →, edit, delete the last
 * exchange, rate, and Stop. A new reply (regenerate, edit) is waited for like a sent one.
 */
export function useChatTreeControls(avatarId: number, reply: ReplyWait, reopenStream: () => void) {
  const regenerate = useRegenerateReply(avatarId);
  const choose = useChooseAlternative(avatarId);
  const edit = useEditChatMessage(avatarId);
  const deleteLast = useDeleteLastExchange(avatarId);
  const rate = useRateChatMessage(avatarId);
  const stop = useStopReply(avatarId);

  const controls: MessageControls = {
    busy: reply.isWaiting || regenerate.isPending || choose.isPending || edit.isPending || deleteLast.isPending,
    choose: (messageId) => choose.mutate(messageId),
    regenerate: () =>
      regenerate.mutate(undefined, {
        onSuccess: (result) => {
          reply.start(result.userMessageId);
          reopenStream();
        },
      }),
    edit: async (messageId, message) => {
      try {
        const result = await edit.mutateAsync({ messageId, message });
        reply.start(result.message.id);
        reopenStream();
        return true;
      } catch {
        return false;
      }
    },
    deleteLast: () => deleteLast.mutate(undefined, { onSuccess: () => reply.reset() }),
    rate: (messageId, rating) => rate.mutate({ messageId, rating }),
  };

  return {
    controls,
    stopping: stop.isPending,
    stop: () => stop.mutate(undefined, { onSettled: () => reply.reset() }),
  };
}
