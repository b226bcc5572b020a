import { cn } from '../../../lib/cn.ts';
import { timeOfDay } from '../../../lib/time-of-day.ts';
import { MessageText } from './message-text.tsx';

export function MessageBubble({
  from,
  content,
  createdAt,
  speaker,
  streaming = false,
}: {
  from: 'user' | 'assistant';
  content: string;
  createdAt?: string;
  /** Who is speaking, for screen readers ("You", the avatar's name). */
  speaker: string;
  streaming?: boolean;
}) {
  const mine = from === 'user';
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-role={from}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-xs sm:max-w-[75%]',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
          streaming && 'opacity-90',
        )}
      >
        <span className="sr-only">{speaker}: </span>
        <MessageText content={content} />
        {createdAt ? (
          <time
            dateTime={createdAt}
            className={cn(
              'mt-1 block text-right text-[11px]',
              mine ? 'text-primary-foreground' : 'text-muted-foreground',
            )}
          >
            {timeOfDay(new Date(createdAt))}
          </time>
        ) : null}
      </div>
    </div>
  );
}
