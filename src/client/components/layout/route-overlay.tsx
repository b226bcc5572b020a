import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ROUTE_FADE_MS, ROUTE_OVERLAY_MS } from '../../../shared/constants.ts';
import { Spinner } from '../ui/spinner.tsx';

type Phase = 'hidden' | 'shown' | 'fading';

/** Spec §2: every page change shows 'Loading page...' for 300 ms, then a 0.2 s fade. */
export function RouteOverlay() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    setPhase('shown');
    const fade = setTimeout(() => setPhase('fading'), ROUTE_OVERLAY_MS);
    const hide = setTimeout(() => setPhase('hidden'), ROUTE_OVERLAY_MS + ROUTE_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, [pathname]);

  if (phase === 'hidden') return null;
  return (
    <div
      role="status"
      data-testid="route-overlay"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-3 bg-background/90 backdrop-blur-sm"
      style={
        phase === 'fading'
          ? { animation: `fade-out ${ROUTE_FADE_MS}ms ease-out forwards`, pointerEvents: 'none' }
          : undefined
      }
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm font-medium text-muted-foreground">Loading page...</p>
    </div>
  );
}
