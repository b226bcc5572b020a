import { lazy, Suspense, useState } from 'react';
import { useToasts } from '../../lib/toast-store.ts';

const ToastViewport = lazy(() => import('./toast-viewport.tsx'));

/**
 * Toasts answer something the visitor did, so Radix Toast loads with the first one raised
 * rather than with the page; from then on it stays (F8 reaches its viewport).
 */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
