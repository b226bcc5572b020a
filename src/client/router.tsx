import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactElement, useEffect, useState } from 'react';
import { matchRoutes, type Params, type RouteObject, useLocation, useParams, useRoutes } from 'react-router';
import { parseRouteId } from '../shared/routes.ts';
import { RootLayout } from './components/layout/root-layout.tsx';
import { FullPageSpinner } from './components/ui/spinner.tsx';
import { GuestOnly, RequireAuth } from './features/auth/components/route-guards.tsx';
import { prefetchAvatar } from './features/avatars/api/get-avatar.ts';
import { IntentModule } from './lib/load-on-intent.ts';
import { HomePage } from './pages/home/home-page.tsx';

/** A screen in its own chunk: loads once, remembers the component once loaded. */
class ScreenModule extends IntentModule<ComponentType> {
  readonly Lazy = lazy(() => this.start().then((Screen) => ({ default: Screen })));
}

/** Until the app has shown its first screen (see AppRoutes). */
let startingUp = true;

/**
 * A screen that is loaded renders at once. The app's first screen, while its code is still
 * arriving (the server has it downloading as a preload), shows a spinner below the header
 * and appears as soon as it is there: suspending instead would hold it back for React's
 * 300 ms Suspense reveal throttle. Later screens suspend (React.lazy), and as navigations
 * are transitions, the current screen stays until the next one is ready.
 */
function LazyScreen({ screen }: { screen: ScreenModule }) {
  // Chosen once (switching component types later would remount the screen), except the
  // first screen's spinner, which gives way to the screen.
  const [Component, setComponent] = useState<ComponentType | null>(
    () => screen.loaded ?? (startingUp ? null : screen.Lazy),
  );
  useEffect(() => {
    if (Component !== null) return;
    let current = true;
    // A failed download falls back to React.lazy, which retries and reports to the boundary.
    const settle = (next: ComponentType) => current && setComponent(() => next);
    screen.start().then(settle, () => settle(screen.Lazy));
    return () => {
      current = false;
    };
  }, [Component, screen]);
  if (Component === null) return <FullPageSpinner className="min-h-dvh" />;
  return <Component />;
}

/** A screen loaded when first visited: the named export of its module. */
function lazyPage<M>(load: () => Promise<M>, name: keyof M & string): ReactElement {
  const screen = new ScreenModule(() => load().then((module) => module[name] as ComponentType));
  // Keyed by screen: two routes' elements in the same place must not share state.
  return <LazyScreen key={name} screen={screen} />;
}

const notFoundScreen = lazyPage(() => import('./pages/not-found/not-found-page.tsx'), 'NotFoundPage');

/**
 * `/avatar/:id` pages exist for route ids only: '/avatar/1.5' or '/avatar/abc' is the
 * not-found screen, as the server answers it (404).
 */
function WithRouteId({ children }: { children: ReactElement }) {
  return parseRouteId(useParams().id) === null ? notFoundScreen : children;
}

/** What a route can fetch for its screen while the screen's code is still on its way. */
interface RouteHandle {
  prefetch?: (queryClient: QueryClient, params: Params) => void;
}

const prefetchAvatarOfRoute: RouteHandle['prefetch'] = (queryClient, params) => {
  const id = parseRouteId(params.id);
  if (id !== null) prefetchAvatar(queryClient, id);
};

/**
 * Each screen is its own chunk, loaded when first visited; except Home, the landing page,
 * which is part of the first load so it paints as soon as the app starts.
 */
