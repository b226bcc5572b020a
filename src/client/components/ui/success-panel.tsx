import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

interface SuccessPanelProps extends Omit<ComponentProps<'div'>, 'title'> {
  icon: ReactNode;
  title: string;
  /** The button or link that leads on. */
  action: ReactNode;
}

/**
 * What a form turns into once it has been sent. The form that held focus is gone, so focus
 * moves to this heading: keyboard and screen-reader users land on the news.
 */
export function SuccessPanel({ icon, title, action, children, className, ...props }: SuccessPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div data-slot="success-panel" className={cn('grid justify-items-center gap-4 text-center', className)} {...props}>
      <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary [&_svg]:size-7">
        {icon}
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        {title}
      </h2>
      <div className="max-w-md text-muted-foreground">{children}</div>
      {action}
    </div>
  );
}
