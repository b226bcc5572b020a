import { type ReactNode, useRef } from 'react';
import { AVATAR_SORTS, type AvatarSort } from '../../../../shared/constants.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { useTakeOverFocus } from '../../../lib/load-on-intent.ts';

export interface AvatarSortMenuProps {
  id: string;
  className: string;
  sort: AvatarSort;
  labels: Record<AvatarSort, string>;
  onSortChange: (sort: AvatarSort) => void;
  /** The stand-in was pressed before this arrived. */
  defaultOpen: boolean;
  /** The stand-in had the focus when this replaced it. */
  takeFocus: boolean;
  icon: ReactNode;
}

/** The Radix part of Home's 'Sort by', loaded when the visitor first reaches for it. */
export function AvatarSortMenu({
  id,
  className,
  sort,
  labels,
  onSortChange,
  defaultOpen,
  takeFocus,
  icon,
}: AvatarSortMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(triggerRef, takeFocus, defaultOpen);

  return (
    <Select value={sort} onValueChange={(v) => onSortChange(v as AvatarSort)} defaultOpen={defaultOpen}>
      <SelectTrigger ref={triggerRef} id={id} className={className}>
        {icon}
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {AVATAR_SORTS.map((value) => (
          <SelectItem key={value} value={value}>
            {labels[value]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
