import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClasses =
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm';

/** A select's closed trigger; here, free of Radix, so a stand-in can look the same. */
export const selectTriggerClasses =
  'inline-flex h-10 pointer-coarse:min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 data-[placeholder]:text-muted-foreground';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(fieldClasses, 'h-10 py-2 pointer-coarse:min-h-11', className)}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClasses, 'min-h-28 py-2', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label data-slot="label" className={cn('text-sm font-medium leading-none', className)} {...props} />;
}
