import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

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
 * control to be open once it is there (`open`).
 */
export function standInEvents(request: () => void, open: () => void, openKeys: readonly string[]) {
  const openSoon = () => {
    request();
    open();
  };
  return {
    onFocus: request,
    onPointerEnter: request,
    onPointerDown: request,
    onClick: openSoon,
    onKeyDown: (event: KeyboardEvent) => {
      if (!openKeys.includes(event.key)) return;
      event.preventDefault();
      openSoon();
    },
  };
}
