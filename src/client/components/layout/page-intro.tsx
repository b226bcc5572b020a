import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The h1 and lead paragraph every screen opens with. */
export function PageIntro({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-3 py-8 sm:py-10', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? (
        <p className="max-w-2xl text-base text-muted-foreground text-pretty sm:text-lg">{description}</p>
      ) : null}
      {children}
    </div>
  );
}
