import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../shared/constants.ts';

/**
 * Toast state outside React so any code can raise one. Spec §9: one visible at a time;
 * a dismissed toast is removed from the list after TOAST_REMOVE_DELAY_MS.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastData {
  id: string;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
}

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) {
    if (t.open || removalTimers.has(t.id)) continue;
    removalTimers.set(
      t.id,
      setTimeout(() => {
        removalTimers.delete(t.id);
        toasts = toasts.filter((x) => x.id !== t.id);
        emit();
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  emit();
}

export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [
    { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true },
    ...toasts,
  ].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
