import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * A module that waits for the visitor's first sign of interest (pointer over, focus, press)
 * instead of loading with the page: for overlays whose trigger is always on screen but
 * whose code (Radix menus, popper, focus management) is only needed once it opens; the
 * router's screens load through it too. A failed load is forgotten, so the next request
 * tries again.
 */
export class IntentModule<T> {
  loaded: T | undefined;
  #pending: Promise<T> | undefined;
  readonly #load: () => Promise<T>;

  constructor(load: () => Promise<T>) {
    this.#load = load;
  }

  start(): Promise<T> {
    this.#pending ??= this.#load().then(
      (module) => {
        this.loaded = module;
        return module;
      },
      (error: unknown) => {
        this.#pending = undefined;
        throw error;
      },
    );
    return this.#pending;
  }
}

/**
 * The module once loaded, and `request` to start loading it. `standIn` is the element
 * shown until then; `hadFocus` tells whether it was focused at the swap, so the real
 * control can take the focus over.
 */
export function useIntentModule<T>(
  source: IntentModule<T>,
  standIn: RefObject<HTMLElement | null>,
): { module: T | undefined; hadFocus: boolean; request: () => void } {
  const [state, setState] = useState<{ module: T | undefined; hadFocus: boolean }>(() => ({
    module: source.loaded,
    hadFocus: false,
  }));
  const request = useCallback(() => {
    source.start().then(
      (module) => {
        const hadFocus = standIn.current !== null && document.activeElement === standIn.current;
        setState((s) => (s.module ? s : { module, hadFocus }));
      },
      (error: unknown) => console.warn('Could not load a part of the page', error),
    );
  }, [source, standIn]);
  return { ...state, request };
}

/**
 * For the real control, once mounted: takes over the focus the stand-in had. Not when it
 * mounts open: then its popup takes the focus itself.
 */
export function useTakeOverFocus(target: RefObject<HTMLElement | null>, hadFocus: boolean, opening: boolean): void {
  const take = useRef(hadFocus && !opening);
  useEffect(() => {
    if (take.current) target.current?.focus();
  }, [target]);
}

/**
 * The events of a stand-in: it asks for the module at the first sign of interest (focus,
 * pointer over, press) and, on a click or one of `openKeys`, also asks for the real
 * control to be open once it is there (`open`; `byKeyboard` for Enter, Space or a key).
 */
export function standInEvents(request: () => void, open: (byKeyboard: boolean) => void, openKeys: readonly string[]) {
  const openSoon = (byKeyboard: boolean) => {
    request();
    open(byKeyboard);
  };
  return {
    onFocus: request,
    onPointerEnter: request,
    onPointerDown: request,
    // A click from Enter or Space counts no pointer presses.
    onClick: (event: MouseEvent) => openSoon(event.detail === 0),
    onKeyDown: (event: KeyboardEvent) => {
      if (!openKeys.includes(event.key)) return;
      event.preventDefault();
      openSoon(true);
    },
  };
}

/**
 * For a menu that mounts open after a keyboard press on its stand-in (its content's
 * `onFocus`): focuses its first item, as Radix does on a key press it saw itself. Radix tells
 * keyboard from pointer by the keys its mounted menu hears, so a menu whose code arrived
 * after the press put the focus on its container. Its first opening only: Radix hears the
 * presses that open it later.
 */
export function useKeyboardOpenFocus(byKeyboard: boolean): (event: FocusEvent<HTMLElement>) => void {
  const pending = useRef(byKeyboard);
  return (event) => {
    // The content itself, focused as it opens; not one of its items.
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    const first = event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
    if (!first) return;
    // Radix's own handler would leave the focus where it is.
    event.preventDefault();
    first.focus();
  };
}
