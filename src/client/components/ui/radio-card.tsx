import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * One option of a radio group shown as a card: the native radio (keyboard and screen
 * readers as usual) beside a title and a line of detail; the chosen card is outlined.
 */
export function RadioCard({
  title,
  detail,
  checked,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'title'> & { title: ReactNode; detail: ReactNode; checked: boolean }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 focus-within:outline-2 focus-within:outline-ring',
        checked && 'border-primary bg-primary/5',
        className,
      )}
    >
      <input type="radio" checked={checked} className="mt-1 accent-[var(--color-primary)]" {...input} />
      <span className="grid gap-0.5">
        <span className="font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </span>
    </label>
  );
}
