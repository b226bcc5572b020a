import { Download, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { chatExportUrl, useImportChat } from '../api/chat-transfer.ts';

const ConfirmDialog = lazy(() =>
  import('../../../components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * Export ▾ (SillyTavern JSONL, Markdown) and Import of a SillyTavern chat, which replaces the
 * conversation once the visitor confirms.
 */
export function ChatTransferControls({
  avatarId,
  name,
  hasMessages,
}: {
  avatarId: number;
  name: string;
  hasMessages: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const importChat = useImportChat(avatarId);

  const onConfirm = (file: File) =>
    importChat.mutate(file, {
      onSuccess: (result) => {
        setChosen(null);
        toast({ title: 'Chat imported', description: result.message, variant: 'success' });
      },
      onError: () => setChosen(null),
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" disabled={!hasMessages} aria-label="Export chat">
            <Download aria-hidden="true" />
            <span className="hidden sm:inline">Export ▾</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <a href={chatExportUrl(avatarId, 'jsonl')} download>
              JSONL (SillyTavern)
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={chatExportUrl(avatarId, 'markdown')} download>
              Markdown
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Import chat"
        disabled={importChat.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        <span className="hidden sm:inline">Import</span>
      </Button>
      <input
        ref={input}
        type="file"
        accept=".jsonl,application/jsonl,application/x-ndjson,text/plain"
        className="hidden"
        aria-label="SillyTavern chat file"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          event.target.value = '';
          setChosen(file);
        }}
      />
      {chosen ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`Replace your chat with ${name}?`}
            description={`"${chosen.name}" replaces this conversation and what ${name} remembers of it. This cannot be undone.`}
            confirmLabel="Import chat"
            pendingLabel="Importing..."
            pending={importChat.isPending}
            onConfirm={() => onConfirm(chosen)}
            onCancel={() => setChosen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
