import { type ComponentType, lazy, startTransition, useEffect, useState } from 'react';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { IntentModule } from '../lib/load-on-intent.ts';

/** A screen in its own chunk: loads once, remembers the component once loaded. */
export class ScreenModule extends IntentModule<ComponentType> {
  readonly Lazy = lazy(() => this.start().then((Screen) => ({ default: Screen })));
}

/** Until the app has shown its first screen (see AppRoutes). */
let startingUp = true;

export function firstScreenShown(): void {
  startingUp = false;
}

/**
 * A screen that is loaded renders at once. The app's first screen, while its code is still
 * arriving (the server has it downloading as a preload), shows a spinner below the header
 * and appears as soon as it is there: suspending instead would hold it back for React's
 * 300 ms Suspense reveal throttle. Later screens suspend (React.lazy), and as navigations
 * are transitions, the current screen stays until the next one is ready.
 */
export function LazyScreen({ screen }: { screen: ScreenModule }) {
  // Chosen once (switching component types later would remount the screen), except the
  // first screen's spinner, which gives way to the screen.
  const [Component, setComponent] = useState<ComponentType | null>(
    () => screen.loaded ?? (startingUp ? null : screen.Lazy),
  );
  useEffect(() => {
    if (Component !== null) return;
    let current = true;
    // A failed download falls back to React.lazy, which retries and reports to the boundary.
    // In a transition: set from a promise, the update was a default one, which React renders
    // in one piece; the first screen's whole tree was then one long task on a phone (138 ms
    // with the CPU slowed 4x, on Explore). A transition renders it in slices.
    const settle = (next: ComponentType) =>
      startTransition(() => {
        if (current) setComponent(() => next);
      });
    screen.start().then(settle, () => settle(screen.Lazy));
    return () => {
      current = false;
    };
  }, [Component, screen]);
  if (Component === null) return <FullPageSpinner className="min-h-dvh" />;
  return <Component />;
}
