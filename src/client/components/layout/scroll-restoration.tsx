import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scroll positions across navigations (what React Router's <ScrollRestoration> does for
 * its data router): a new screen starts at the top; back, forward and a reload return to
 * where the visitor was; a change of the query only (Home's filters and sort) keeps the
 * position; a #fragment is left to the browser. Rendered inside the screen's Suspense
 * boundary, so it acts once the screen is there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (positions.current && current.current) positions.current[current.current.key] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or blocked: positions then last for this page only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once per navigation (location.key)
  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first screen of a fresh visit, or a #fragment: as is.
    if (previous === null || location.hash) return;
    if (navigationType !== 'POP' && previous.pathname === location.pathname) {
      // Only the query changed: the position stays, and is the new entry's until it scrolls.
      positions.current[location.key] = window.scrollY;
      return;
    }
    window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
