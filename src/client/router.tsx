import { type ComponentType, lazy, type ReactElement, useState } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RootLayout } from './components/layout/root-layout.tsx';
import { GuestOnly, RequireAuth } from './features/auth/components/route-guards.tsx';
import { HomePage } from './pages/home/home-page.tsx';

/** A screen in its own chunk: loads once, remembers the component once loaded. */
class ScreenModule {
  loaded: ComponentType | undefined;
  readonly Lazy: ComponentType;
  readonly #load: () => Promise<ComponentType>;

  constructor(load: () => Promise<ComponentType>) {
    this.#load = load;
    this.Lazy = lazy(() => this.load().then((Screen) => ({ default: Screen })));
  }

  load(): Promise<ComponentType> {
    return this.#load().then((Screen) => {
      this.loaded = Screen;
      return Screen;
    });
  }
}

/** Once loaded, a screen renders at once; before, React.lazy suspends until it is there. */
function LazyScreen({ screen }: { screen: ScreenModule }) {
  // Chosen once: switching component types later would remount the screen.
  const [Component] = useState<ComponentType>(() => screen.loaded ?? screen.Lazy);
  return <Component />;
}

/** How to load the screen behind each lazily loaded route element. */
const screenLoaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/** A screen loaded when first visited: the named export of its module. */
function lazyPage<M>(load: () => Promise<M>, name: keyof M & string): ReactElement {
  const screen = new ScreenModule(() => load().then((module) => module[name] as ComponentType));
  // Keyed by screen: two routes' elements in the same place must not share state.
  const element = <LazyScreen key={name} screen={screen} />;
  screenLoaders.set(element, () => screen.load());
  return element;
}

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
    element: lazyPage(() => import('./pages/avatar-profile/avatar-profile-page.tsx'), 'AvatarProfilePage'),
  },
  {
    path: 'avatars',
    element: lazyPage(() => import('./pages/avatars/avatars-page.tsx'), 'AvatarsPage'),
  },
  {
    path: 'avatar-chat/:id',
    element: lazyPage(() => import('./pages/avatar-chat/avatar-chat-page.tsx'), 'AvatarChatPage'),
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
    path: '*',
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
  return useRoutes(routes);
}

/**
 * Loads the screens the address needs before the app first renders (the server has them
 * downloading already, as preloads), so the first screen shows without a loading state;
 * React would otherwise hold a screen that suspended for its 300 ms reveal throttle.
 */
export async function preloadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => {
      const element = match.route.element;
      const load = element && typeof element === 'object' ? screenLoaders.get(element as ReactElement) : undefined;
      return load?.().catch(() => undefined);
    }),
  );
}
