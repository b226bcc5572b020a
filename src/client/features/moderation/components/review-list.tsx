import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** A review queue's states: loading, failed, empty, or its items (announced as they change). */
export function ReviewList<T>({
  query,
  loadError,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  loadError: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-36 rounded-2xl" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(query.error, loadError)}
      </p>
    );
  }
  return (
    <div aria-live="polite">
      {query.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-8 text-center text-muted-foreground">{empty}</p>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
