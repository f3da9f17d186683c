import { createBrowserRouter, Navigate } from 'react-router';
import { AuthPage } from '@/features/auth/auth-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { APP_PATHS, twinPatterns } from './app-paths';
import { AppHome } from './layout/app-home';
import { AppLayout } from './layout/app-layout';
import { ScreenGuard } from './layout/screen-guard';
import { lazyPage } from './lazy-page';
import { SCREENS } from './screens';
import { TwinRedirect } from './twin-redirect';

export const router = createBrowserRouter([
  // The landing page arrives with the subscription issue; until then the root opens the sign-in screen.
  { path: '/', element: <Navigate to="/auth" replace /> },
  { path: '/auth', element: <AuthPage /> },
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
    path: '/access-denied',
    element: lazyPage(() => import('@/features/access/access-denied-page'), 'AccessDeniedPage'),
  },
  {
    path: '/app',
    element: <AppLayout />,
    children: [
      { index: true, element: <AppHome /> },
      { path: 'dashboard', element: <AppHome /> },
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
  { path: '*', element: <NotFoundPage /> },
]);
