import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useChatSummary, useDeleteChatSummary, useEditChatSummary } from '../api/memory-edits.ts';
import { MemoryInlineEdit } from './memory-inline-edit.tsx';

/**
 * The rolling summary of turns that no longer fit the companion's prompt, once there is
 * one: the visitor reads, rewrites or deletes it.
 */
export function MemorySummarySection({ avatarId, name }: { avatarId: number; name: string }) {
  const summary = useChatSummary(avatarId).data;
  const edit = useEditChatSummary(avatarId);
  const remove = useDeleteChatSummary(avatarId);
  const [editing, setEditing] = useState(false);
  if (!summary) return null;
  const heading = `Earlier in your conversation`;

  return (
    <section aria-label={heading} className="grid gap-2 rounded-lg border border-border p-3 text-sm">
      <h3 className="font-medium">{heading}</h3>
      {editing ? (
        <MemoryInlineEdit
          label={`What ${name} keeps of it`}
          initial={summary.content}
          multiline
          pending={edit.isPending}
          error={edit.error}
          onSave={(content) => edit.mutate(content, { onSuccess: () => setEditing(false) })}
          onCancel={() => {
            edit.reset();
            setEditing(false);
          }}
        />
      ) : (
        <>
          <p className="whitespace-pre-wrap break-words text-muted-foreground">{summary.content}</p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit summary
            </Button>
            <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
              <Trash2 aria-hidden="true" />
              Delete summary
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
