import { type ComponentType, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '@/features/subscription';
import { lazyComponent } from '@/lib/lazy-component';
import { onDemand } from '@/lib/on-demand';
import { appHistory, subscribeToNavigation } from './app-history';
import { APP_PATHS, twinPatterns } from './app-paths';
import { screenCode } from './layout/screen-code';
import { lazyPage } from './lazy-page';
import { findScreen, SCREENS } from './screens';
import { useSessionQuery } from './session';
import { TwinRedirect } from './twin-redirect';

/**
 * A component whose code loads on first render, so no page pays for the code of the others (rendered at once when
 * it was fetched ahead, see preloadSignedInCode). A visitor of / gets the landing page's own entry (landing.html),
 * not this router.
 */
function lazyExport<P extends object>(load: () => Promise<Record<string, unknown>>, name: string) {
  return onDemand(() => load().then((module) => module[name] as ComponentType<P>));
}

const appLayoutCode = lazyExport(() => import('./layout/app-layout'), 'AppLayout');
const screenGuardCode = lazyExport<{ screen: (typeof SCREENS)[number] }>(
  () => import('./layout/screen-guard'),
  'ScreenGuard',
);
const AppLayout = lazyComponent(appLayoutCode);
const AppHome = lazyComponent(lazyExport(() => import('./layout/app-home'), 'AppHome'));
const ScreenGuard = lazyComponent(screenGuardCode);

/**
 * Opening a signed-in address: fetch the shell's code, the screen guard's and the screen's own at once, while the
 * entry renders, instead of one after the other as each lazy part renders. Only the screen asked for is fetched.
 */
export function preloadSignedInCode(pathname: string) {
  if (!pathname.startsWith('/app')) return;
  const found = findScreen(pathname);
  for (const code of [appLayoutCode, screenGuardCode, found && screenCode(found.screen)]) {
    code?.load().catch(() => undefined);
  }
}

/** /app: asks for the session and the subscription together while the shell's code loads, not one after the other. */
function SignedInApp() {
  useSessionQuery();
  useSubscription();
  return (
    <Suspense fallback={pageFallback}>
      <AppLayout />
    </Suspense>
  );
}
const NotFoundPage = lazyComponent(
  lazyExport<{ signedIn?: boolean }>(() => import('@/features/errors/not-found-page'), 'NotFoundPage'),
);

const pageFallback = (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner />
  </div>
);

const routes: RouteObject[] = [
  { path: '/', element: lazyPage(() => import('@/features/landing/landing-page'), 'LandingPage') },
  { path: '/auth', element: lazyPage(() => import('@/features/auth/auth-page'), 'AuthPage') },
  { path: '/termos-de-uso', element: lazyPage(() => import('@/features/legal/terms-page'), 'TermsPage') },
  {
    path: '/politica-privacidade',
    element: lazyPage(() => import('@/features/legal/privacy-page'), 'PrivacyPage'),
  },
  { path: '/terms', element: <Navigate to="/termos-de-uso" replace /> },
  { path: '/privacy', element: <Navigate to="/politica-privacidade" replace /> },
  {
    path: '/reset-password',
    element: lazyPage(() => import('@/features/password/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/set-new-password',
    element: lazyPage(() => import('@/features/password/set-new-password-page'), 'SetNewPasswordPage'),
  },
  {
    path: '/password-reset-error',
    element: lazyPage(
      () => import('@/features/password/password-reset-error-page'),
      'PasswordResetErrorPage',
    ),
  },
  {
    path: '/request-password-reset',
    element: lazyPage(() => import('@/features/password/request-code-page'), 'RequestCodePage'),
  },
  {
    path: '/confirm-password-reset',
    element: lazyPage(() => import('@/features/password/confirm-code-page'), 'ConfirmCodePage'),
  },
  {
    path: '/signup',
    element: lazyPage(() => import('@/features/invitations/signup-page'), 'SignupPage'),
  },
  {
    // /faccao and its tab paths (/faccao/lotes…), which the portal's own code redirects to /faccao?tab=….
    path: '/faccao/*',
    element: lazyPage(() => import('@/features/workshop-portal/portal-page'), 'WorkshopPortalPage'),
  },
  {
    path: '/onboarding',
    element: lazyPage(() => import('@/features/onboarding/onboarding-page'), 'OnboardingPage'),
  },
  {
    path: '/trial-expired',
    element: lazyPage(() => import('@/features/trial-expired/trial-expired-page'), 'TrialExpiredPage'),
  },
  {
    path: '/payment/checkout',
    element: lazyPage(() => import('@/features/payment/checkout-page'), 'CheckoutPage'),
  },
  {
    path: '/payment/success',
    element: lazyPage(() => import('@/features/payment/payment-result-pages'), 'PaymentSuccessPage'),
  },
  {
    path: '/payment/canceled',
    element: lazyPage(() => import('@/features/payment/payment-result-pages'), 'PaymentCanceledPage'),
  },
  {
    path: '/access-denied',
    element: lazyPage(() => import('@/features/access/access-denied-page'), 'AccessDeniedPage'),
  },
  {
    path: '/app',
    element: <SignedInApp />,
    children: [
      { index: true, element: <AppHome /> },
      // The older name of the company's portal list (part1 §2.15).
      { path: 'interface-terceirizados', element: <Navigate to="/app/portal-terceirizados" replace /> },
      ...SCREENS.map((screen) => ({
        path: screen.path.replace(/^\/app\//, ''),
        element: <ScreenGuard screen={screen} />,
      })),
      { path: '*', element: <NotFoundPage signedIn /> },
    ],
  },
  ...twinPatterns([...APP_PATHS, ...SCREENS.map((screen) => screen.path)]).map((path) => ({
    path,
    element: <TwinRedirect />,
  })),
  {
    path: '*',
    element: (
      <Suspense fallback={pageFallback}>
        <NotFoundPage />
      </Suspense>
    ),
  },
];

/** The app's routes, on appHistory (providers.tsx renders it inside the router). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Where the app is and when it moves, for code outside the components (SEO head). */
export const router = {
  get state() {
    return { location: appHistory.location };
  },
  subscribe: (listener: () => void) => subscribeToNavigation(() => listener()),
};
