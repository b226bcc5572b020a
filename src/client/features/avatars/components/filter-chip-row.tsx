import { useCallback, useEffect, useRef } from 'react';
import { AVATAR_FILTERS, type AvatarFilter } from '../../../../shared/constants.ts';
import { scrollEdgesMask, useScrollEdges } from '../../../lib/use-scroll-edges.ts';
import { ChipButton } from './chip-button.tsx';

const FILTER_LABELS: Record<AvatarFilter, string> = {
  all: 'All',
  trending: 'Trending',
  new: 'New',
  popular: 'Popular',
};

/** Room kept beside the chosen chip for the row's faded edge. */
const EDGE_PX = 32;

/**
 * Home's filter chips. On a phone they share a line with 'Sort by' and the row scrolls
 * sideways: its edges fade where more chips are, and the chosen chip is scrolled into view
 * (a link to `?filter=popular` chose one that started out of sight).
 */
export function FilterChipRow({
  filter,
  onFilterChange,
}: {
  filter: AvatarFilter;
  onFilterChange: (filter: AvatarFilter) => void;
}) {
  const row = useRef<HTMLFieldSetElement | null>(null);
  const [edgesRef, edges] = useScrollEdges<HTMLFieldSetElement>();
  const ref = useCallback(
    (element: HTMLFieldSetElement | null) => {
      row.current = element;
      return edgesRef(element);
    },
    [edgesRef],
  );

  useEffect(() => {
    const element = row.current;
    const chip = element?.querySelector(`[data-filter="${filter}"]`);
    if (!element || !chip) return;
    const [box, chipBox] = [element.getBoundingClientRect(), chip.getBoundingClientRect()];
    // scrollLeft rather than scrollIntoView, which would scroll the page to the bar too.
    if (chipBox.right > box.right) element.scrollLeft += chipBox.right - box.right + EDGE_PX;
    else if (chipBox.left < box.left) element.scrollLeft -= box.left - chipBox.left + EDGE_PX;
  }, [filter]);

  const mask = scrollEdgesMask(edges);
  return (
    <fieldset
      ref={ref}
      className="-ml-1 flex min-w-0 flex-1 gap-1.5 overflow-x-auto py-1 pl-1 sm:flex-none sm:overflow-visible"
      style={mask ? { maskImage: mask } : undefined}
    >
      <legend className="sr-only">Filter avatars</legend>
      {AVATAR_FILTERS.map((value) => (
        <ChipButton key={value} data-filter={value} pressed={filter === value} onClick={() => onFilterChange(value)}>
          {FILTER_LABELS[value]}
        </ChipButton>
      ))}
    </fieldset>
  );
}
