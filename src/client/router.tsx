import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout.tsx';
import { FullPageSpinner } from './components/ui/spinner.tsx';
import { GuestOnly, RequireAuth } from './features/auth/components/route-guards.tsx';
import { HomePage } from './pages/home/home-page.tsx';

/**
 * Each screen is its own chunk, loaded when first visited; except Home, the landing page,
 * which is part of the first load so it paints as soon as the app starts.
 */
const pages: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [{ index: true, Component: HomePage }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'welcome',
        lazy: () => import('./pages/welcome/welcome-page.tsx').then((m) => ({ Component: m.WelcomePage })),
      },
    ],
  },
  {
    // The profile page shows 'Access Denied' itself if the session ends while it is open.
    element: <RequireAuth keepOnSessionEnd />,
    children: [
      {
        path: 'profile',
        lazy: () => import('./pages/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
      },
    ],
  },
  {
    path: 'avatar/:id',
    lazy: () =>
      import('./pages/avatar-profile/avatar-profile-page.tsx').then((m) => ({ Component: m.AvatarProfilePage })),
  },
  {
    path: 'avatars',
    lazy: () => import('./pages/avatars/avatars-page.tsx').then((m) => ({ Component: m.AvatarsPage })),
  },
  {
    path: 'avatar-chat/:id',
    lazy: () => import('./pages/avatar-chat/avatar-chat-page.tsx').then((m) => ({ Component: m.AvatarChatPage })),
  },
  { path: 'nqw', lazy: () => import('./pages/nqw/nqw-page.tsx').then((m) => ({ Component: m.NqwPage })) },
  {
    path: 'nqw-waitlist',
    lazy: () => import('./pages/nqw-waitlist/nqw-waitlist-page.tsx').then((m) => ({ Component: m.NqwWaitlistPage })),
  },
  {
    path: 'contact',
    lazy: () => import('./pages/contact/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  },
  { path: 'login', lazy: () => import('./pages/login/login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
  {
    path: 'signup',
    lazy: () => import('./pages/signup/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
  },
  { path: 'terms', lazy: () => import('./pages/terms/terms-page.tsx').then((m) => ({ Component: m.TermsPage })) },
  {
    path: 'privacy',
    lazy: () => import('./pages/privacy/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'creator-portal',
    lazy: () =>
      import('./pages/creator-portal/creator-portal-page.tsx').then((m) => ({ Component: m.CreatorPortalPage })),
  },
  {
    path: 'become-creator',
    lazy: () =>
      import('./pages/become-creator/become-creator-page.tsx').then((m) => ({ Component: m.BecomeCreatorPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('./pages/forgot-password/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      import('./pages/reset-password/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '*',
    lazy: () => import('./pages/not-found/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The fallback sits below the layout, so the header shows while the first screen's
    // chunk is still loading; a screen tall, it keeps the footer from jumping when it comes.
    children: [{ hydrateFallbackElement: <FullPageSpinner className="min-h-dvh" />, children: pages }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
