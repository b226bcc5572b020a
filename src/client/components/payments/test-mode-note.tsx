import { FlaskConical } from 'lucide-react';
import { TEST_MODE_NOTICE } from '../../../shared/contracts/test-checkout.ts';
import { cn } from '../../lib/cn.ts';

/** Said wherever money shows while the offline test provider runs: nothing here is real money. */
export function TestModeNote({ className, children }: { className?: string; children?: React.ReactNode }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border border-dashed border-warning/60 bg-warning/10 px-3 py-2 text-xs font-medium text-foreground',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {TEST_MODE_NOTICE}
        {children ? <> · {children}</> : null}
      </span>
    </p>
  );
}
