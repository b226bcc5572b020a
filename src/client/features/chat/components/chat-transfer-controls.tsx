import { Download, Ellipsis, Trash2, Upload } from 'lucide-react';
import { type ComponentProps, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { IntentModule, standInEvents, useIntentModule } from '../../../lib/load-on-intent.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useImportChat } from '../api/chat-transfer.ts';
import type { ChatMenuProps } from './chat-menus.tsx';

/** Radix's menu (about 30 KB gzip with its popper) loads on the first sign of interest, not with the chat. */
const chatMenus = new IntentModule(() => import('./chat-menus.tsx'));
type ChatMenus = Awaited<ReturnType<typeof chatMenus.start>>;

const ConfirmDialog = lazy(() =>
  import('../../../components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/** A menu's trigger: a stand-in button until the menu's code is there, then the menu. */
function MenuOnIntent({
  trigger,
  menu,
}: {
  trigger: ComponentProps<typeof Button>;
  menu: (menus: ChatMenus, props: ChatMenuProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const { module, hadFocus, request } = useIntentModule(chatMenus, standIn);
  if (module) return menu(module, { open, onOpenChange: setOpen, trigger, takeFocus: hadFocus, openedByKeyboard });
  // Opens on the real trigger's gestures (press, Enter, Space, ArrowDown) once loaded.
  return (
    <Button
      ref={standIn}
      {...trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      {...standInEvents(
        request,
        (byKeyboard) => {
          setOpen(true);
          setOpenedByKeyboard(byKeyboard);
        },
        ['ArrowDown'],
      )}
    />
  );
}

/**
 * Export ▾ (SillyTavern JSONL, Markdown), Import of a SillyTavern chat, which replaces the
 * conversation once the visitor confirms, and Clear. On a phone the three are one menu: as
 * buttons beside the token meter (and a guest's Sign In) they took a second line.
 */
export function ChatTransferControls({
  avatarId,
  name,
  hasMessages,
  clearing,
  onClear,
}: {
  avatarId: number;
  name: string;
  hasMessages: boolean;
  clearing: boolean;
  /** Asks before clearing: the panel holds that question. */
  onClear: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const importChat = useImportChat(avatarId);
  const pickFile = () => input.current?.click();

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
      <div className="hidden sm:contents">
        <MenuOnIntent
          trigger={{
            variant: 'ghost',
            size: 'sm',
            disabled: !hasMessages,
            'aria-label': 'Export chat',
            children: (
              <>
                <Download aria-hidden="true" />
                Export ▾
              </>
            ),
          }}
          menu={(menus, props) => <menus.ChatExportMenu avatarId={avatarId} {...props} />}
        />
        <Button variant="ghost" size="sm" aria-label="Import chat" disabled={importChat.isPending} onClick={pickFile}>
          <Upload aria-hidden="true" />
          Import
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onClear}
          disabled={clearing || !hasMessages}
          aria-label="Clear chat history"
        >
          {clearing ? <Spinner /> : <Trash2 aria-hidden="true" />}
          Clear
        </Button>
      </div>
      <div className="contents sm:hidden">
        <MenuOnIntent
          trigger={{
            variant: 'ghost',
            size: 'sm',
            'aria-label': 'Chat actions',
            children: clearing || importChat.isPending ? <Spinner /> : <Ellipsis aria-hidden="true" />,
          }}
          menu={(menus, props) => (
            <menus.ChatActionsMenu
              avatarId={avatarId}
              hasMessages={hasMessages}
              importing={importChat.isPending}
              clearing={clearing}
              onImport={pickFile}
              onClear={onClear}
              {...props}
            />
          )}
        />
      </div>
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
