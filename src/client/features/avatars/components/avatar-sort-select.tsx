import { ArrowUpDown, ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AvatarSort } from '../../../../shared/constants.ts';
import { selectTriggerClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { IntentModule, standInEvents, useIntentModule } from '../../../lib/load-on-intent.ts';

const SORT_LABELS: Record<AvatarSort, string> = {
  recent: 'Recent',
  popular: 'Popular',
  trending: 'Trending',
  engagement: 'Engagement',
};
const TRIGGER_CLASSES = 'h-9 w-32 sm:w-40';

const sortMenu = new IntentModule(() => import('./avatar-sort-menu.tsx'));

export interface AvatarSortSelectProps {
  id: string;
  sort: AvatarSort;
  onSortChange: (sort: AvatarSort) => void;
}

/**
 * Home's 'Sort by' dropdown. Until the visitor first points at, focuses or presses it, a
 * plain button that looks the same stands in, so Radix Select is not part of the first
 * page load; a press or an arrow key on the stand-in opens the list once it has loaded.
 */
export function AvatarSortSelect({ id, sort, onSortChange }: AvatarSortSelectProps) {
  const standIn = useRef<HTMLButtonElement>(null);
  const { module, hadFocus, request } = useIntentModule(sortMenu, standIn);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const icon = <ArrowUpDown aria-hidden="true" className="size-4 shrink-0 opacity-60 sm:hidden" />;

  if (module) {
    return (
      <module.AvatarSortMenu
        id={id}
        className={TRIGGER_CLASSES}
        sort={sort}
        labels={SORT_LABELS}
        onSortChange={onSortChange}
        defaultOpen={openOnLoad}
        takeFocus={hadFocus}
        icon={icon}
      />
    );
  }
  return (
    <button
      ref={standIn}
      id={id}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      className={cn(selectTriggerClasses, TRIGGER_CLASSES)}
      {...standInEvents(request, () => setOpenOnLoad(true), ['ArrowDown', 'ArrowUp'])}
    >
      {icon}
      <span style={{ pointerEvents: 'none' }}>{SORT_LABELS[sort]}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}
