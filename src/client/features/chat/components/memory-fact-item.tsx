import { Pencil, X } from 'lucide-react';
import { useState } from 'react';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDeleteChatMemoryEntry } from '../api/delete-chat-memory-entry.ts';
import { useEditChatMemoryEntry } from '../api/memory-edits.ts';
import { MemoryInlineEdit } from './memory-inline-edit.tsx';

/** One remembered fact: its label and value, with Edit (in place) and Forget. */
export function MemoryFactItem({
  avatarId,
  entry,
  label,
}: {
  avatarId: number;
  entry: ChatMemoryEntry;
  label: string;
}) {
  const [editing, setEditing] = useState(false);
  const edit = useEditChatMemoryEntry(avatarId);
  const forget = useDeleteChatMemoryEntry(avatarId);

  if (editing) {
    return (
      <li className="rounded-lg bg-muted px-3 py-2 text-sm">
        <MemoryInlineEdit
          label={label}
          initial={entry.value}
          pending={edit.isPending}
          error={edit.error}
          onSave={(value) => edit.mutate({ memoryId: entry.id, value }, { onSuccess: () => setEditing(false) })}
          onCancel={() => {
            edit.reset();
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
      <span className="min-w-0">
        <span className="text-muted-foreground">{label}: </span>
        <span className="font-medium break-words">{entry.value}</span>
      </span>
      <span className="flex shrink-0">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Edit "${entry.value}"`}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Forget "${entry.value}"`}
          disabled={forget.isPending}
          onClick={() => forget.mutate(entry.id)}
        >
          <X aria-hidden="true" />
        </Button>
      </span>
    </li>
  );
}
