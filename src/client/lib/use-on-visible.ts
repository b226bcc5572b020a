import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the returned element scrolls into view (within `rootMargin`):
 * infinite scrolling without a scroll listener.
 */
export function useOnVisible<T extends Element>(
  onVisible: () => void,
  options: { enabled: boolean; rootMargin?: string },
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  const { enabled, rootMargin = '600px' } = options;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);
  return ref;
}
