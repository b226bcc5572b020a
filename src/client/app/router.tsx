import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactElement, useEffect, useState } from 'react';
import { matchRoutes, type Params, type RouteObject, useLocation, useParams, useRoutes } from 'react-router';
import {
  NOT_FOUND_SCREEN,
  parseRouteId,
  ROUTES,
  type RouteEntry,
  type RoutePageDataName,
  type ScreenName,
  screenExport,
  screenModule,
} from '../../shared/routes.ts';
import { GuestOnly, RequireAuth } from '../features/auth/components/route-guards.tsx';
import { prefetchAvatar } from '../features/avatars/api/get-avatar.ts';
import { HomePage } from '../pages/home/home-page.tsx';
import { firstScreenShown, LazyScreen, ScreenModule } from './lazy-screen.tsx';
import { RootLayout } from './root-layout.tsx';

/** Screens that are part of the first load: Home, the landing page, paints as soon as the app starts. */
const eagerScreens: Partial<Record<ScreenName, ComponentType>> = { home: HomePage };

/** Every other screen is its own chunk, loaded when first visited (or preloaded with its page). */
const lazyModules = import.meta.glob<Record<string, ComponentType>>([
  '../pages/*/*-page.tsx',
  '!../pages/home/home-page.tsx',
]);

/** The loader of a screen in its own chunk; throws when the route table names a screen that has none. */
function lazyScreenLoader(screen: ScreenName): () => Promise<ComponentType> {
  const load = lazyModules[`../${screenModule(screen)}`];
  if (!load) throw new Error(`The route table names the screen '${screen}', which has no module`);
  return async () => {
    const Screen = (await load())[screenExport(screen)];
    if (!Screen) throw new Error(`${screenModule(screen)} does not export ${screenExport(screen)}`);
    return Screen;
  };
}

/** The component of a screen the route table names, loading it if it has its own chunk. */
export function resolveScreen(screen: ScreenName): Promise<ComponentType> {
  const eager = eagerScreens[screen];
  return eager ? Promise.resolve(eager) : lazyScreenLoader(screen)();
}

function screenElement(screen: ScreenName): ReactElement {
  const Eager = eagerScreens[screen];
  // Keyed by screen: two routes' elements in the same place must not share state.
  if (Eager) return <Eager key={screen} />;
  return <LazyScreen key={screen} screen={new ScreenModule(lazyScreenLoader(screen))} />;
}

const notFoundScreen = screenElement(NOT_FOUND_SCREEN);

/**
 * Pages with `:param`s exist for route ids only: '/avatar/1.5' or '/avatar/abc' is the
 * not-found screen, as the server answers it (404).
 */
function WithRouteIds({ children }: { children: ReactElement }) {
  const params = Object.values(useParams());
  return params.every((value) => parseRouteId(value) !== null) ? children : notFoundScreen;
}

/** What a route fetches for its screen while the screen's code is still on its way. */
interface RouteHandle {
  prefetch?: (queryClient: QueryClient, params: Params) => void;
}

/**
 * The first screen's page data (the route table's `pageData`): from the page when it came
 * with it, else fetched alongside the screen's code. Explore's first page seeds its list in
 * its own screen (explore-pages.ts), out of the app's entry.
 */
const prefetchPageData: Partial<Record<RoutePageDataName, NonNullable<RouteHandle['prefetch']>>> = {
  initialAvatar: (queryClient, params) => {
    const id = parseRouteId(params.id);
    if (id !== null) prefetchAvatar(queryClient, id);
  },
};

function routeObject(entry: RouteEntry): RouteObject {
  const screen = screenElement(entry.screen as ScreenName);
  const route: RouteObject = {
    path: entry.path,
    element: entry.path.includes(':') ? <WithRouteIds>{screen}</WithRouteIds> : screen,
    ...(entry.pageData && prefetchPageData[entry.pageData]
      ? { handle: { prefetch: prefetchPageData[entry.pageData] } satisfies RouteHandle }
      : {}),
  };
  if (entry.access === 'guests') return { element: <GuestOnly />, children: [route] };
  if (entry.access === 'members') {
    return { element: <RequireAuth keepOnSessionEnd={entry.keepOnSessionEnd ?? false} />, children: [route] };
  }
  return route;
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...(ROUTES as readonly RouteEntry[]).map(routeObject), { path: '*', element: notFoundScreen }],
  },
];

/**
 * The route table (src/shared/routes.ts), in React Router's declarative mode: the app uses
 * none of the data router's loaders or actions, and leaving its engine out takes about
 * 17 KB (gzip) off the first load. Screens load with React.lazy; navigations are
 * transitions, so the old screen stays until the new one is ready. RootLayout restores
 * scroll positions.
 */
export function AppRoutes() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [firstLocation] = useState(location);
  useEffect(() => {
    firstScreenShown();
    // The first screen's data is asked for now, alongside its code, not once it rendered.
    for (const match of matchRoutes(routes, firstLocation) ?? []) {
      (match.route.handle as RouteHandle | undefined)?.prefetch?.(queryClient, match.params);
    }
  }, [queryClient, firstLocation]);
  return useRoutes(routes);
}