const pages: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [{ index: true, element: <HomePage /> }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'welcome',
        element: lazyPage(() => import('./pages/welcome/welcome-page.tsx'), 'WelcomePage'),
      },
      {
        path: 'billing',
        element: lazyPage(() => import('./pages/billing/billing-page.tsx'), 'BillingPage'),
      },
      {
        path: 'test-checkout/:id',
        element: (
          <WithRouteId>
            {lazyPage(() => import('./pages/test-checkout/test-checkout-page.tsx'), 'TestCheckoutPage')}
          </WithRouteId>
        ),
      },
    ],
  },
  {
    // The profile page shows 'Access Denied' itself if the session ends while it is open.
    element: <RequireAuth keepOnSessionEnd />,
    children: [
      {
        path: 'profile',
        element: lazyPage(() => import('./pages/profile/profile-page.tsx'), 'ProfilePage'),
      },
    ],
  },
  {
    path: 'avatar/:id',
    element: (
      <WithRouteId>
        {lazyPage(() => import('./pages/avatar-profile/avatar-profile-page.tsx'), 'AvatarProfilePage')}
      </WithRouteId>
    ),
    handle: { prefetch: prefetchAvatarOfRoute },
  },
  {
    path: 'avatars',
    element: lazyPage(() => import('./pages/avatars/avatars-page.tsx'), 'AvatarsPage'),
  },
  {
    path: 'avatar-chat/:id',
    element: (
      <WithRouteId>{lazyPage(() => import('./pages/avatar-chat/avatar-chat-page.tsx'), 'AvatarChatPage')}</WithRouteId>
    ),
    handle: { prefetch: prefetchAvatarOfRoute },
  },
  { path: 'nqw', element: lazyPage(() => import('./pages/nqw/nqw-page.tsx'), 'NqwPage') },
  {
    path: 'nqw-waitlist',
    element: lazyPage(() => import('./pages/nqw-waitlist/nqw-waitlist-page.tsx'), 'NqwWaitlistPage'),
  },
  {
    path: 'contact',
    element: lazyPage(() => import('./pages/contact/contact-page.tsx'), 'ContactPage'),
  },
  { path: 'login', element: lazyPage(() => import('./pages/login/login-page.tsx'), 'LoginPage') },
  {
    path: 'signup',
    element: lazyPage(() => import('./pages/signup/signup-page.tsx'), 'SignupPage'),
  },
  { path: 'terms', element: lazyPage(() => import('./pages/terms/terms-page.tsx'), 'TermsPage') },
  {
    path: 'privacy',
    element: lazyPage(() => import('./pages/privacy/privacy-page.tsx'), 'PrivacyPage'),
  },
  {
    path: 'creator-portal',
    element: lazyPage(() => import('./pages/creator-portal/creator-portal-page.tsx'), 'CreatorPortalPage'),
  },
  {
    path: 'become-creator',
    element: lazyPage(() => import('./pages/become-creator/become-creator-page.tsx'), 'BecomeCreatorPage'),
  },
  {
    path: 'forgot-password',
    element: lazyPage(() => import('./pages/forgot-password/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset-password',
    element: lazyPage(() => import('./pages/reset-password/reset-password-page.tsx'), 'ResetPasswordPage'),
  },
  {
    path: 'confirm-email',
    element: lazyPage(() => import('./pages/confirm-email/confirm-email-page.tsx'), 'ConfirmEmailPage'),
  },
  {
    path: '*',
    // Inline (not notFoundScreen): the build reads the import here to preload it for 404 pages.
    element: lazyPage(() => import('./pages/not-found/not-found-page.tsx'), 'NotFoundPage'),
  },
];

const routes: RouteObject[] = [{ element: <RootLayout />, children: pages }];

/**
 * The route table, in React Router's declarative mode: the app uses none of the data
 * router's loaders or actions, and leaving its engine out takes about 17 KB (gzip) off
 * the first load. Screens load with React.lazy; navigations are transitions, so the old
 * screen stays until the new one is ready. RootLayout restores scroll positions.
 */
export function AppRoutes() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [firstLocation] = useState(location);
  useEffect(() => {
    startingUp = false;
    // The first screen's data is asked for now, alongside its code, not once it rendered.
    for (const match of matchRoutes(routes, firstLocation) ?? []) {
      (match.route.handle as RouteHandle | undefined)?.prefetch?.(queryClient, match.params);
    }
  }, [queryClient, firstLocation]);
  return useRoutes(routes);
}
