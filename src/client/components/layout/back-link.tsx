import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../ui/link.tsx';

/** 'Back to …' above a page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
