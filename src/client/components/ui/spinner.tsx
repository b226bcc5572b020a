import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Decorative by default; pass a label when the spinner is the only sign of progress. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

export function FullPageSpinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex min-h-[60vh] items-center justify-center', className)}
      data-testid="full-page-spinner"
    >
      <Spinner className="size-10 text-primary" label={label} />
    </div>
  );
}
