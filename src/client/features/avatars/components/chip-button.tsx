import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A pill toggle for the filter chips and category buttons; `pressed` marks the chosen one. */
export function ChipButton({
  pressed,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'aria-pressed'> & { pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'h-9 shrink-0 rounded-full pointer-coarse:min-h-11 border px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-3.5',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input bg-card text-foreground hover:bg-accent',
        className,
      )}
      {...props}
    />
  );
}
