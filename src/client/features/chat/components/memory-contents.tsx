import { lazy, Suspense, useState } from 'react';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useClearChatMemory } from '../api/clear-chat-memory.ts';
import { useChatMemory } from '../api/get-chat-memory.ts';
import { MemoryFactItem } from './memory-fact-item.tsx';
import { MemorySummarySection } from './memory-summary-section.tsx';

// Loaded when asked for, as Clear chat's and Import's are.
const ConfirmDialog = lazy(() =>
  import('../../../components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

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
  const [confirming, setConfirming] = useState(false);
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
          onClick={() => setConfirming(true)}
        >
          Forget everything
        </Button>
      ) : null}
      {/* Every fact and the summary go at once, with no undo: asked first, as Clear chat is. */}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`Forget everything ${name} remembers?`}
            description={`Every fact and the summary of this conversation are deleted; ${name} will not remember them. This cannot be undone.`}
            confirmLabel="Forget everything"
            pendingLabel="Forgetting..."
            pending={clearAll.isPending}
            onConfirm={() => clearAll.mutate(undefined, { onSettled: () => setConfirming(false) })}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
