import { Brain, X } from 'lucide-react';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useClearChatMemory } from '../api/clear-chat-memory.ts';
import { useDeleteChatMemoryEntry } from '../api/delete-chat-memory-entry.ts';
import { useChatMemory } from '../api/get-chat-memory.ts';

const KIND_LABELS: Record<ChatMemoryEntry['kind'], string> = {
  name: 'Your name',
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

/** "What {name} remembers": the visitor sees, and can delete, what the companion keeps. */
export function MemoryPanel({ avatarId, name }: { avatarId: number; name: string }) {
  const memory = useChatMemory(avatarId);
  const deleteOne = useDeleteChatMemoryEntry(avatarId);
  const clearAll = useClearChatMemory(avatarId);
  const entries = memory.data ?? [];

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Brain className="size-4 text-primary" aria-hidden="true" />
          What {name} remembers
        </CardTitle>
        <CardDescription>Things you told {name}. Remove anything you'd rather they forgot.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {memory.isPending ? 'Loading...' : `Nothing yet. Tell ${name} your name or what you like.`}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={`What ${name} remembers`}>
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex items-center justify-between gap-2 rounded-lg bg-muted px-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="text-muted-foreground">{KIND_LABELS[entry.kind]}: </span>
                  <span className="font-medium break-words">{entry.value}</span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={`Forget "${entry.value}"`}
                  disabled={deleteOne.isPending}
                  onClick={() => deleteOne.mutate(entry.id)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
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
      </CardContent>
    </Card>
  );
}
