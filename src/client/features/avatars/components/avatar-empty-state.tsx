import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a grid shows when nothing matched: a message and, usually, a way back. */
export function AvatarEmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-card/50 px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}
