import { MessageCircleHeart } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { CHAT_PANEL_HEIGHT_PX } from '../../../../shared/constants.ts';
import type { ChatMessage } from '../../../../shared/contracts/chats.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { ChatMessageItem, type MessageControls } from './chat-message-item.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

/**
 * The conversation, 500 px high (with `fill`, below the lg breakpoint, whatever height its
 * column leaves: a phone screen),
 * scrolled to the newest message. Messages live in a polite log region; the streaming draft
 * stays out of it (screen readers hear the finished reply once, not every word).
 */
export function MessageList({
  name,
  messages,
  loading,
  waiting,
  draft,
  fill = false,
  controls,
  stop,
}: {
  name: string;
  messages: ChatMessage[];
  loading: boolean;
  waiting: boolean;
  draft: string | null;
  fill?: boolean;
  /** Regenerate, ← →, edit, delete, rate (absent: the messages alone). */
  controls?: MessageControls;
  /** Shown while a reply is owed: the Stop button. */
  stop?: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever something new shows
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ top: el.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  }, [last, waiting, draft, loading]);

  return (
    <div
      ref={scroller}
      className={cn(
        'h-(--chat-panel-height) overflow-y-auto overscroll-contain px-3 py-4 sm:px-5',
        fill && 'h-auto min-h-0 flex-1 lg:h-(--chat-panel-height) lg:flex-none',
      )}
      style={{ '--chat-panel-height': `${CHAT_PANEL_HEIGHT_PX}px` } as CSSProperties}
      data-testid="chat-scroller"
    >
      {loading ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-12 w-2/3 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          <Skeleton className="h-16 w-3/4 rounded-2xl" />
        </div>
      ) : null}
      <div role="log" aria-live="polite" aria-label={`Conversation with ${name}`} className="grid gap-3">
        {messages.map((m, i) => (
          <ChatMessageItem key={m.id} message={m} name={name} isLast={i === messages.length - 1} controls={controls} />
        ))}
      </div>
      {!loading && messages.length === 0 && !waiting ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 text-center text-muted-foreground">
          <MessageCircleHeart className="size-10 text-primary/70" aria-hidden="true" />
          <p className="max-w-xs text-sm">Say hello to {name}. Your conversation starts here.</p>
        </div>
      ) : null}
      <div className="mt-3 grid gap-3">
        {draft ? (
          <div aria-hidden="true">
            <MessageBubble from="assistant" content={draft} speaker={name} streaming />
          </div>
        ) : null}
        {waiting ? (
          <div className="flex items-center justify-between gap-2">
            <div role="status">
              <TypingIndicator name={name} />
            </div>
            {stop}
          </div>
        ) : null}
      </div>
    </div>
  );
}
