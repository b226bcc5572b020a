import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useClearChatMemory } from '../api/clear-chat-memory.ts';
import { useChatMemory } from '../api/get-chat-memory.ts';
import { MemoryFactItem } from './memory-fact-item.tsx';
import { MemorySummarySection } from './memory-summary-section.tsx';

const KIND_LABELS: Record<ChatMemoryEntry['kind'], string> = {
  name: 'Your name',
  age: 'Your age',
  mood: 'Your mood',
  work: 'Your work',
  like: 'You like',
  dislike: "You don't like",
  place: 'Where you live',
  origin: "Where you're from",
  pet: 'Your pet',
  family: 'Your people',
  plan: 'Coming up',
  news: 'Your news',
};

/** The memory panel's body: the summary, each fact to rewrite or delete, and Forget everything. */
export function MemoryContents({ avatarId, name }: { avatarId: number; name: string }) {
  const memory = useChatMemory(avatarId);
  const clearAll = useClearChatMemory(avatarId);
  const entries = memory.data ?? [];

  return (
    <>
      <MemorySummarySection avatarId={avatarId} name={name} />
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {memory.isPending ? 'Loading...' : `Nothing yet. Tell ${name} your name or what you like.`}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={`What ${name} remembers`}>
          {entries.map((entry) => (
            <MemoryFactItem key={entry.id} avatarId={avatarId} entry={entry} label={KIND_LABELS[entry.kind]} />
          ))}
        </ul>
      )}
      {entries.length > 0 ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={clearAll.isPending}
          onClick={() => clearAll.mutate()}
        >
          Forget everything
        </Button>
      ) : null}
    </>
  );
}
