import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../../shared/constants.ts';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from '../../lib/toast-store.ts';
import { passEscapeUnderToast } from './escape-under-toast.ts';

const variantClasses = {
  default: 'border bg-card text-card-foreground',
  success: 'border border-success/40 bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
} as const;

/** Radix Toast with the spec's rules: 5 s, swipe right 50 px, F8, one at a time, 420 px on md+. */
export default function ToastViewport() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          // Escape in the dialog the visitor is in closes that dialog, not this newer layer.
          onEscapeKeyDown={(event) => {
            if (passEscapeUnderToast(event)) event.preventDefault();
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=cancel]:transition-transform',
            variantClasses[t.variant],
          )}
          data-variant={t.variant}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
