import { createContext, type RefCallback, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';

/**
 * Radix gives Escape to its newest layer, and a toast is one (so that it stays clickable above
 * a modal dialog). A toast raised while a dialog was open therefore took the Escape the
 * visitor meant for the dialog. A toast passes an Escape pressed outside it on to the layer
 * holding the focus instead: this event bubbles from the focused element, and a layer that
 * listens (`useEscapeUnderToast`: a dialog; `useCloseOnEscapeUnderToast`: a menu, a select)
 * handles it as its own Escape. Focus in no such layer: the toast closes, as before. The toast
 * itself closes on its timer, its Close button, or Escape once F8 has taken the focus to it.
 */
const ESCAPE_UNDER_TOAST = 'escape-under-toast';

/** For a toast's `onEscapeKeyDown`: true when a layer under the toast took the key. */
export function passEscapeUnderToast(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const passed = new CustomEvent<KeyboardEvent>(ESCAPE_UNDER_TOAST, { bubbles: true, cancelable: true, detail: event });
  return !target.dispatchEvent(passed);
}

/**
 * A ref for a layer's element: `onEscape` gets the Escape a toast above it passed on while the
 * focus was inside the element. A callback ref, because a layer's element comes and goes
 * with its open state while the component that renders it stays.
 */
export function useEscapeUnderToast(onEscape: (event: KeyboardEvent) => void): RefCallback<HTMLElement> {
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const listener = (event: Event) => {
      // One layer answers: the innermost around the focus.
      event.stopPropagation();
      event.preventDefault();
      latest.current((event as CustomEvent<KeyboardEvent>).detail);
    };
    element.addEventListener(ESCAPE_UNDER_TOAST, listener);
    return () => element.removeEventListener(ESCAPE_UNDER_TOAST, listener);
  }, []);
}

interface OpenProps {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** How a layer's content closes its Root: a Root wrapper provides it (`useOpenState`). */
export const CloseLayer = createContext<(() => void) | null>(null);

/**
 * For a Radix Root wrapper whose content has no Close button to press (a menu, a select):
 * the Root's open state, controlled or not, so that `close` can end it the way Radix's own
 * Escape does (onOpenChange(false); Radix then gives the focus back to the trigger).
 */
export function useOpenState({ open, defaultOpen = false, onOpenChange }: OpenProps) {
  const [own, setOwn] = useState(defaultOpen);
  const controlled = open !== undefined;
  const change = (next: boolean) => {
    if (!controlled) setOwn(next);
    onOpenChange?.(next);
  };
  return { open: controlled ? open : own, onOpenChange: change, close: () => change(false) };
}

/**
 * A ref for a menu's or a select's content: an Escape a toast above it passed on closes it,
 * unless its `onEscapeKeyDown` prevents that, as Radix's own Escape would.
 */
export function useCloseOnEscapeUnderToast(
  onEscapeKeyDown: ((event: KeyboardEvent) => void) | undefined,
): RefCallback<HTMLElement> {
  const close = useContext(CloseLayer);
  return useEscapeUnderToast((event) => {
    onEscapeKeyDown?.(event);
    if (!event.defaultPrevented) close?.();
  });
}
