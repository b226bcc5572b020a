import { Download, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { IntentModule, standInEvents, useIntentModule } from '../../../lib/load-on-intent.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useImportChat } from '../api/chat-transfer.ts';

/** Radix's menu (about 30 KB gzip with its popper) loads on the first sign of interest, not with the chat. */
const exportMenu = new IntentModule(() => import('./chat-export-menu.tsx'));

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
  const [exportOpen, setExportOpen] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const { module, hadFocus, request } = useIntentModule(exportMenu, standIn);
  const exportTrigger = {
    variant: 'ghost',
    size: 'sm',
    disabled: !hasMessages,
    'aria-label': 'Export chat',
    children: (
      <>
        <Download aria-hidden="true" />
        <span className="hidden sm:inline">Export ▾</span>
      </>
    ),
  } as const;

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
      {module ? (
        <module.ChatExportMenu
          avatarId={avatarId}
          open={exportOpen}
          onOpenChange={setExportOpen}
          trigger={exportTrigger}
          takeFocus={hadFocus}
        />
      ) : (
        // Opens on the real trigger's gestures (press, Enter, Space, ArrowDown) once loaded.
        <Button
          ref={standIn}
          {...exportTrigger}
          aria-haspopup="menu"
          aria-expanded={false}
          {...standInEvents(request, () => setExportOpen(true), ['ArrowDown'])}
        />
      )}
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
