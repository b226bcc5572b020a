import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { RouteOverlay } from '../components/layout/route-overlay.tsx';
import { ScreenErrorBoundary } from '../components/layout/screen-error-boundary.tsx';
import { ScrollRestoration } from '../components/layout/scroll-restoration.tsx';
import { useBrandArea } from '../components/layout/use-brand-area.ts';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { Header } from './header.tsx';

export function RootLayout() {
  useBrandArea();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      {/* data-path: the path whose screen is shown (a navigation commits after the URL changed). */}
      <main id="main" tabIndex={-1} data-path={pathname} className="flex-1 outline-none">
        <ScreenErrorBoundary resetKey={pathname}>
          {/* While the first screen's code loads; a screen tall, so the footer stays below. */}
          <Suspense fallback={<FullPageSpinner className="min-h-dvh" />}>
            <Outlet />
            <ScrollRestoration />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <RouteOverlay />
    </div>
  );
}
