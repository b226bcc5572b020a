import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A wide table's sideways scroller on a phone. It takes focus so a keyboard can scroll it
 * (a scrollable region nobody can reach fails WCAG), and is named by the table's heading.
 */
export function TableScroll({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard
    <section aria-labelledby={labelledBy} tabIndex={0} className={cn('overflow-x-auto', className)}>
      {children}
    </section>
  );
}
