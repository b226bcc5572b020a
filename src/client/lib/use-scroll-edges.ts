import { type RefCallback, useCallback, useState } from 'react';

export interface ScrollEdges {
  /** Something is out of view to the left. */
  before: boolean;
  /** Something is out of view to the right. */
  after: boolean;
}

/**
 * Whether a row that scrolls sideways has more to show either side of what is in view, so
 * the page can say so: on a phone a row cut at a gap between two items looks complete.
 * Measured again on scroll and when the row or an item changes size (a web font arriving).
 */
export function useScrollEdges<T extends HTMLElement>(): [RefCallback<T>, ScrollEdges] {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => {
      // A pixel of slack: zoomed pages report fractional scroll positions.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    for (const box of [element, ...element.children]) resize.observe(box);
    return () => {
      element.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, []);
  return [ref, edges];
}

/** A mask that fades a scrolling row out at the edges it has more beyond. */
export function scrollEdgesMask({ before, after }: ScrollEdges): string | undefined {
  if (!before && !after) return undefined;
  const start = before ? 'transparent, #000 2rem' : '#000';
  const end = after ? '#000 calc(100% - 2rem), transparent' : '#000';
  return `linear-gradient(to right, ${start}, ${end})`;
}
