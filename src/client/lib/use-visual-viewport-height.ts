import { useEffect, useRef } from 'react';

/**
 * Keeps `--visual-viewport-height` on the element at the height of what the visitor sees:
 * when a phone's on-screen keyboard opens, the visual viewport shrinks (the layout
 * viewport, and so `100dvh`, often does not), and a layout sized by the variable stays
 * above the keyboard. Without the API the variable is unset and CSS falls back to 100dvh.
 */
export function useVisualViewportHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = ref.current;
    if (!viewport || !element) return;
    const apply = () => element.style.setProperty('--visual-viewport-height', `${viewport.height}px`);
    apply();
    viewport.addEventListener('resize', apply);
    return () => viewport.removeEventListener('resize', apply);
  }, []);
  return ref;
}
