import { LogIn, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChatStream } from '../api/chat-stream.ts';
import { useClearChatHistory } from '../api/clear-chat-history.ts';
import { useChatHistory } from '../api/get-chat-history.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { usePendingReply } from '../hooks/use-pending-reply.ts';
import { AiNotice } from './ai-notice.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';
import { TokenMeter, tokenMeterPercent } from './token-meter.tsx';

/** The chat panel of spec §2: history, Sign In for guests, token meter, clear, typing indicator, input. */
export function ChatPanel({ avatarId, name, showSignIn }: { avatarId: number; name: string; showSignIn: boolean }) {
  const history = useChatHistory(avatarId);
  const send = useSendChatMessage(avatarId);
  const clear = useClearChatHistory(avatarId);
  const reply = usePendingReply(avatarId, history.data);
  const stream = useChatStream(avatarId, history.isSuccess, { onReply: reply.onReply, onMessage: reply.onMessage });

  useEffect(() => {
    if (history.isError) toast({ title: 'Error', description: 'Could not load chat history', variant: 'destructive' });
  }, [history.isError]);

  const onSend = async (message: string): Promise<boolean> => {
    try {
      const result = await send.mutateAsync({ message });
      reply.start(result.message.id);
      stream.reopen();
      return true;
    } catch (error) {
      reply.reset();
      const limited = error instanceof ApiError && error.status === 429 && error.serverMessage;
      toast({
        title: 'Message Failed',
        description: limited || 'Your message could not be sent',
        variant: 'destructive',
      });
      return false;
    }
  };

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        reply.reset();
        toast({ title: 'Chat Cleared', description: 'Chat history has been cleared', variant: 'success' });
      },
      onError: () => toast({ title: 'Error', description: 'Could not clear chat history', variant: 'destructive' }),
    });

  const messages = history.data ?? [];
  const percent = tokenMeterPercent(messages.filter((m) => m.role === 'user').length);
  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" aria-label={`Chat with ${name}`} role="region">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b px-3 py-3 sm:px-5">
        <h2 className="min-w-0 truncate text-base font-semibold">{name}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <TokenMeter percent={percent} />
          {showSignIn ? (
            <Button asChild size="sm" variant="outline">
              <Link to="/login">
                <LogIn aria-hidden="true" />
                Sign In
              </Link>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={onClear}
            disabled={clear.isPending || messages.length === 0}
            aria-label="Clear chat history"
          >
            {clear.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            <span className="hidden sm:inline">Clear</span>
          </Button>
        </div>
      </div>
      <MessageList
        name={name}
        messages={messages}
        loading={history.isPending}
        waiting={reply.isWaiting}
        draft={reply.draft}
      />
      <ChatComposer name={name} sending={send.isPending} onSend={onSend} />
      <AiNotice name={name} />
    </Card>
  );
}
