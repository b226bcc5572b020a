import { lazy, Suspense } from 'react';
import { useToasts } from '../../lib/toast-store.ts';
import { useEverTrue } from '../../lib/use-ever-true.ts';

const ToastViewport = lazy(() => import('./toast-viewport.tsx'));

/**
 * Toasts answer something the visitor did, so Radix Toast loads with the first one raised
 * rather than with the page; from then on it stays (F8 reaches its viewport).
 */
export function Toaster() {
  const needed = useEverTrue(useToasts().length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
