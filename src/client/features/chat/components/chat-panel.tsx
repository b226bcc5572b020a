import { LogIn, Square } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { authPath, useReturnPath } from '../../../lib/return-path.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChatStream } from '../api/chat-stream.ts';
import { useClearChatHistory } from '../api/clear-chat-history.ts';
import { useChatHistory } from '../api/get-chat-history.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { useChatTreeControls } from '../hooks/use-chat-tree-controls.ts';
import { usePendingReply } from '../hooks/use-pending-reply.ts';
import { AiNotice } from './ai-notice.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatTransferControls } from './chat-transfer-controls.tsx';
import { MessageList } from './message-list.tsx';
import { TokenMeter, tokenMeterPercent } from './token-meter.tsx';

// The question is asked once in a while; its dialog code loads then, not with the chat.
const ConfirmDialog = lazy(() =>
  import('../../../components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * The chat panel of spec §2: history, Sign In for guests, token meter, clear (after asking),
 * typing indicator, input. With `fill`, below the lg breakpoint, it takes the height its
 * parent gives it (a phone screen) instead of the spec's 500 px conversation.
 */
export function ChatPanel({
  avatarId,
  name,
  showSignIn,
  fill = false,
}: {
  avatarId: number;
  name: string;
  showSignIn: boolean;
  fill?: boolean;
}) {
  const [confirmingClear, setConfirmingClear] = useState(false);
  const history = useChatHistory(avatarId);
  const send = useSendChatMessage(avatarId);
  const clear = useClearChatHistory(avatarId);
  const reply = usePendingReply(avatarId, history.data);
  const returnTo = useReturnPath();
  const stream = useChatStream(avatarId, history.isSuccess, { onReply: reply.onReply, onMessage: reply.onMessage });
  const tree = useChatTreeControls(avatarId, reply, stream.reopen);

  const onSend = async (message: string): Promise<boolean> => {
    try {
      const result = await send.mutateAsync({ message });
      reply.start(result.message.id);
      stream.reopen();
      return true;
    } catch {
      // 'Message Failed' is useSendChatMessage's toast.
      reply.reset();
      return false;
    }
  };

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirmingClear(false);
        reply.reset();
        toast({ title: 'Chat Cleared', description: 'Chat history has been cleared', variant: 'success' });
      },
      onError: () => setConfirmingClear(false),
    });

  const messages = history.data ?? [];
  const percent = tokenMeterPercent(messages.filter((m) => m.role === 'user').length);
  return (
    <Card
      className={cn('flex min-w-0 flex-col overflow-hidden', fill && 'min-h-0 flex-1 lg:flex-none')}
      aria-label={`Chat with ${name}`}
      role="region"
    >
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b px-3 py-3 sm:px-5',
          // On a phone the page's header above already names the avatar: one line of controls here.
          fill && 'max-lg:justify-end max-lg:py-2',
        )}
      >
        <h2 className={cn('min-w-0 truncate text-base font-semibold', fill && 'max-lg:sr-only')}>{name}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <TokenMeter percent={percent} />
          {showSignIn ? (
            <Button asChild size="sm" variant="outline">
              <Link to={authPath('/login', { returnTo })}>
                <LogIn aria-hidden="true" />
                Sign In
              </Link>
            </Button>
          ) : null}
          <ChatTransferControls
            avatarId={avatarId}
            name={name}
            hasMessages={messages.length > 0}
            clearing={clear.isPending}
            onClear={() => setConfirmingClear(true)}
          />
        </div>
      </div>
      <MessageList
        name={name}
        messages={messages}
        loading={history.isPending}
        waiting={reply.isWaiting}
        draft={reply.draft}
        fill={fill}
        controls={tree.controls}
        stop={
          <Button variant="outline" size="sm" onClick={tree.stop} disabled={tree.stopping} aria-label="Stop reply">
            {tree.stopping ? <Spinner /> : <Square aria-hidden="true" />}
            Stop
          </Button>
        }
      />
      <ChatComposer name={name} sending={send.isPending} onSend={onSend} draftKey={`chat-draft:${avatarId}`} />
      <AiNotice name={name} />
      {confirmingClear ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`Clear your chat with ${name}?`}
            description="Every message of this conversation will be deleted for good. This cannot be undone."
            confirmLabel="Clear chat"
            pendingLabel="Clearing..."
            pending={clear.isPending}
            onConfirm={onClear}
            onCancel={() => setConfirmingClear(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
